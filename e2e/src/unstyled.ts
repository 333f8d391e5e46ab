import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Mantine's styles come by use (tools/mantine-styles.mjs): a chunk brings the
 * stylesheets of the components its modules import. A component whose
 * stylesheet did not come would render unstyled without any error. Each of
 * Mantine's styled parts carries a static class (`m_<hash>`) that its
 * stylesheet defines; a screen shows a part unstyled when that class is in
 * Mantine's full stylesheets but in none of the page's loaded ones.
 */
const fromUi = createRequire(join(import.meta.dirname, '../../packages/ui/package.json'));
const MANTINE_CLASSES = new Set(
  ['@mantine/core/styles.css', '@mantine/notifications/styles.css'].flatMap((file) => [...readFileSync(fromUi.resolve(file), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)].map((m) => m[1]!)),
);

/** The Mantine parts on the page whose rules are not loaded: `m_<hash>` with the part's readable class (`mantine-Select-input`). */
export async function unstyledMantineParts(page: Page): Promise<string[]> {
  const { used, loaded } = await page.evaluate(() => {
    const defined = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) defined.add(m[1]!);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const parts = new Map<string, string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      const readable = Array.from(el.classList).find((c) => c.startsWith('mantine-')) ?? el.tagName.toLowerCase();
      for (const c of Array.from(el.classList)) if (/^m_[0-9a-f]+$/.test(c) && !parts.has(c)) parts.set(c, readable);
    }
    return { used: [...parts], loaded: [...defined] };
  });
  const have = new Set(loaded);
  return used.filter(([c]) => MANTINE_CLASSES.has(c) && !have.has(c)).map(([c, readable]) => `${c} (${readable})`);
}

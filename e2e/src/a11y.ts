import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (pinned in e2e/package.json) run inside the page with the WCAG 2.2
 * level A and AA rules. Its source goes in through `page.evaluate`, which
 * Chromium runs over the DevTools protocol: the product's strict CSP
 * (script-src 'self') governs the page's own scripts, not the debugger's, so
 * the gate needs no CSP bypass and audits the pages exactly as served.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; summary: string }[] };

export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, summary: (n as unknown as { failureSummary?: string }).failureSummary ?? '' })),
    }));
  }, WCAG_TAGS);
}

/** One line per route for the test output: the count and the rules with their element counts. */
export function describeViolations(label: string, violations: Violation[]): string {
  const elements = violations.reduce((n, v) => n + v.nodes.length, 0);
  const rules = violations.map((v) => `${v.id}×${v.nodes.length}`).join(', ');
  return `a11y ${label}: ${violations.length} violations (${elements} elements)${rules ? ` — ${rules}` : ''}`;
}

/** Details for a failing assertion: each rule with a few of its elements. */
export function detailViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 4).map((n) => `    ${n.target.join(' ')} — ${n.summary.replace(/\s+/g, ' ').slice(0, 240)}`).join('\n')}`)
    .join('\n');
}

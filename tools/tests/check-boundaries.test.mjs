import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, packageOf } from '../check-boundaries.mjs';

/**
 * The boundary check (.dependency-cruiser.cjs + tools/check-boundaries.mjs)
 * on a small workspace shaped like ours: clean, it passes; each bad import
 * planted in a copy of it makes it fail with the rule it breaks.
 */
const CLEAN = {
  'apps/a/package.json': { name: '@x/a' },
  'apps/a/src/main.ts': "import { ok } from '../../../packages/domain/src/ok.ts';\nexport const a = ok;\n",
  'apps/b/package.json': { name: '@x/b' },
  'apps/b/src/main.ts': 'export const b = 1;\n',
  'packages/domain/package.json': { name: '@x/domain', dependencies: { valibot: '1.5.0' } },
  'packages/domain/src/ok.ts': "import { string } from 'valibot';\nexport const ok = string();\n",
  'packages/ui/package.json': { name: '@x/ui' },
  'packages/ui/src/ui.ts': "import { ok } from '../../domain/src/ok.ts';\nexport const ui = ok;\n",
  'services/s/package.json': { name: '@x/s' },
  'services/s/src/main.ts': "import { ok } from '../../../packages/domain/src/ok.ts';\nexport const s = ok;\n",
  'services/t/package.json': { name: '@x/t' },
  'services/t/src/main.ts': 'export const t = 1;\n',
  'node_modules/valibot/package.json': { name: 'valibot', version: '1.5.0', main: 'index.js' },
  'node_modules/valibot/index.js': 'exports.string = () => ({});\n',
  'node_modules/left-pad/package.json': { name: 'left-pad', version: '1.3.0', main: 'index.js' },
  'node_modules/left-pad/index.js': 'module.exports = (s) => s;\n',
};

const PLANTED = [
  ['an app importing another app', 'app-not-to-other-app-or-service', { 'apps/a/src/bad.ts': "import { b } from '../../b/src/main.ts';\nexport const x = b;\n" }],
  ['an app importing a service', 'app-not-to-other-app-or-service', { 'apps/a/src/bad.ts': "import { s } from '../../../services/s/src/main.ts';\nexport const x = s;\n" }],
  ['the domain importing a workspace package', 'domain-imports-no-workspace-package', { 'packages/domain/src/bad.ts': "import { ui } from '../../ui/src/ui.ts';\nexport const x = ui;\n" }],
  ['the domain importing an npm package other than valibot', 'domain-imports-only-valibot', { 'packages/domain/src/bad.ts': "import pad from 'left-pad';\nexport const x = pad;\n", 'packages/domain/package.json': { name: '@x/domain', dependencies: { valibot: '1.5.0', 'left-pad': '1.3.0' } } }],
  ['the UI importing a service', 'ui-not-to-service-or-app', { 'packages/ui/src/bad.ts': "import { s } from '../../../services/s/src/main.ts';\nexport const x = s;\n" }],
  ['a service importing another service', 'service-not-to-other-service-or-app', { 'services/s/src/bad.ts': "import { t } from '../../t/src/main.ts';\nexport const x = t;\n" }],
  ['an import cycle', 'no-circular', { 'packages/ui/src/x.ts': "import { y } from './y.ts';\nexport const x = () => y;\n", 'packages/ui/src/y.ts': "import { x } from './x.ts';\nexport const y = () => x;\n" }],
  ['an npm import missing from the manifest', 'no-non-package-json', { 'apps/b/src/bad.ts': "import pad from 'left-pad';\nexport const x = pad;\n" }],
  ['a manifest dependency never imported', 'never imports', { 'apps/b/package.json': { name: '@x/b', dependencies: { 'left-pad': '1.3.0' } } }],
];

function write(root, files) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

let base;
const copies = [];
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'boundaries-'));
  write(base, CLEAN);
});
afterAll(() => {
  for (const dir of [base, ...copies]) rmSync(dir, { recursive: true, force: true });
});

describe('the boundary check (issue 11.5)', () => {
  it('passes on a workspace that keeps the rules', () => {
    expect(checkBoundaries(base).problems).toEqual([]);
  });

  it.each(PLANTED)('fails on %s', (_what, rule, files) => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    copies.push(root);
    cpSync(base, root, { recursive: true });
    write(root, files);
    const { problems } = checkBoundaries(root);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(rule);
  });

  it('names the package of an import', () => {
    expect(packageOf('@mantine/core/styles.css')).toBe('@mantine/core');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('valibot')).toBe('valibot');
  });
});

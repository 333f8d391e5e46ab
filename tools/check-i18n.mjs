// Every user-facing string must be in the catalogs, translated: a message
// missing from a compiled catalog shows as its hash id in production builds.
// Extracts the catalogs afresh and fails when that changes them (a string was
// added without `pnpm i18n:extract`) or when a uz/ru entry is untranslated.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = join(root, 'packages/ui/src/locales');
const problems = [];

const extract = spawnSync('pnpm', ['exec', 'lingui', 'extract'], { cwd: root, encoding: 'utf8' });
if (extract.status !== 0) problems.push(`lingui extract failed: ${extract.stderr}`);
const diff = spawnSync('git', ['diff', '--stat', '--', locales], { cwd: root, encoding: 'utf8' });
if (diff.status === 0 && diff.stdout.trim() !== '') {
  problems.push(`the catalogs were not up to date with the sources (run pnpm i18n:extract and translate):\n${diff.stdout}`);
}

/** msgid → msgstr of a .po file (single-line and multi-line strings). */
function entries(file) {
  const text = readFileSync(file, 'utf8');
  const out = new Map();
  for (const block of text.split(/\n\n+/)) {
    const id = block.match(/^msgid ((?:".*"\n?)+)/m)?.[1];
    const str = block.match(/^msgstr ((?:".*"\n?)+)/m)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (s) => s.split('\n').filter(Boolean).map((l) => JSON.parse(l)).join('');
    const key = join(id);
    if (key !== '') out.set(key, join(str));
  }
  return out;
}

const source = entries(join(locales, 'oz.po'));
for (const locale of ['uz', 'ru']) {
  const target = entries(join(locales, `${locale}.po`));
  const missing = [...source.keys()].filter((id) => !target.get(id));
  if (missing.length > 0) problems.push(`${locale}.po: ${missing.length} untranslated, e.g. ${missing.slice(0, 3).join(' | ')}`);
}
const emptySource = [...source.entries()].filter(([, str]) => str === '');
if (emptySource.length > 0) problems.push(`oz.po: ${emptySource.length} entries without text`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogs complete: ${source.size} messages in oz, uz and ru`);

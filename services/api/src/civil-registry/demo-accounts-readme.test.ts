import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONS, demoPin } from './demo-persons.js';

const README = fileURLToPath(new URL('../../../../README.md', import.meta.url));

// The README's "Demo accounts" must name real accounts: a reader types these pins.
describe('README "Demo accounts"', () => {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Demo accounts'), text.indexOf('## Development'));

  it('lists every demo account with its pin, document, name and role, and nothing else', () => {
    const rows = [...section.matchAll(/^\| (\d{14}) \| ([A-Z]{2}) (\d{7}) \| ([^|]+) \| (\w+)[^|]* \|$/gm)].map((m) => ({
      pin: m[1],
      document: `${m[2]}${m[3]}`,
      name: m[4]!.trim(),
      role: m[5],
    }));
    const expected = DEMO_PERSONS.filter((p) => p.account).map((p) => ({
      pin: demoPin(p),
      document: (p.passport ?? p.idCard)!.id,
      name: `${p.surname} ${p.name} ${p.patronym}`,
      role: p.account![0],
    }));
    expect([...rows].sort((a, b) => a.pin!.localeCompare(b.pin!))).toEqual([...expected].sort((a, b) => a.pin.localeCompare(b.pin)));
  });

  it('names the two refused people with their real pins and passports', () => {
    for (const key of ['baxtiyor', 'shohruh']) {
      const p = DEMO_PERSONS.find((d) => d.key === key)!;
      const id = p.passport!.id;
      expect(section).toContain(`(${demoPin(p)}, ${id.slice(0, 2)} ${id.slice(2)})`);
    }
  });
});

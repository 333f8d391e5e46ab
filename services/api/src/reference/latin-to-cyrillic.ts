const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'ҳ', i: 'и', j: 'ж', k: 'к', l: 'л', m: 'м', n: 'н',
  o: 'о', p: 'п', q: 'қ', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', x: 'х', y: 'й', z: 'з',
};
const DIGRAPHS: [string, string][] = [
  ["o'", 'ў'], ["g'", 'ғ'], ['sh', 'ш'], ['ch', 'ч'], ['yo', 'ё'], ['yu', 'ю'], ['ya', 'я'], ['ye', 'е'],
];
const APOSTROPHES = /[ʻʼ‘’`]/g;

function withCase(source: string, cyrillic: string): string {
  return source !== source.toLowerCase() ? cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1) : cyrillic;
}

/**
 * Uzbek Latin to Uzbek Cyrillic by the 1995 alphabet's correspondence, for
 * personal and place names. Words of Russian origin that keep "ts"/"ye" in
 * Cyrillic are not in names we generate, so they are not special-cased.
 */
export function latinToCyrillic(input: string): string {
  const s = input.replace(APOSTROPHES, "'");
  const lower = s.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; ) {
    const rest = { startsWith: (prefix: string) => lower.startsWith(prefix, i) };
    const prev = s[i - 1];
    const isWordStart = prev === undefined || !/[A-Za-z']/.test(prev);
    // Russian loanwords keep ц in Cyrillic: "-tsiya" (registratsiya → регистрация).
    if (rest.startsWith('tsiya')) {
      out += withCase(s[i]!, 'ция');
      i += 5;
      continue;
    }
    // "yo'l" is y + o', not yo + apostrophe.
    if (rest.startsWith("yo'")) {
      out += withCase(s[i]!, 'й');
      i += 1;
      continue;
    }
    const digraph = DIGRAPHS.find(([latin]) => rest.startsWith(latin));
    if (digraph) {
      out += withCase(s[i]!, digraph[1]);
      i += digraph[0].length;
      continue;
    }
    const c = s[i]!;
    const lc = lower[i]!;
    if (c === "'") out += 'ъ';
    else if (lc === 'e' && isWordStart) out += withCase(c, 'э');
    else out += LETTERS[lc] ? withCase(c, LETTERS[lc]) : c;
    i += 1;
  }
  return out;
}

/** The Russian spelling of an Uzbek name: Cyrillic without the letters Russian lacks. */
export function latinToRussian(input: string): string {
  const map: Record<string, string> = { ў: 'у', Ў: 'У', ғ: 'г', Ғ: 'Г', қ: 'к', Қ: 'К', ҳ: 'х', Ҳ: 'Х', ъ: '' };
  return latinToCyrillic(input).replace(/[ўЎғҒқҚҳҲъ]/g, (c) => map[c] ?? c);
}

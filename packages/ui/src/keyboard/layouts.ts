/** spec/shell.md 2.4: the text keyboard's two switchable layouts. */
export type KeyboardLayoutId = 'en' | 'ru';

/**
 * The apostrophe of the product's Uzbek Latin texts (o'zbek, g'azna, so'm:
 * the catalogs, the dictionaries and the contracts write U+0027), so what a
 * citizen types at the kiosk matches what the registry and the searches hold.
 */
export const UZ_APOSTROPHE = "'";

export const TEXT_LAYOUTS: Record<KeyboardLayoutId, readonly (readonly string[])[]> = {
  en: [
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
    ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
    ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l', "'"],
    // '/': register numbers are written 2025/1234 (the power-of-attorney check, the acts' filters).
    ['z', 'x', 'c', 'v', 'b', 'n', 'm', ',', '.', '-', '/'],
  ],
  ru: [
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
    ['й', 'ц', 'у', 'к', 'е', 'н', 'г', 'ш', 'щ', 'з', 'х', 'ъ'],
    ['ф', 'ы', 'в', 'а', 'п', 'р', 'о', 'л', 'д', 'ж', 'э'],
    ['я', 'ч', 'с', 'м', 'и', 'т', 'ь', 'б', 'ю', 'ё', '.', '/'],
  ],
};

/**
 * Issue 15.2: the Uzbek letters a citizen needs, one key each — o', g', sh
 * and ch beside the Latin layout, ў, қ, ғ, ҳ beside the Cyrillic one.
 */
export const UZBEK_KEYS: Record<KeyboardLayoutId, readonly string[]> = {
  en: [`o${UZ_APOSTROPHE}`, `g${UZ_APOSTROPHE}`, 'sh', 'ch'],
  ru: ['ў', 'қ', 'ғ', 'ҳ'],
};

export const NUMERIC_LAYOUT: readonly (readonly string[])[] = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];

/**
 * shell 5 "a warning when Cyrillic letters are typed": document series and
 * numbers are Latin, and Cyrillic А, В, Е, К, М, Н, О, Р, С, Т, Х look the
 * same, so a user on a Russian or Uzbek keyboard layout would not see the
 * mistake. Covers Russian and Uzbek Cyrillic (ў, қ, ғ, ҳ).
 */
export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04FF\u0500-\u052F]/.test(text);
}

export const CYRILLIC_WARNING_KEY = 'warning_cyrillic_letters';

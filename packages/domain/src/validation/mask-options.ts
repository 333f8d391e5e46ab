/**
 * The subset of IMask 7 options the field table uses, as a plain type so the
 * package needs imask only in its tests (a form passes the object to
 * `IMask(input, options)` or react-imask's `<IMaskInput {...options} />`).
 * The tests hand every mask of the table to `IMask.createMask`, so a wrong
 * option fails the type check and the run.
 */
export type MaskOptions = {
  /** A pattern ('0' digit, 'a' letter, '*' any, custom `definitions`; '[...]' optional part), a RegExp, or `Number`. */
  mask: string | RegExp | NumberConstructor;
  definitions?: Record<string, RegExp>;
  /** Show the pattern's placeholders only once typed (IMask default true). */
  lazy?: boolean;
  /** Applied to each typed character before the mask sees it (upper case). */
  prepareChar?: (chars: string) => string;
  // Number masks:
  scale?: number;
  thousandsSeparator?: string;
  radix?: string;
  mapToRadix?: string[];
  padFractionalZeros?: boolean;
  normalizeZeros?: boolean;
  min?: number;
  max?: number;
};

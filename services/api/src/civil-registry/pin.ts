/**
 * The personal identification number (PINFL, shell 5 "pin: 14 digits"):
 *   1 digit   century and sex (3/4 born 1900–1999, 5/6 born 2000–2099; odd male, even female)
 *   6 digits  birth date DDMMYY
 *   3 digits  code of the issuing district
 *   3 digits  serial number
 *   1 digit   check digit: the digits weighted 7, 3, 1, 7, 3, 1, … summed, modulo 10
 * The simulated registry only issues pins of this shape, so the demo data
 * looks like the real thing to anyone who knows it.
 */
export type PinParts = { gender: 1 | 2; birthdate: string; districtCode: number; serial: number };

const WEIGHTS = [7, 3, 1];

export function pinCheckDigit(first13: string): number {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(first13[i]) * WEIGHTS[i % 3]!;
  return sum % 10;
}

/** `birthdate` is ISO yyyy-mm-dd. */
export function makePin({ gender, birthdate, districtCode, serial }: PinParts): string {
  const [yyyy, mm, dd] = birthdate.split('-') as [string, string, string];
  const century = Number(yyyy.slice(0, 2));
  const first = (century === 19 ? 3 : century === 20 ? 5 : 1) + (gender === 2 ? 1 : 0);
  const body = `${first}${dd}${mm}${yyyy.slice(2)}${String(districtCode).padStart(3, '0')}${String(serial).padStart(3, '0')}`;
  return body + String(pinCheckDigit(body));
}

export function isValidPin(pin: string): boolean {
  return /^[0-9]{14}$/.test(pin) && pinCheckDigit(pin.slice(0, 13)) === Number(pin[13]);
}

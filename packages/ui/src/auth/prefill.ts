import { PASSPORT_NUMBER_LENGTH, PIN_LENGTH } from '@notary/domain/constants';
import type { PassportAuthData } from './auth-api.ts';

/** spec/shell.md 2.4: series and number come from `passserial` and `passnum` when both are in the query. */
export function prefillFromQuery(search: string): Partial<PassportAuthData> {
  const query = new URLSearchParams(search);
  const passserial = query.get('passserial');
  const passnum = query.get('passnum');
  const pin = query.get('pin');
  const prefill: Partial<PassportAuthData> = {};
  if (passserial && passnum) {
    prefill.passserial = passserial.toUpperCase().slice(0, 2);
    prefill.passnum = passnum.replace(/\D/g, '').slice(0, PASSPORT_NUMBER_LENGTH);
  }
  if (pin) prefill.pin = pin.replace(/\D/g, '').slice(0, PIN_LENGTH);
  return prefill;
}

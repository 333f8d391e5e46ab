import * as v from 'valibot';
import { PinSchema } from '../validation/index.js';
import { PersonLookup } from './parties.js';

/**
 * GET /api/civil_registry/person?pin= — a party by personal number before
 * the act exists: the simplified wizard names its counterparty on screen 1,
 * and the act is created only with it (POST notarial_act/simplified), so the
 * act wizard's POST …/:uuid/parties/lookup (an act's editor) cannot serve it.
 * The same answer (PersonLookup: the name, deceased, minor, age; nothing
 * else of the registry's record), or `found: false` for a pin the registry
 * does not know, said in place on the form rather than as an error page.
 */
export const PersonByPinQuery = v.object({ pin: PinSchema });
export type PersonByPinQuery = v.InferOutput<typeof PersonByPinQuery>;

export const PersonByPin = v.object({ found: v.boolean(), person: v.nullable(PersonLookup) });
export type PersonByPin = v.InferOutput<typeof PersonByPin>;

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountToWords } from '../words/index.js';
import {
  ActCreditSchema,
  ActProxySchema,
  ActTravelSchema,
  PartyManagerSchema,
  VehicleDetailsSchema,
  isPriceInWords,
  somToTiyin,
} from './index.js';

describe('typed blocks of acts-domain 3', () => {
  it('keeps known fields and normalises money', () => {
    expect(v.parse(ActCreditSchema, { contractNumber: 'K-1', sum: 1500, percent: 24, term: 36 })).toEqual({
      contractNumber: 'K-1',
      sum: '1500.00',
      percent: 24,
      term: 36,
    });
  });

  it('refuses unknown fields and unknown power-of-attorney rights', () => {
    expect(v.safeParse(ActCreditSchema, { contract: 'K-1' }).success).toBe(false);
    expect(v.safeParse(ActProxySchema, { rights: ['use', 'sell'] }).success).toBe(true);
    const unknown = v.safeParse(ActProxySchema, { rights: ['use', 'fly'] });
    expect(unknown.success).toBe(false);
    expect(unknown.issues?.[0]?.message).toBe('error_unknown_poa_right');
  });

  it('checks shapes: a travel period in order, a manager pin, a vehicle year', () => {
    expect(v.safeParse(ActTravelSchema, { periodFrom: '2026-02-01', periodTo: '2026-01-01' }).success).toBe(false);
    expect(v.safeParse(ActTravelSchema, { periodFrom: '2026-01-01', periodTo: '2026-02-01', selfDeparture: true }).success).toBe(true);
    expect(v.safeParse(PartyManagerSchema, { pin: '123' }).success).toBe(false);
    expect(v.safeParse(PartyManagerSchema, { pin: '31234567890123', fullname: 'Direktor' }).success).toBe(true);
    expect(v.safeParse(VehicleDetailsSchema, { year: 1800 }).success).toBe(false);
  });
});

describe('price and its words (acts-domain 5)', () => {
  it('converts so\'m to tiyin without floats', () => {
    expect(somToTiyin('1250000.50')).toBe(125_000_050);
    expect(somToTiyin(1000)).toBe(100_000);
    expect(somToTiyin('abc')).toBeNull();
  });

  it('accepts the words of the price in any language, regardless of spacing, case and apostrophe glyph', () => {
    expect(isPriceInWords('1000.00', amountToWords(100_000, 'oz'))).toBe(true);
    expect(isPriceInWords('1000.00', amountToWords(100_000, 'ru'))).toBe(true);
    expect(isPriceInWords(1000, '  Bir  ming so‘m 00 tiyin')).toBe(true);
    expect(isPriceInWords('1000.00', amountToWords(200_000, 'oz'))).toBe(false);
    expect(isPriceInWords('1000.00', amountToWords(100_000, 'ru'), ['oz'])).toBe(false);
  });
});

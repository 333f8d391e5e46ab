import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../act/index.js';
import { CLOSE_KINSHIPS } from '../rules/index.js';
import { calculateFees, DEFAULT_FEE_RATES, isCompleteRateTable, realEstateTransferDutyBcvPercent } from './index.js';

/** 375 000 so'm. */
const BCV = 37_500_000;

describe('fee calculator', () => {
  it('prices a vehicle sale: the legal duty of 3 BCV (FACTS.md, ZRU-808) and the configured notary fee of 0.5 BCV', () => {
    expect(calculateFees({ typeId: 1, baseCalculationValueTiyin: BCV })).toEqual({
      params: [
        { key: 'state_duty', labelKey: 'fee_state_duty', value: 112_500_000 },
        { key: 'notary_fee', labelKey: 'fee_notary_fee', value: 18_750_000 },
      ],
      total: 131_250_000,
      reduction: null,
      freeOfChargeReason: null,
    });
  });

  it('a sale to a close relative pays 5 % of the duty (acts-domain 5)', () => {
    const result = calculateFees({ typeId: 1, baseCalculationValueTiyin: BCV, kinship: 'child' });
    expect(result.params).toEqual([
      { key: 'state_duty', labelKey: 'fee_state_duty', value: 112_500_000 },
      { key: 'state_duty_reduction', labelKey: 'fee_reduction_close_relative_vehicle_transfer', value: -106_875_000 },
      { key: 'notary_fee', labelKey: 'fee_notary_fee', value: 18_750_000 },
    ]);
    expect(result.total).toBe(5_625_000 + 18_750_000);
  });

  it('a vehicle power of attorney to a close relative pays 50 % of the duty', () => {
    const result = calculateFees({ typeId: 101, baseCalculationValueTiyin: BCV, kinship: 'spouse' });
    expect(result.params[1]).toEqual({
      key: 'state_duty_reduction',
      labelKey: 'fee_reduction_close_relative_vehicle_poa',
      value: -3_750_000,
    });
    expect(result.total).toBe(3_750_000 + 11_250_000);
  });

  it('free of charge waives everything and keeps the reason', () => {
    const result = calculateFees({ typeId: 4, baseCalculationValueTiyin: BCV, freeOfCharge: { reason: 'war veteran' } });
    expect(result.total).toBe(0);
    expect(result.params.at(-1)).toEqual({ key: 'free_of_charge', labelKey: 'fee_free_of_charge', value: -56_250_000 });
    expect(result.freeOfChargeReason).toBe('war veteran');
  });

  it('uses a configured tariff', () => {
    const rates = { ...DEFAULT_FEE_RATES, 9: { stateDutyBcvPercent: 33, notaryFeeBcvPercent: 0 } };
    // 0.33 × 37 500 001 = 12 375 000.33 → rounded to whole tiyin.
    expect(calculateFees({ typeId: 9, baseCalculationValueTiyin: 37_500_001, rates }).total).toBe(12_375_000);
  });

  it('a vehicle sale at the BCV of 01.08.2025 (412 000 so\'m) costs 1 236 000 so\'m of state duty, as the news of 08.08.2025 reported', () => {
    expect(calculateFees({ typeId: 1, baseCalculationValueTiyin: 41_200_000 }).params[0]).toEqual({ key: 'state_duty', labelKey: 'fee_state_duty', value: 123_600_000 });
  });

  it('real estate transfers: 1 BCV in Tashkent, Nukus or a regional centre, 0.5 BCV elsewhere (FACTS.md)', () => {
    expect(realEstateTransferDutyBcvPercent('city')).toBe(100);
    expect(realEstateTransferDutyBcvPercent('elsewhere')).toBe(50);
  });

  it('refuses a missing or fractional BCV', () => {
    expect(() => calculateFees({ typeId: 1, baseCalculationValueTiyin: 0 })).toThrow(RangeError);
    expect(() => calculateFees({ typeId: 1, baseCalculationValueTiyin: 1.5 })).toThrow(RangeError);
  });

  it('always gives integer tiyin whose lines add up to a non-negative total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACT_TYPE_IDS),
        fc.integer({ min: 100, max: 10_000_000_000 }),
        fc.option(fc.constantFrom(...CLOSE_KINSHIPS), { nil: null }),
        fc.boolean(),
        (typeId, bcv, kinship, isFree) => {
          const result = calculateFees({
            typeId,
            baseCalculationValueTiyin: bcv,
            kinship,
            freeOfCharge: isFree ? { reason: 'x' } : null,
          });
          expect(result.params.every((p) => Number.isSafeInteger(p.value))).toBe(true);
          expect(result.params.reduce((sum, p) => sum + p.value, 0)).toBe(result.total);
          // Free acts cost nothing; any other act costs something (every default rate is above zero).
          expect(isFree ? result.total === 0 : result.total > 0).toBe(true);
        },
      ),
    );
  });

  it('the default table is complete', () => {
    expect(isCompleteRateTable(DEFAULT_FEE_RATES)).toBe(true);
    expect(isCompleteRateTable({ 1: { stateDutyBcvPercent: 1, notaryFeeBcvPercent: 1 } })).toBe(false);
  });
});

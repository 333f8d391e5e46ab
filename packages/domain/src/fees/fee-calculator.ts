import { ACT_TYPE_IDS, type ActTypeId } from '../act/index.js';
import { dutyReductionFor, type DutyReduction, type Kinship } from '../rules/index.js';

/**
 * The notarial services calculator (acts-domain 1, 2; shell 3 "Calculator
 * fields: params, total"). All money is integer tiyin.
 *
 * Rates are multiples of the base calculation value (BCV, "bazaviy
 * hisoblash miqdori"), which the government changes by decree: it is a
 * parameter, never a constant here. Rates are written in percent of the BCV
 * (50 = half a BCV) so the table holds integers only.
 *
 * Where the legal tariff is known (Law "On State Duty" ZRU-600 as amended by
 * ZRU-808, appendix item 4; ../shared/FACTS.md) the state duty follows it:
 * a vehicle sale contract is 3 BCV whatever the engine or year
 * (LEGAL_STATE_DUTY_BCV_PERCENT). Every other rate below, and every notary
 * fee, is CONFIGURATION: a default of ours, not the law, which the ministry's
 * table replaces through `rates` (docs/acts.md "Tariff").
 */
export type FeeRate = {
  /** State duty, percent of the BCV. */
  stateDutyBcvPercent: number;
  /** The notary's fee for legal and technical services, percent of the BCV. */
  notaryFeeBcvPercent: number;
};

/** The state duties the law fixes (FACTS.md), in percent of the BCV. */
export const LEGAL_STATE_DUTY_BCV_PERCENT = {
  /** Vehicle sale contract: 3 BCV (ZRU-808; confirmed by several sources). */
  vehicleSale: 300,
  /**
   * Contracts transferring real estate: 1 BCV for property in Tashkent, Nukus
   * or a regional centre (ZRU-808 item 4 "a"), 0.5 BCV elsewhere (announced,
   * unconfirmed in the enacted text). No act type of the catalogue transfers
   * real estate today (sale and gift are of vehicles; 105 and 11944 do not
   * transfer), so no default rate uses these yet; a real-estate sale or gift
   * type takes its duty from `realEstateTransferDutyBcvPercent`.
   */
  realEstateTransfer: { city: 100, elsewhere: 50 },
} as const;

/** Where transferred real estate lies, for its state duty: Tashkent, Nukus or a regional centre, or elsewhere. */
export type RealEstatePlace = keyof typeof LEGAL_STATE_DUTY_BCV_PERCENT.realEstateTransfer;

export function realEstateTransferDutyBcvPercent(place: RealEstatePlace): number {
  return LEGAL_STATE_DUTY_BCV_PERCENT.realEstateTransfer[place];
}

export const DEFAULT_FEE_RATES: Readonly<Record<ActTypeId, FeeRate>> = {
  // The state duty is the law's (LEGAL_STATE_DUTY_BCV_PERCENT); the notary fee is configuration.
  1: { stateDutyBcvPercent: LEGAL_STATE_DUTY_BCV_PERCENT.vehicleSale, notaryFeeBcvPercent: 50 },
  // From here on every figure is configuration (FACTS.md has no confirmed rate for these acts).
  4: { stateDutyBcvPercent: 100, notaryFeeBcvPercent: 50 },
  9: { stateDutyBcvPercent: 50, notaryFeeBcvPercent: 50 },
  101: { stateDutyBcvPercent: 20, notaryFeeBcvPercent: 30 },
  105: { stateDutyBcvPercent: 20, notaryFeeBcvPercent: 30 },
  11651: { stateDutyBcvPercent: 30, notaryFeeBcvPercent: 30 },
  11680: { stateDutyBcvPercent: 50, notaryFeeBcvPercent: 50 },
  11720: { stateDutyBcvPercent: 50, notaryFeeBcvPercent: 50 },
  11742: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  11944: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  11962: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  12047: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  15003: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  15034: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  15035: { stateDutyBcvPercent: 10, notaryFeeBcvPercent: 20 },
  15018: { stateDutyBcvPercent: 50, notaryFeeBcvPercent: 50 },
  15025: { stateDutyBcvPercent: 50, notaryFeeBcvPercent: 50 },
};

export type FeeInput = {
  typeId: ActTypeId;
  /** The current BCV in tiyin (e.g. 375 000 so'm = 37_500_000). */
  baseCalculationValueTiyin: number;
  /** Kinship between the sides, as the civil registry confirmed it (rules/kinship.ts). */
  kinship?: Kinship | null;
  /** acts-domain 3 "free-of-charge flag and reason": waives everything. */
  freeOfCharge?: { reason: string } | null;
  /** The configured tariff; defaults to DEFAULT_FEE_RATES. */
  rates?: Readonly<Record<ActTypeId, FeeRate>>;
};

export const FEE_PARAM_KEYS = ['state_duty', 'state_duty_reduction', 'notary_fee', 'free_of_charge'] as const;
export type FeeParamKey = (typeof FEE_PARAM_KEYS)[number];

/** One line of the calculator: a label key for the apps and a signed amount in tiyin. */
export type FeeParam = { key: FeeParamKey; labelKey: string; value: number };

export type FeeCalculation = {
  /** The lines in display order; reductions and waivers are negative, so the lines add up to `total`. */
  params: FeeParam[];
  total: number;
  reduction: DutyReduction | null;
  freeOfChargeReason: string | null;
};

/** a × b / c rounded half up, exact for any safe integers (BigInt: no float rounding in money). */
function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (2n * BigInt(c)));
}

export function calculateFees(input: FeeInput): FeeCalculation {
  const { typeId, baseCalculationValueTiyin: bcv, kinship = null, freeOfCharge = null } = input;
  if (!Number.isSafeInteger(bcv) || bcv <= 0) {
    throw new RangeError(`calculateFees: the base calculation value must be a positive integer of tiyin, got ${bcv}`);
  }
  const rate = (input.rates ?? DEFAULT_FEE_RATES)[typeId];
  const fullDuty = mulDivRound(bcv, rate.stateDutyBcvPercent, 100);
  const notaryFee = mulDivRound(bcv, rate.notaryFeeBcvPercent, 100);
  const reduction = dutyReductionFor(typeId, kinship);

  const params: FeeParam[] = [{ key: 'state_duty', labelKey: 'fee_state_duty', value: fullDuty }];
  if (reduction) {
    const paidDuty = mulDivRound(fullDuty, reduction.dutyPercent, 100);
    params.push({ key: 'state_duty_reduction', labelKey: `fee_reduction_${reduction.reason}`, value: paidDuty - fullDuty });
  }
  params.push({ key: 'notary_fee', labelKey: 'fee_notary_fee', value: notaryFee });
  const subtotal = params.reduce((sum, param) => sum + param.value, 0);
  if (freeOfCharge) {
    params.push({ key: 'free_of_charge', labelKey: 'fee_free_of_charge', value: -subtotal });
  }
  return {
    params,
    total: params.reduce((sum, param) => sum + param.value, 0),
    reduction,
    freeOfChargeReason: freeOfCharge?.reason ?? null,
  };
}

/** Every act type has a rate: a new type does not compile without one (Record), and this is for runtime config checks. */
export function isCompleteRateTable(rates: Partial<Record<number, FeeRate>>): rates is Record<ActTypeId, FeeRate> {
  return ACT_TYPE_IDS.every((id) => {
    const rate = rates[id];
    return (
      rate !== undefined &&
      Number.isSafeInteger(rate.stateDutyBcvPercent) &&
      Number.isSafeInteger(rate.notaryFeeBcvPercent) &&
      rate.stateDutyBcvPercent >= 0 &&
      rate.notaryFeeBcvPercent >= 0
    );
  });
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountToWords } from '../words/index.js';
import {
  MAX_CURRENCY_SUM,
  SalePriceTermsSchema,
  TERM_FIELD_BOUNDS,
  allowedPoaRights,
  canTravelAlone,
  isoToDateText,
  priceTermsSchema,
  proxyTermsSchema,
  somToCurrencyText,
  termBlocksOf,
  travelTermsSchema,
  spouseRecordsSchema,
  civilRecordKey,
} from './index.js';

const issuesOf = (result: { issues?: readonly { path?: readonly { key: unknown }[]; message: string }[] }) =>
  (result.issues ?? []).map((issue) => [issue.path?.map((p) => p.key).join('.') ?? '', issue.message]);

const PRICE = { sum: '', sumWords: '', termFrom: '', termTo: '', loanSum: '', loanTerm: '', creditContractNumber: '', creditDate: '', creditPercent: '', creditPurpose: '' };

describe('term blocks per act type (issue 13 part 2)', () => {
  it('gives each type exactly its blocks', () => {
    expect(termBlocksOf(1)).toEqual(['price']);
    expect(termBlocksOf(4)).toEqual([]);
    expect(termBlocksOf(9)).toEqual(['price']);
    expect(termBlocksOf(11651)).toEqual(['proxy']);
    expect(termBlocksOf(101)).toEqual(['proxy']);
    expect(termBlocksOf(15035)).toEqual(['travel']);
    expect(termBlocksOf(15003)).toEqual(['spouse_records']);
    expect(termBlocksOf(11962)).toEqual([]);
  });

  it('converts between the API and the masks', () => {
    expect(somToCurrencyText('1250000.50')).toBe('1 250 000,50');
    expect(somToCurrencyText(null)).toBe('');
    expect(isoToDateText('2026-12-01')).toBe('01.12.2026');
  });
});

describe('the price block', () => {
  it('needs the sum in words, the words of that very sum', () => {
    const schema = priceTermsSchema('deposit');
    expect(issuesOf(v.safeParse(schema, PRICE))).toEqual([
      ['sum', 'error_required_sum'],
      ['sumWords', 'error_required_price_words'],
    ]);
    const wrong = v.safeParse(schema, { ...PRICE, sum: '1 000,00', sumWords: amountToWords(200_000, 'oz') });
    expect(issuesOf(wrong)).toEqual([['sumWords', 'error_wrong_price_words']]);
    const ok = v.parse(schema, { ...PRICE, sum: '1 000,00', sumWords: amountToWords(100_000, 'ru') });
    expect(ok).toEqual({ sum: '1000.00', sumWords: amountToWords(100_000, 'ru') });
  });

  it("a lease needs its term in order; a pledge its loan, sent with the credit data", () => {
    const lease = v.safeParse(priceTermsSchema('lease'), { ...PRICE, sum: '10,00', sumWords: amountToWords(1000, 'oz'), termFrom: '01.02.2027', termTo: '01.01.2027' });
    expect(issuesOf(lease)).toEqual([['termTo', 'error_wrong_period']]);
    const pledge = v.parse(priceTermsSchema('pledge'), {
      ...PRICE,
      sum: '10,00',
      sumWords: amountToWords(1000, 'oz'),
      loanSum: '5,00',
      loanTerm: '12',
      creditPercent: '22,5',
      creditDate: '01.11.2026',
    });
    expect(pledge).toMatchObject({ loanSum: '5.00', loanTerm: 12, credit: { sum: '5.00', percent: 22.5, term: 12, date: '2026-11-01', contractNumber: null } });
  });

  // Issue 15.2: the inputs take these bounds as their length (the kiosk's numeric pad closes there); the schema holds the same.
  it('accepts each typed field up to its bound and refuses it one past', () => {
    const B = TERM_FIELD_BOUNDS;
    expect(B.sumDigits).toBe(14);
    expect(String(MAX_CURRENCY_SUM).length + 2).toBe(B.sumDigits);
    const pledge = priceTermsSchema('pledge');
    const base = { ...PRICE, sum: '10,00', sumWords: amountToWords(1000, 'oz'), loanSum: '5,00' };
    const ok = (fields: Partial<typeof PRICE>) => v.safeParse(pledge, { ...base, ...fields }).success;
    expect(ok({ loanTerm: String(B.maxLoanTermMonths) })).toBe(true);
    expect(String(B.maxLoanTermMonths)).toHaveLength(B.loanTermDigits);
    expect(ok({ loanTerm: '1'.repeat(B.loanTermDigits + 1) })).toBe(false);
    expect(ok({ creditPercent: '100,00' })).toBe(true);
    expect('100,00').toHaveLength(B.percentLength);
    expect(ok({ creditPercent: '99,999' })).toBe(false);
    expect(ok({ creditContractNumber: 'x'.repeat(B.text) })).toBe(true);
    expect(ok({ creditContractNumber: 'x'.repeat(B.text + 1) })).toBe(false);
    expect(ok({ creditPurpose: 'x'.repeat(B.longText + 1) })).toBe(false);
    const sale = { price: '1 000,00', priceWords: amountToWords(100_000, 'oz'), paymentMethod: 'cash', prepayment: '', ownFunds: '', creditSum: '', creditOrganisation: '', creditLetter: '', creditAccount: '' };
    const share = (digits: number) => ({ ...sale, shares: [{ numerator: '1', denominator: '9'.repeat(digits), partyId: '' }] });
    expect(v.safeParse(SalePriceTermsSchema, share(B.shareDigits)).success).toBe(true);
    expect(v.safeParse(SalePriceTermsSchema, share(B.shareDigits + 1)).success).toBe(false);
  });

  it("a sale's vehicle: payment method, credit details when on credit, payments within the price, shares within the whole", () => {
    const base = {
      price: '1 000,00',
      priceWords: amountToWords(100_000, 'oz'),
      paymentMethod: 'credit',
      prepayment: '',
      ownFunds: '',
      creditSum: '',
      creditOrganisation: '',
      creditLetter: '',
      creditAccount: '',
      shares: [],
    };
    expect(issuesOf(v.safeParse(SalePriceTermsSchema, base))).toEqual([
      ['creditSum', 'error_required_credit_sum'],
      ['creditOrganisation', 'error_required_credit_organisation'],
    ]);
    expect(issuesOf(v.safeParse(SalePriceTermsSchema, { ...base, paymentMethod: '' }))).toEqual([['paymentMethod', 'error_required_payment_method']]);
    const over = { ...base, paymentMethod: 'cash', prepayment: '600,00', ownFunds: '600,00' };
    expect(issuesOf(v.safeParse(SalePriceTermsSchema, over))).toEqual([['prepayment', 'error_payment_exceeds_price']]);
    const shares = { ...base, paymentMethod: 'cash', shares: [{ numerator: '2', denominator: '3', partyId: '' }, { numerator: '1', denominator: '2', partyId: '' }] };
    expect(issuesOf(v.safeParse(SalePriceTermsSchema, shares))).toEqual([['shares', 'error_shares_exceed_whole']]);
    const ok = v.parse(SalePriceTermsSchema, { ...base, creditSum: '700,00', creditOrganisation: 'Bank', prepayment: '300,00' });
    expect(ok.payment).toEqual({ method: 'credit', prepayment: '300.00', ownFunds: null, creditSum: '700.00', remainder: '0.00' });
    expect(ok.credit).toEqual({ organisation: 'Bank', letter: null, account: null });
  });
});

describe('the power-of-attorney block', () => {
  const PROXY = { rights: ['represent'], delegationRight: false, termFrom: '', validUntil: '01.06.2027', isRedelegation: false, mainActId: '' };

  it('11651 and 105 give no disposal rights (the domain rule); 101 may', () => {
    expect(allowedPoaRights(11651)).not.toContain('sell');
    expect(allowedPoaRights(101)).toContain('sell');
    for (const typeId of [11651, 105]) {
      expect(issuesOf(v.safeParse(proxyTermsSchema(typeId), { ...PROXY, rights: ['represent', 'gift'] }))).toEqual([['rights', 'poa_disposal_rights_forbidden']]);
    }
    expect(v.parse(proxyTermsSchema(101), { ...PROXY, rights: ['drive', 'sell'] }).proxy).toEqual({ rights: ['drive', 'sell'], delegationRight: false, hasDisposalRights: true });
  });

  it('needs a right, an end date after the start, the main act of a re-delegation', () => {
    expect(issuesOf(v.safeParse(proxyTermsSchema(11651), { ...PROXY, rights: [], validUntil: '' }))).toEqual([
      ['rights', 'error_required_poa_rights'],
      ['validUntil', 'error_required_date'],
    ]);
    expect(issuesOf(v.safeParse(proxyTermsSchema(11651), { ...PROXY, termFrom: '02.06.2027' }))).toEqual([['validUntil', 'error_wrong_period']]);
    expect(issuesOf(v.safeParse(proxyTermsSchema(11651), { ...PROXY, isRedelegation: true }))).toEqual([['mainActId', 'error_required_main_act']]);
    expect(v.parse(proxyTermsSchema(11651), PROXY)).toMatchObject({ validUntil: '2027-06-01', termFrom: null, mainActId: null });
  });
});

describe('the travel block', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const TRAVEL = {
    departureCountry: "O'zbekiston",
    destinationCountries: ['Turkiya'],
    allCountries: false,
    purpose: 'tourism',
    otherPurpose: '',
    periodFrom: '01.12.2026',
    periodTo: '20.12.2026',
    selfDeparture: false,
  };
  const fifteen = { pin: '1', birthDate: '2011-11-25' };
  const fourteen = { pin: '2', birthDate: '2011-11-26' };

  it('self-departure from the day a child turns 15, for 15034 only', () => {
    expect(canTravelAlone(15034, [fifteen], now)).toBe(true);
    expect(canTravelAlone(15034, [fourteen], now)).toBe(false);
    expect(canTravelAlone(15034, [], now)).toBe(false);
    // The registry lookup's age serves when the party has no birth date; neither known is not 15.
    expect(canTravelAlone(15034, [{ pin: '3', age: 15 }], now)).toBe(true);
    expect(canTravelAlone(15034, [{ pin: '3', age: 14 }], now)).toBe(false);
    expect(canTravelAlone(15034, [{ pin: '3' }], now)).toBe(false);
    expect(issuesOf(v.safeParse(travelTermsSchema(15034, [fourteen], now), { ...TRAVEL, selfDeparture: true }))).toEqual([['selfDeparture', 'self_departure_under_age']]);
    expect(v.safeParse(travelTermsSchema(15034, [fifteen], now), { ...TRAVEL, selfDeparture: true }).success).toBe(true);
    expect(issuesOf(v.safeParse(travelTermsSchema(15035, [fifteen, fourteen], now), { ...TRAVEL, selfDeparture: true }))).toEqual([
      ['selfDeparture', 'error_self_departure_not_for_type'],
    ]);
  });

  it('needs a destination (or all countries), a purpose (the other one spelt out) and a period in order', () => {
    const bad = { ...TRAVEL, destinationCountries: [], purpose: 'other', periodTo: '30.11.2026' };
    expect(issuesOf(v.safeParse(travelTermsSchema(15035, [], now), bad))).toEqual([
      ['destinationCountries', 'error_required_destination'],
      ['otherPurpose', 'error_required_other_purpose'],
      ['periodTo', 'error_wrong_period'],
    ]);
    const all = v.parse(travelTermsSchema(15035, [], now), { ...TRAVEL, allCountries: true });
    expect(all.travel).toMatchObject({ allCountries: true, destinationCountries: [], periodFrom: '2026-12-01', otherPurpose: null });
  });
});

describe('the spouse consent records', () => {
  const records = [
    { kind: 'marriage' as const, regnum: '1207', date: '2014-09-20', body: 'Yunusobod FHDYo' },
    { kind: 'divorce' as const, regnum: '45', date: '2010-03-01', body: 'Chilonzor FHDYo' },
  ];
  it('needs a marriage record of the registry; a divorce record is optional', () => {
    const schema = spouseRecordsSchema(records);
    expect(issuesOf(v.safeParse(schema, { marriage: '', divorce: '' }))).toEqual([['marriage', 'error_required_marriage_record']]);
    // A divorce record's key is not a marriage record.
    expect(v.safeParse(schema, { marriage: civilRecordKey(records[1]!), divorce: '' }).success).toBe(false);
    expect(v.parse(schema, { marriage: '1207|2014-09-20', divorce: '45|2010-03-01' })).toEqual({
      marriageRecord: { regnum: '1207', date: '2014-09-20', body: 'Yunusobod FHDYo' },
      divorceRecord: { regnum: '45', date: '2010-03-01', body: 'Chilonzor FHDYo' },
    });
  });
});

import * as v from 'valibot';
import { MINOR_TRAVEL_TYPE_IDS, POWER_OF_ATTORNEY_TYPE_IDS, type ActTypeId } from '../act/act-types.js';
import { DISPOSAL_RIGHTS, POA_RIGHTS, type PoaRight, checkPowerOfAttorneyScope } from '../rules/power-of-attorney.js';
import { checkSelfDeparture, type SelfDepartureMinor } from '../rules/minor-travel.js';
import { parseDate, parseIsoDate, toIsoDate } from '../time/index.js';
import { somToTiyin, isPriceInWords } from './price-words.js';
import { CurrencySchema, DateSchema } from './schemas.js';
import { MAX_CURRENCY_SUM } from './fields.js';

/**
 * The term blocks of an act (spec/acts-domain.md 3 "Term from and to, sum,
 * total sum, loan sum and term; credit data; marriage and divorce records;
 * power-of-attorney class, rights, delegation right; travel") and which act
 * type needs which (acts-domain 5; issue 13 "each type requires the blocks
 * that fit it"). The forms of `packages/ui/src/acts/terms` use these schemas
 * (strings as typed, dates dd.mm.yyyy, sums "1 250 000,50"); their output is
 * the body of PATCH /api/notarial_act/:uuid (or of a subject), which the API
 * checks again with the same rules.
 */
export const TERM_BLOCKS = ['price', 'proxy', 'travel', 'spouse_records'] as const;
export type TermBlock = (typeof TERM_BLOCKS)[number];

/**
 * What the price block asks for each type: a sale prices each vehicle (the
 * subject's price, payment and shares, acts-domain 3 "Subject"), a pledge the
 * pledged value and the secured loan (credit data), a lease or rent its
 * payment and term, a deposit its sum.
 */
export type PriceTermsKind = 'sale' | 'pledge' | 'lease' | 'deposit';
const PRICE_KINDS: Partial<Record<ActTypeId, PriceTermsKind>> = {
  1: 'sale',
  9: 'pledge',
  11680: 'pledge',
  11720: 'lease',
  15025: 'lease',
  15018: 'deposit',
};

export function priceTermsKind(typeId: number): PriceTermsKind | null {
  return PRICE_KINDS[typeId as ActTypeId] ?? null;
}

export const isPowerOfAttorneyType = (typeId: number): boolean => (POWER_OF_ATTORNEY_TYPE_IDS as readonly number[]).includes(typeId);
export const isMinorTravelType = (typeId: number): boolean => (MINOR_TRAVEL_TYPE_IDS as readonly number[]).includes(typeId);
/** acts-domain 1 "consenting spouse": 15003, the spouse's consent to dispose of joint property. */
export const isSpouseConsentType = (typeId: number): boolean => typeId === 15003;

/** The term blocks an act of this type shows and the API accepts, in the order the form shows them. */
export function termBlocksOf(typeId: number): TermBlock[] {
  const blocks: TermBlock[] = [];
  if (priceTermsKind(typeId)) blocks.push('price');
  if (isPowerOfAttorneyType(typeId)) blocks.push('proxy');
  if (isMinorTravelType(typeId)) blocks.push('travel');
  if (isSpouseConsentType(typeId)) blocks.push('spouse_records');
  return blocks;
}

/**
 * The act's own fields that belong to one block only: the API refuses them
 * on an act of a type without that block (`error_block_not_for_type`).
 */
export const BLOCK_FIELDS = {
  proxy: ['proxy', 'mainActId'],
  travel: ['travel'],
  spouse_records: ['marriageRecord', 'divorceRecord'],
} as const satisfies Partial<Record<TermBlock, readonly string[]>>;

/**
 * acts-domain 3 "payment method" of a subject. The spec lists no methods;
 * these are the ones a notarial sale contract states.
 */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'credit', 'installments'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Travel purposes offered (acts-domain 3 "purpose, other purpose"); "other" asks for the text. */
export const TRAVEL_PURPOSES = ['tourism', 'study', 'treatment', 'visiting_relatives', 'sport', 'other'] as const;
export type TravelPurpose = (typeof TRAVEL_PURPOSES)[number];

// --- Form fields: what is typed → what the API takes --------------------------------------

/**
 * The bounds of the typed term fields, one source for the schemas below and
 * the inputs of packages/ui/src/acts/terms (their `maxLength`, and where the
 * kiosk's numeric pad closes, spec/shell.md 2.4): a field cannot take more
 * than its schema accepts.
 */
export const TERM_FIELD_BOUNDS = {
  /** Digits of a sum: MAX_CURRENCY_SUM's 12 whole so'm and 2 of tiyin. */
  sumDigits: String(MAX_CURRENCY_SUM).length + 2,
  /** A loan's term in whole months, 1..1200 (a hundred years). */
  maxLoanTermMonths: 1200,
  loanTermDigits: 4,
  /** An annual rate, 0..100 with up to 2 decimals: "100,00" is 6 characters, 5 of them digits. */
  percentLength: 6,
  percentDigits: 5,
  /** A share's numerator or denominator: 1..999 999. */
  shareDigits: 6,
  /** A short text (a contract number, an organisation) and a long one (a purpose, the words of a sum). */
  text: 500,
  longText: 4000,
} as const;
const B = TERM_FIELD_BOUNDS;

const blank = (s: string) => s.trim() === '';

/** A sum typed in the currency mask ("1 250 000,50") → so'm as the API takes it ("1250000.50"); empty → null. */
const optionalSum = v.pipe(
  v.string(),
  v.check((s) => blank(s) || v.is(CurrencySchema, s), 'error_wrong_sum'),
  v.transform((s) => (blank(s) ? null : tiyinToSom(v.parse(CurrencySchema, s)))),
);
const requiredSum = v.pipe(v.string(), v.check((s) => !blank(s), 'error_required_sum'), optionalSum);

/** A date typed dd.mm.yyyy → ISO; empty → null. */
const optionalDate = v.pipe(
  v.string(),
  v.check((s) => blank(s) || v.is(DateSchema, s), 'error_wrong_date'),
  v.transform((s) => (blank(s) ? null : toIsoDate(parseDate(s.trim())!))),
);
const requiredDate = v.pipe(v.string(), v.check((s) => !blank(s), 'error_required_date'), optionalDate);

const optionalText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, 'error_too_long'), v.transform((s) => (s === '' ? null : s)));

/** Whole months, 1..1200 (a loan term). */
const MONTHS = new RegExp(`^\\d{1,${B.loanTermDigits}}$`);
const optionalMonths = v.pipe(
  v.string(),
  v.check((s) => blank(s) || (MONTHS.test(s.trim()) && Number(s) >= 1 && Number(s) <= B.maxLoanTermMonths), 'error_wrong_months'),
  v.transform((s) => (blank(s) ? null : Number(s))),
);

const optionalPercent = v.pipe(
  v.string(),
  v.check((s) => blank(s) || (/^\d{1,3}([.,]\d{1,2})?$/.test(s.trim()) && Number(s.replace(',', '.')) <= 100), 'error_wrong_percent'),
  v.transform((s) => (blank(s) ? null : Number(s.trim().replace(',', '.')))),
);

export function tiyinToSom(tiyin: number): string {
  return `${Math.trunc(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;
}

/** so'm as the API answers it ("1250000.50") → the currency mask's text ("1 250 000,50"); null → ''. */
export function somToCurrencyText(som: string | number | null | undefined): string {
  if (som === null || som === undefined || som === '') return '';
  const tiyin = somToTiyin(som);
  if (tiyin === null) return '';
  const whole = String(Math.trunc(tiyin / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(tiyin % 100).padStart(2, '0')}`;
}

/** ISO (yyyy-mm-dd) → dd.mm.yyyy; null → ''. */
export function isoToDateText(iso: string | null | undefined): string {
  const date = parseIsoDate(iso ?? '');
  return date ? `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${date.year}` : '';
}

const isBefore = (from: string | null, to: string | null) => !from || !to || from <= to;

/** Words given must be the sum's words (acts-domain 5), in any of the three languages. */
const wordsMatch = (sum: string | null, words: string | null) => !sum || !words || isPriceInWords(sum, words);

// --- The price block ---------------------------------------------------------------------

const PriceFields = v.object({
  sum: v.string(),
  sumWords: v.string(),
  termFrom: v.string(),
  termTo: v.string(),
  loanSum: v.string(),
  loanTerm: v.string(),
  creditContractNumber: v.string(),
  creditDate: v.string(),
  creditPercent: v.string(),
  creditPurpose: v.string(),
});
export type PriceTermsValues = v.InferInput<typeof PriceFields>;

/**
 * The act-level price block of a pledge, lease, rent or deposit (a sale's
 * price is each vehicle's: `SalePriceTermsSchema`). The output is the PATCH
 * body: the sum with its words (acts-domain 5: entered together), the term of
 * a lease, the secured loan and its credit data for a pledge.
 */
export function priceTermsSchema(kind: Exclude<PriceTermsKind, 'sale'>) {
  const isLease = kind === 'lease';
  const isPledge = kind === 'pledge';
  return v.pipe(
    v.object({
      sum: requiredSum,
      sumWords: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_price_words'), v.maxLength(B.longText, 'error_too_long')),
      termFrom: isLease ? requiredDate : optionalDate,
      termTo: isLease ? requiredDate : optionalDate,
      loanSum: isPledge ? requiredSum : optionalSum,
      loanTerm: optionalMonths,
      creditContractNumber: optionalText(B.text),
      creditDate: optionalDate,
      creditPercent: optionalPercent,
      creditPurpose: optionalText(B.longText),
    }),
    v.forward(v.partialCheck([['sum'], ['sumWords']], (f) => wordsMatch(f.sum, f.sumWords), 'error_wrong_price_words'), ['sumWords']),
    v.forward(v.partialCheck([['termFrom'], ['termTo']], (f) => isBefore(f.termFrom, f.termTo), 'error_wrong_period'), ['termTo']),
    v.transform((f) => ({
      sum: f.sum,
      sumWords: f.sumWords,
      ...(isLease ? { termFrom: f.termFrom, termTo: f.termTo } : {}),
      ...(isPledge
        ? {
            loanSum: f.loanSum,
            loanTerm: f.loanTerm,
            credit: {
              contractNumber: f.creditContractNumber,
              date: f.creditDate,
              sum: f.loanSum,
              percent: f.creditPercent,
              term: f.loanTerm,
              purpose: f.creditPurpose,
            },
          }
        : {}),
    })),
  );
}

// --- The sale's price: each vehicle's price, payment and shares ---------------------------

const ShareFields = v.object({ numerator: v.string(), denominator: v.string(), partyId: v.string() });

const SalePriceFields = v.object({
  price: v.string(),
  priceWords: v.string(),
  paymentMethod: v.string(),
  prepayment: v.string(),
  ownFunds: v.string(),
  creditSum: v.string(),
  creditOrganisation: v.string(),
  creditLetter: v.string(),
  creditAccount: v.string(),
  shares: v.array(ShareFields),
});
export type SalePriceTermsValues = v.InferInput<typeof SalePriceFields>;

const SHARE = new RegExp(`^\\d{1,${B.shareDigits}}$`);
const shareNumber = v.pipe(
  v.string(),
  v.check((s) => SHARE.test(s.trim()) && Number(s) >= 1, 'error_wrong_share'),
  v.transform(Number),
);

const tiyinOf = (som: string | null) => (som ? (somToTiyin(som) ?? 0) : 0);

/**
 * A vehicle's price in a sale (acts-domain 3 "Subject": price; payment
 * method, prepayment, own funds, credit sum, remainder; credit organisation,
 * letter, account; shares), as the body of PATCH …/subjects/:id. The words
 * are required and must be the price's (acts-domain 5). The remainder is
 * computed: price less prepayment, own funds and credit.
 */
export const SalePriceTermsSchema = v.pipe(
  v.object({
    price: requiredSum,
    priceWords: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_price_words'), v.maxLength(B.longText, 'error_too_long')),
    paymentMethod: v.pipe(v.string(), v.picklist(PAYMENT_METHODS, 'error_required_payment_method')),
    prepayment: optionalSum,
    ownFunds: optionalSum,
    creditSum: optionalSum,
    creditOrganisation: optionalText(B.text),
    creditLetter: optionalText(B.text),
    creditAccount: optionalText(B.text),
    shares: v.pipe(
      v.array(v.object({ numerator: shareNumber, denominator: shareNumber, partyId: v.pipe(v.string(), v.transform((s) => (s === '' ? null : s))) })),
      v.maxLength(100),
    ),
  }),
  v.forward(v.partialCheck([['price'], ['priceWords']], (f) => wordsMatch(f.price, f.priceWords), 'error_wrong_price_words'), ['priceWords']),
  v.forward(v.partialCheck([['paymentMethod'], ['creditSum']], (f) => f.paymentMethod !== 'credit' || Boolean(f.creditSum), 'error_required_credit_sum'), ['creditSum']),
  v.forward(
    v.partialCheck([['paymentMethod'], ['creditOrganisation']], (f) => f.paymentMethod !== 'credit' || Boolean(f.creditOrganisation), 'error_required_credit_organisation'),
    ['creditOrganisation'],
  ),
  v.forward(
    v.partialCheck(
      [['price'], ['prepayment'], ['ownFunds'], ['creditSum']],
      (f) => tiyinOf(f.prepayment) + tiyinOf(f.ownFunds) + tiyinOf(f.creditSum) <= tiyinOf(f.price),
      'error_payment_exceeds_price',
    ),
    ['prepayment'],
  ),
  v.forward(v.partialCheck([['shares']], (f) => f.shares.every((s) => s.numerator <= s.denominator), 'error_wrong_share'), ['shares']),
  // The shares sold are parts of one whole: together at most the whole.
  v.forward(v.partialCheck([['shares']], (f) => f.shares.reduce((sum, s) => sum + s.numerator / s.denominator, 0) <= 1 + 1e-9, 'error_shares_exceed_whole'), ['shares']),
  v.transform((f) => ({
    price: f.price,
    priceWords: f.priceWords,
    payment: {
      method: f.paymentMethod,
      prepayment: f.prepayment,
      ownFunds: f.ownFunds,
      creditSum: f.creditSum,
      remainder: tiyinToSom(Math.max(0, tiyinOf(f.price) - tiyinOf(f.prepayment) - tiyinOf(f.ownFunds) - tiyinOf(f.creditSum))),
    },
    credit:
      f.creditOrganisation || f.creditLetter || f.creditAccount
        ? { organisation: f.creditOrganisation, letter: f.creditLetter, account: f.creditAccount }
        : null,
    shares: f.shares,
  })),
);

// --- The power-of-attorney block -----------------------------------------------------------

const ProxyFields = v.object({
  rights: v.array(v.string()),
  delegationRight: v.boolean(),
  termFrom: v.string(),
  validUntil: v.string(),
  isRedelegation: v.boolean(),
  mainActId: v.string(),
});
export type ProxyTermsValues = v.InferInput<typeof ProxyFields>;

/** The rights a power of attorney of this type may give (acts-domain 5: none that dispose for 11651 and 105). */
export function allowedPoaRights(typeId: number): readonly PoaRight[] {
  return POA_RIGHTS.filter((right) => checkPowerOfAttorneyScope({ typeId: typeId as ActTypeId, rights: [right], subjectKinds: ['vehicle'] }) === null);
}

export const isDisposalRight = (right: string): boolean => (DISPOSAL_RIGHTS as readonly string[]).includes(right);

/**
 * Scope and term of a power of attorney (acts-domain 3 "rights, delegation
 * right"; 5 "11651 and 105 may not give disposal rights", "a re-delegated
 * power cannot outlast the main one"). The scope is the domain rule
 * `checkPowerOfAttorneyScope`; the re-delegation's limit needs the main act
 * (`checkRedelegation`, at the form from the chosen act and at the API).
 * A power of attorney needs its end date (the term) and at least one right.
 */
export function proxyTermsSchema(typeId: number) {
  return v.pipe(
    v.object({
      rights: v.pipe(v.array(v.picklist(POA_RIGHTS, 'error_unknown_poa_right')), v.minLength(1, 'error_required_poa_rights')),
      delegationRight: v.boolean(),
      termFrom: optionalDate,
      validUntil: requiredDate,
      isRedelegation: v.boolean(),
      mainActId: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['rights']],
        // 101's "vehicle-specific" part is about its subject, judged with the subjects; here only the rights.
        (f) => checkPowerOfAttorneyScope({ typeId: typeId as ActTypeId, rights: f.rights as PoaRight[], subjectKinds: ['vehicle'] })?.code !== 'poa_disposal_rights_forbidden',
        'poa_disposal_rights_forbidden',
      ),
      ['rights'],
    ),
    v.forward(v.partialCheck([['termFrom'], ['validUntil']], (f) => isBefore(f.termFrom, f.validUntil), 'error_wrong_period'), ['validUntil']),
    v.forward(v.partialCheck([['isRedelegation'], ['mainActId']], (f) => !f.isRedelegation || f.mainActId !== '', 'error_required_main_act'), ['mainActId']),
    v.transform((f) => ({
      proxy: {
        rights: f.rights,
        delegationRight: f.delegationRight,
        hasDisposalRights: f.rights.some(isDisposalRight),
      },
      termFrom: f.termFrom,
      validUntil: f.validUntil,
      mainActId: f.isRedelegation ? f.mainActId : null,
    })),
  );
}

// --- The travel block ----------------------------------------------------------------------

const TravelFields = v.object({
  departureCountry: v.string(),
  destinationCountries: v.array(v.string()),
  allCountries: v.boolean(),
  purpose: v.string(),
  otherPurpose: v.string(),
  periodFrom: v.string(),
  periodTo: v.string(),
  selfDeparture: v.boolean(),
});
export type TravelTermsValues = v.InferInput<typeof TravelFields>;

/**
 * A child of a travel consent as the block knows it: the party's pin, its
 * birth date (ISO) when the party has one, else the age the civil registry's
 * lookup answered; neither known means not known to be 15.
 */
export type TravellingChild = { pin: string | null; birthDate?: string | null; age?: number | null };

/** May the children travel alone (the domain rule `checkSelfDeparture`)? */
export function canTravelAlone(typeId: number, children: readonly TravellingChild[], now: Date): boolean {
  if (children.length === 0) return false;
  const minors: SelfDepartureMinor[] = [];
  for (const child of children) {
    const birthDate = parseIsoDate(child.birthDate ?? '');
    const pin = child.pin ?? '';
    if (birthDate) minors.push({ pin, birthDate });
    else if (typeof child.age === 'number') minors.push({ pin, age: child.age });
    else return false;
  }
  return checkSelfDeparture({ typeId, minors, now }) === null;
}

/**
 * The travel of a minors' consent (acts-domain 3 "Travel: departure country,
 * destination countries, all-countries flag, purpose, other purpose, period,
 * self-departure flag (only from age 15)"). Self-departure is 15034's only
 * (`checkMinorTravel`: 15035 always names the companion) and only when every
 * child is 15 or older; the children and the companion are the act's parties.
 */
export function travelTermsSchema(typeId: number, children: readonly TravellingChild[], now: Date) {
  return v.pipe(
    v.object({
      departureCountry: v.pipe(v.string(), v.trim(), v.nonEmpty('error_required_departure_country'), v.maxLength(B.text, 'error_too_long')),
      destinationCountries: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(B.text, 'error_too_long'))), v.maxLength(300, 'error_too_long')),
      allCountries: v.boolean(),
      purpose: v.picklist(TRAVEL_PURPOSES, 'error_required_travel_purpose'),
      otherPurpose: optionalText(B.longText),
      periodFrom: requiredDate,
      periodTo: requiredDate,
      selfDeparture: v.boolean(),
    }),
    v.forward(
      v.partialCheck([['allCountries'], ['destinationCountries']], (f) => f.allCountries || f.destinationCountries.length > 0, 'error_required_destination'),
      ['destinationCountries'],
    ),
    v.forward(v.partialCheck([['purpose'], ['otherPurpose']], (f) => f.purpose !== 'other' || Boolean(f.otherPurpose), 'error_required_other_purpose'), ['otherPurpose']),
    v.forward(v.partialCheck([['periodFrom'], ['periodTo']], (f) => isBefore(f.periodFrom, f.periodTo), 'error_wrong_period'), ['periodTo']),
    v.forward(v.partialCheck([['selfDeparture']], (f) => !f.selfDeparture || typeId === 15034, 'error_self_departure_not_for_type'), ['selfDeparture']),
    v.forward(v.partialCheck([['selfDeparture']], (f) => !f.selfDeparture || typeId !== 15034 || canTravelAlone(typeId, children, now), 'self_departure_under_age'), ['selfDeparture']),
    v.transform((f) => ({
      travel: {
        departureCountry: f.departureCountry,
        destinationCountries: f.allCountries ? [] : f.destinationCountries,
        allCountries: f.allCountries,
        purpose: f.purpose,
        otherPurpose: f.purpose === 'other' ? f.otherPurpose : null,
        periodFrom: f.periodFrom,
        periodTo: f.periodTo,
        selfDeparture: f.selfDeparture,
      },
    })),
  );
}

// --- The spouse consent's records ------------------------------------------------------------

/** A record of the civil registry the citizen may choose (GET …/civil-records). */
export type CivilRecordChoice = { kind: 'marriage' | 'divorce'; regnum: string; date: string; body: string };
export const civilRecordKey = (record: Pick<CivilRecordChoice, 'regnum' | 'date'>): string => `${record.regnum}|${record.date}`;

export type SpouseRecordsValues = { marriage: string; divorce: string };

/**
 * The marriage the spouse consent (15003) rests on, and a divorce record
 * where there is one (acts-domain 3 "Marriage and divorce records: register
 * number, date, body"), chosen from the civil registry's records (keys of
 * `civilRecordKey`); the output is the PATCH body. The API refuses a record
 * the registry does not hold.
 */
export function spouseRecordsSchema(records: readonly CivilRecordChoice[]) {
  const find = (kind: CivilRecordChoice['kind'], key: string) => records.find((r) => r.kind === kind && civilRecordKey(r) === key);
  const asBlock = (record: CivilRecordChoice) => ({ regnum: record.regnum, date: record.date, body: record.body });
  return v.pipe(
    v.object({
      marriage: v.pipe(v.string(), v.check((key) => Boolean(find('marriage', key)), 'error_required_marriage_record')),
      divorce: v.pipe(v.string(), v.check((key) => key === '' || Boolean(find('divorce', key)), 'error_required_marriage_record')),
    }),
    v.transform((f) => {
      const divorce = f.divorce ? find('divorce', f.divorce) : undefined;
      return { marriageRecord: asBlock(find('marriage', f.marriage)!), divorceRecord: divorce ? asBlock(divorce) : null };
    }),
  );
}

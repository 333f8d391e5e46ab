import { REG_TYPES, type ActTypeId, type Locale, type RegType } from '../constants/index.js';
import type { PartyRole } from '../party/index.js';

/**
 * The type ids and the registration types are constants of acts-domain 9, so
 * they are defined in `constants` and re-exported here, where the act types use them.
 */
export { ACT_TYPE_IDS, isActTypeId, REG_TYPES, type ActTypeId, type RegType } from '../constants/index.js';

/** acts-domain 3 "Subject": vehicle, real estate, other property. */
export const SUBJECT_KINDS = ['vehicle', 'real_estate', 'other'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * shell 3 "regsystemid (2, 3 or 4)" and acts-domain 3 "regsystem (system)".
 * The spec gives only the ids, not what each system is, so only the ids are
 * fixed here; the apps label them as "system 2/3/4" until the ministry names them.
 */
export const REG_SYSTEMS = [2, 3, 4] as const;
export type RegSystem = (typeof REG_SYSTEMS)[number];

export type ActTypeDefinition = {
  readonly names: Readonly<Record<Locale, string>>;
  /** The role of the person who creates the act (the applicant / author). */
  readonly authorRole: PartyRole;
  /** Every role a party of this act may have, the author's included. */
  readonly partyRoles: readonly PartyRole[];
  /** What the act is about; empty when it has no property subject (travel consents). */
  readonly subjectKinds: readonly SubjectKind[];
  readonly regTypes: readonly RegType[];
  /** acts-domain 4 "Guided flow lengths"; null where the spec says "not shown". */
  readonly guidedFlowLength: number | null;
  /** acts-domain 4: the simplified wizard (steps 0–6) exists for vehicle sale and gift. */
  readonly hasSimplifiedWizard: boolean;
  /**
   * A one-sided act whose author may annul it without a notary's decision
   * (acts-domain 6 "annuls own acts"): powers of attorney are revocable by the
   * principal and consents may be withdrawn. Contracts (sale, gift, pledge,
   * lease) bind the other side too, so only a notary annuls them; an
   * inheritance refusal cannot be withdrawn at all (civil law), so only a
   * notary annuls it, e.g. on a court decision.
   */
  readonly isRevocableByAuthor: boolean;
};

const BOTH: readonly RegType[] = [REG_TYPES.in_person, REG_TYPES.video];
const IN_PERSON: readonly RegType[] = [REG_TYPES.in_person];
const ANY_PROPERTY: readonly SubjectKind[] = ['vehicle', 'real_estate', 'other'];

/** acts-domain 4 "pledge 5" (guided flow length). */
const PLEDGE: ActTypeDefinition = {
  names: { oz: 'Garov shartnomasi', uz: 'Гаров шартномаси', ru: 'Договор залога' },
  authorRole: 'pledgor',
  partyRoles: ['pledgor', 'pledgee', 'co_owner', 'consenting_spouse', 'representative'],
  subjectKinds: ANY_PROPERTY,
  regTypes: BOTH,
  guidedFlowLength: 5,
  hasSimplifiedWizard: false,
  isRevocableByAuthor: false,
};

/**
 * Role lists beyond acts-domain 1/6 and registration types beyond "1 or 2"
 * are our model: a translation certification (11962) and the act whose
 * meaning the spec does not show (11742) are in person only, since the notary
 * must hold the original documents.
 */
export const ACT_TYPES = {
  1: {
    names: {
      oz: "Transport vositasining oldi-sotdi shartnomasi",
      uz: 'Транспорт воситасининг олди-сотди шартномаси',
      ru: 'Договор купли-продажи транспортного средства',
    },
    authorRole: 'seller',
    partyRoles: ['seller', 'buyer', 'co_owner', 'consenting_spouse', 'representative', 'payer'],
    subjectKinds: ['vehicle'],
    regTypes: BOTH,
    guidedFlowLength: 7,
    hasSimplifiedWizard: true,
    isRevocableByAuthor: false,
  },
  4: {
    names: {
      oz: 'Transport vositasini hadya qilish shartnomasi',
      uz: 'Транспорт воситасини ҳадя қилиш шартномаси',
      ru: 'Договор дарения транспортного средства',
    },
    authorRole: 'giver',
    partyRoles: ['giver', 'donee', 'co_owner', 'consenting_spouse', 'representative'],
    subjectKinds: ['vehicle'],
    regTypes: BOTH,
    guidedFlowLength: 7,
    hasSimplifiedWizard: true,
    isRevocableByAuthor: false,
  },
  9: PLEDGE,
  101: {
    names: {
      oz: 'Transport vositasini boshqarish uchun ishonchnoma',
      uz: 'Транспорт воситасини бошқариш учун ишончнома',
      ru: 'Доверенность на управление транспортным средством',
    },
    authorRole: 'principal',
    partyRoles: ['principal', 'attorney', 'co_owner', 'representative'],
    // acts-domain 5: "101 is vehicle-specific".
    subjectKinds: ['vehicle'],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  105: {
    names: {
      oz: "Ko'chmas mulk bo'yicha ishonchnoma",
      uz: 'Кўчмас мулк бўйича ишончнома',
      ru: 'Доверенность на недвижимое имущество',
    },
    authorRole: 'principal',
    partyRoles: ['principal', 'attorney', 'co_owner', 'representative'],
    subjectKinds: ['real_estate'],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  11651: {
    names: { oz: 'Umumiy ishonchnoma', uz: 'Умумий ишончнома', ru: 'Генеральная доверенность' },
    authorRole: 'principal',
    partyRoles: ['principal', 'attorney', 'representative'],
    subjectKinds: ['other'],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  // acts-domain 3 lists 11680 as "pledge (named also in the texts)" beside 9: one definition serves both.
  11680: PLEDGE,
  11720: {
    names: { oz: 'Lizing shartnomasi', uz: 'Лизинг шартномаси', ru: 'Договор лизинга' },
    authorRole: 'lessor',
    partyRoles: ['lessor', 'lessee', 'representative', 'payer'],
    subjectKinds: ANY_PROPERTY,
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
  // acts-domain 3: "meaning not shown"; a neutral name until the ministry gives one.
  11742: {
    names: { oz: 'Boshqa notarial harakat', uz: 'Бошқа нотариал ҳаракат', ru: 'Иное нотариальное действие' },
    authorRole: 'applicant',
    partyRoles: ['applicant', 'representative'],
    subjectKinds: ['other'],
    regTypes: IN_PERSON,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
  11944: {
    names: {
      oz: "Yashash joyida ro'yxatdan o'tkazishga rozilik",
      uz: 'Яшаш жойида рўйхатдан ўтказишга розилик',
      ru: 'Согласие на регистрацию по месту жительства',
    },
    authorRole: 'applicant',
    partyRoles: ['applicant', 'resident', 'co_owner', 'representative'],
    subjectKinds: ['real_estate'],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  11962: {
    names: {
      oz: "Tarjimaning to'g'riligini tasdiqlash",
      uz: 'Таржиманинг тўғрилигини тасдиқлаш',
      ru: 'Свидетельствование верности перевода',
    },
    authorRole: 'applicant',
    partyRoles: ['applicant', 'translator'],
    subjectKinds: ['other'],
    regTypes: IN_PERSON,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
  12047: {
    names: {
      oz: "Merosdan voz kechish to'g'risida ariza",
      uz: 'Меросдан воз кечиш тўғрисида ариза',
      ru: 'Заявление об отказе от наследства',
    },
    authorRole: 'heir',
    partyRoles: ['heir', 'representative'],
    subjectKinds: ['other'],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
  15003: {
    names: {
      oz: 'Er-xotinning umumiy mulkni tasarruf etishga roziligi',
      uz: 'Эр-хотиннинг умумий мулкни тасарруф этишга розилиги',
      ru: 'Согласие супруга на распоряжение совместным имуществом',
    },
    authorRole: 'consenting_spouse',
    partyRoles: ['consenting_spouse', 'receiving_spouse'],
    subjectKinds: ANY_PROPERTY,
    regTypes: BOTH,
    guidedFlowLength: 6,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  15034: {
    names: {
      oz: "Voyaga yetmagan bolaning chet elga chiqishiga ota-ona roziligi",
      uz: 'Вояга етмаган боланинг чет элга чиқишига ота-она розилиги',
      ru: 'Согласие родителей на выезд несовершеннолетнего за границу',
    },
    authorRole: 'parent',
    partyRoles: ['parent', 'minor', 'accompanying_person'],
    subjectKinds: [],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  15035: {
    names: {
      oz: 'Voyaga yetmagan bolani chet elga kuzatib borishga rozilik',
      uz: 'Вояга етмаган болани чет элга кузатиб боришга розилик',
      ru: 'Согласие на сопровождение несовершеннолетнего за границу',
    },
    authorRole: 'parent',
    partyRoles: ['parent', 'minor', 'accompanying_person'],
    subjectKinds: [],
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: true,
  },
  15018: {
    names: {
      oz: "Zakalat to'g'risidagi shartnoma",
      uz: 'Закалат тўғрисидаги шартнома',
      ru: 'Соглашение о задатке',
    },
    authorRole: 'payer',
    partyRoles: ['payer', 'payee', 'representative'],
    subjectKinds: ANY_PROPERTY,
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
  15025: {
    names: { oz: 'Ijara shartnomasi', uz: 'Ижара шартномаси', ru: 'Договор аренды' },
    authorRole: 'lessor',
    partyRoles: ['lessor', 'lessee', 'representative', 'payer'],
    subjectKinds: ANY_PROPERTY,
    regTypes: BOTH,
    guidedFlowLength: null,
    hasSimplifiedWizard: false,
    isRevocableByAuthor: false,
  },
} as const satisfies Record<ActTypeId, ActTypeDefinition>;

/** acts-domain 5: the three power-of-attorney types. */
export const POWER_OF_ATTORNEY_TYPE_IDS = [101, 105, 11651] as const satisfies readonly ActTypeId[];
/** acts-domain 5: vehicle transfers (the 5 % duty for close relatives). */
export const VEHICLE_TRANSFER_TYPE_IDS = [1, 4] as const satisfies readonly ActTypeId[];
/** acts-domain 5: minors' travel consents. */
export const MINOR_TRAVEL_TYPE_IDS = [15034, 15035] as const satisfies readonly ActTypeId[];

export function actTypeName(typeId: ActTypeId, locale: Locale): string {
  return ACT_TYPES[typeId].names[locale];
}

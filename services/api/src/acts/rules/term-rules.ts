import { Injectable } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import type { ActFields } from '@notary/domain/contracts';
import { ERROR_CODES, type ErrorCode } from '@notary/domain/errors';
import { checkSelfDeparture } from '@notary/domain/rules';
import { BLOCK_FIELDS, isMinorTravelType, isPowerOfAttorneyType, isPriceInWords, termBlocksOf, type TermBlock } from '@notary/domain/validation';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { CivilRecord } from '../../civil-registry/civil-registry.js';
import type { SessionUser } from '../../identity/auth.js';
import { resolveActAccess } from '../act-access.js';
import type { NotarialAct } from '../act.entity.js';
import { ActsRepository } from '../acts.repository.js';
import type { CivilFacts } from './civil-facts.js';
import { PartyRules } from './party-rules.js';
import { PowerOfAttorneyRules } from './poa-rules.js';

/**
 * The refusals of the term blocks in the caller's language (Accept-Language):
 * the apps show their own text for the code, other clients read these.
 */
const TEXTS: Record<string, Readonly<Record<Locale, string>>> = {
  error_block_not_for_type: {
    oz: "Bu maydon ushbu turdagi notarial harakatga tegishli emas",
    uz: 'Бу майдон ушбу турдаги нотариал ҳаракатга тегишли эмас',
    ru: 'Это поле не относится к нотариальному действию данного типа',
  },
  error_wrong_price_words: {
    oz: "Summa so'z bilan yozilgani raqamdagi summaga mos emas",
    uz: 'Сумма сўз билан ёзилгани рақамдаги суммага мос эмас',
    ru: 'Сумма прописью не совпадает с суммой цифрами',
  },
  error_main_act_not_found: {
    oz: "Asosiy ishonchnoma topilmadi: siz ishtirok etgan ishonchnomani tanlang",
    uz: 'Асосий ишончнома топилмади: сиз иштирок этган ишончномани танланг',
    ru: 'Основная доверенность не найдена: выберите доверенность, в которой вы участвуете',
  },
  error_wrong_period: {
    oz: "Muddat boshlanishi tugashidan keyin bo'lishi mumkin emas",
    uz: 'Муддат бошланиши тугашидан кейин бўлиши мумкин эмас',
    ru: 'Начало срока не может быть позже его окончания',
  },
  error_self_departure_not_for_type: {
    oz: "Mustaqil chiqish faqat voyaga yetmaganning chet elga chiqishiga ota-ona roziligida (15034) belgilanadi",
    uz: 'Мустақил чиқиш фақат вояга етмаганнинг чет элга чиқишига ота-она розилигида (15034) белгиланади',
    ru: 'Самостоятельный выезд отмечается только в согласии родителя на выезд несовершеннолетнего (15034)',
  },
  civil_record_not_found: {
    oz: "Bu yozuv fuqarolik holati dalolatnomalari reyestrida topilmadi: yozuvni ro'yxatdan tanlang",
    uz: 'Бу ёзув фуқаролик ҳолати далолатномалари реестрида топилмади: ёзувни рўйхатдан танланг',
    ru: 'Эта запись не найдена в реестре актов гражданского состояния: выберите запись из списка',
  },
  poa_disposal_rights_forbidden: {
    oz: "Ushbu turdagi ishonchnoma mulkni tasarruf etish (sotish, hadya, ayirboshlash, garov) huquqini bera olmaydi",
    uz: 'Ушбу турдаги ишончнома мулкни тасарруф этиш (сотиш, ҳадя, айирбошлаш, гаров) ҳуқуқини бера олмайди',
    ru: 'Доверенность этого типа не может давать право распоряжения имуществом (продажа, дарение, мена, залог)',
  },
  poa_outlasts_main: {
    oz: "Qayta ishonchnoma asosiy ishonchnomadan uzoq muddatga berilishi mumkin emas",
    uz: 'Қайта ишончнома асосий ишончномадан узоқ муддатга берилиши мумкин эмас',
    ru: 'Доверенность в порядке передоверия не может быть выдана на срок больше основной',
  },
  poa_delegation_not_allowed: {
    oz: "Asosiy ishonchnoma qayta ishonch berish huquqini bermaydi",
    uz: 'Асосий ишончнома қайта ишонч бериш ҳуқуқини бермайди',
    ru: 'Основная доверенность не даёт права передоверия',
  },
  self_departure_under_age: {
    oz: "Voyaga yetmagan 15 yoshdan boshlab mustaqil chiqishi mumkin",
    uz: 'Вояга етмаган 15 ёшдан бошлаб мустақил чиқиши мумкин',
    ru: 'Несовершеннолетний может выезжать самостоятельно только с 15 лет',
  },
};

export function termText(key: string, locale: Locale): string {
  return TEXTS[key]?.[locale] ?? key;
}

/** A 400 naming the field and its message key, like the schemas' issues. */
function fieldIssue(path: string, key: string, locale: Locale): AppError {
  return new AppError('validation_failed', 400, termText(key, locale), { issues: [{ path, message: key }] });
}

/** A blocking rule of acts-domain 5 refused at the edit: its catalogue code and status, the field it is about. */
function ruleRefusal(code: ErrorCode, field: string, details: Record<string, unknown> | undefined, locale: Locale): AppError {
  return new AppError(code, ERROR_CODES[code].status, termText(code, locale), { ...details, field });
}

/** The act's field a power-of-attorney refusal is about. */
const POA_FIELD: Partial<Record<ErrorCode, string>> = {
  poa_disposal_rights_forbidden: 'proxy.rights',
  poa_outlasts_main: 'validUntil',
  poa_delegation_not_allowed: 'mainActId',
};

/**
 * The term blocks of an act, checked when they are written (create and
 * PATCH), so invalid terms are refused with the field they are about rather
 * than stored and found at the next transition. The rules are the domain's
 * (`checkPowerOfAttorneyScope`, `checkRedelegation` through
 * `PowerOfAttorneyRules`, `checkMinorTravel` through `PartyRules`,
 * `isPriceInWords`); the transitions still run them all (ActRules).
 */
@Injectable()
export class TermRules {
  constructor(
    private readonly acts: ActsRepository,
    private readonly powers: PowerOfAttorneyRules,
    private readonly partyRules: PartyRules,
  ) {}

  /** A block the act's type does not have is refused (issue 13: each type takes the blocks that fit it). Before anything is written. */
  assertBlocksFit(typeId: number, fields: ActFields, locale: Locale): void {
    const blocks = termBlocksOf(typeId);
    for (const [block, keys] of Object.entries(BLOCK_FIELDS) as [TermBlock, readonly string[]][]) {
      if (blocks.includes(block)) continue;
      for (const key of keys) {
        const value = (fields as Record<string, unknown>)[key];
        if (value !== undefined && value !== null) throw fieldIssue(key, 'error_block_not_for_type', locale);
      }
    }
  }

  /**
   * The act as it will be stored (`act` has the edit applied, not yet saved):
   * the sum and its words agree, the term is in order, a power of attorney's
   * scope and re-delegation, a travel's self-departure.
   */
  async assertTerms(
    em: EntityManager,
    act: NotarialAct,
    fields: ActFields,
    facts: CivilFacts,
    user: SessionUser,
    civilRecords: readonly CivilRecord[] = [],
  ): Promise<void> {
    const locale = user.locale;
    const touched = (...keys: (keyof ActFields)[]) => keys.some((key) => fields[key] !== undefined);
    if (touched('sum', 'sumWords') && act.sum && act.sumWords && !isPriceInWords(act.sum, act.sumWords)) {
      throw fieldIssue('sumWords', 'error_wrong_price_words', locale);
    }
    if (touched('termFrom', 'termTo') && act.termFrom && act.termTo && act.termFrom > act.termTo) {
      throw fieldIssue('termTo', 'error_wrong_period', locale);
    }
    if (fields.mainActId) {
      // The main power must be one the caller takes part in (or, for a notary, of the office): another's act is not named, nor its term told.
      const main = await resolveActAccess(em, fields.mainActId, user, { lock: false }).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!main || !isPowerOfAttorneyType(main.act.typeId) || main.act.id === act.id) throw fieldIssue('mainActId', 'error_main_act_not_found', locale);
    }
    if (touched('proxy', 'mainActId', 'validUntil')) {
      const subjects = await this.acts.subjects(em, act.id);
      for (const result of await this.powers.evaluate(em, act, subjects)) {
        // The subject's kind (101 "vehicle-specific") is judged when the subject is attached and at the transitions.
        const field = result ? POA_FIELD[result.code] : undefined;
        if (result && field) throw ruleRefusal(result.code, field, result.details, locale);
      }
    }
    for (const [field, kind] of [['marriageRecord', 'marriage'], ['divorceRecord', 'divorce']] as const) {
      const given = fields[field];
      // The record must be one the civil registry holds for the consenting spouse (acts-domain 3; the citizen chooses, not types).
      if (given && !civilRecords.some((r) => r.kind === kind && r.regnum === given.regnum && r.date === given.date && (!given.body || r.body === given.body))) {
        throw ruleRefusal('civil_record_not_found', field, { kind }, locale);
      }
    }
    if (fields.travel?.selfDeparture === true && isMinorTravelType(act.typeId)) {
      // Only the self-departure rule here: the others (children, certificates, a companion) are about the parties, judged at the transitions.
      const minors = this.partyRules.travellingMinors(await this.acts.parties(em, act.id), facts);
      const result = checkSelfDeparture({ typeId: act.typeId, minors, now: new Date() });
      if (result?.code === 'validation_failed') throw fieldIssue('travel.selfDeparture', 'error_self_departure_not_for_type', locale);
      if (result) throw ruleRefusal(result.code, 'travel.selfDeparture', result.details, locale);
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import { parseDate, tashkentDateOf, toIsoDate } from '@notary/domain/time';
import type { BanSearchOutput } from '@notary/domain/validation';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/session-user.js';
import { inheritanceWhere } from './search-queries.js';
import { SearchesRepository } from './searches.repository.js';

type Localised = { oz: string; uz: string; ru: string };

/** spec/acts-domain.md 3: powers of attorney are these act types (vehicle, real estate, general). */
export const POWER_OF_ATTORNEY_TYPES = [101, 105, 11651] as const;

/** acts-domain 8 "Unexpected search error; retry". */
const SEARCH_FAILED: Localised = {
  oz: "Qidiruvda kutilmagan xatolik yuz berdi. Qayta urinib ko'ring",
  uz: 'Қидирувда кутилмаган хатолик юз берди. Қайта уриниб кўринг',
  ru: 'Непредвиденная ошибка поиска. Повторите попытку',
};
const CRITERIA_REQUIRED: Localised = {
  oz: "Kamida bitta qidiruv mezonini kiriting (ism kamida 3 ta harf)",
  uz: 'Камида битта қидирув мезонини киритинг (исм камида 3 та ҳарф)',
  ru: 'Укажите хотя бы один критерий поиска (имя — не менее 3 букв)',
};

export type Office = { id: string; name: Localised; address: Localised; phone: string };

/** "KARIMOV JASUR ANVAR O'G'LI" → "KARIMOV J. A.": a public check confirms who, without publishing full names. */
export function maskName(fullname: string | null | undefined): string {
  const parts = (fullname ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '—';
  const [surname, ...rest] = parts;
  const initials = rest.slice(0, 2).map((p) => `${p.charAt(0).toUpperCase()}.`);
  return [surname, ...initials].join(' ');
}

/** '901112233' → '+998 90 *** ** 33'. */
export function maskPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-9);
  if (digits.length !== 9) return null;
  return `+998 ${digits.slice(0, 2)} *** ** ${digits.slice(7)}`;
}

function typeName(typeId: number): Localised {
  return isActTypeId(typeId) ? ACT_TYPES[typeId].names : { oz: String(typeId), uz: String(typeId), ru: String(typeId) };
}

export type ProxyCheckItem = {
  id: string; regnum: string; regdate: string; typeId: number; typeName: Localised; state: 'active' | 'cancelled';
  validUntil: string | null; isExpired: boolean; cancelledAt: string | null; office: Office | null; notary: string | null;
  principal: string; attorney: string; canDelegate: boolean;
};

export type InheritanceItem = {
  id: string; caseNumber: string; openedOn: string; deceased: string; deceasedCyr: string; deathDate: string;
  state: 'open' | 'closed' | 'suspended'; closedOn: string | null; heirsCount: number;
  notary: { id: string; fullName: string; fullNameCyr: string }; office: Office;
};

export type BanItem = {
  id: string; kind: 'ban' | 'arrest' | 'restraint' | 'fine'; state: 'active' | 'lifted'; imposedAt: string;
  documentDate: string | null; documentNumber: string | null; documentName: string | null; official: string | null;
  organisation: string | null; amount: number | null; liftedAt: string | null;
};
export type BanResult = {
  found: boolean;
  property: { kind: 'vehicle'; stateNumber: string; make: string; year: number | null; colour: string | null }
    | { kind: 'real_estate'; cadastreNumber: string; propertyType: string; address: string; area: number | null }
    | null;
  bans: BanItem[];
  activeFines: { count: number; total: number };
};

export type ActCheckItem = {
  id: string; regnum: string; regdate: string; typeId: number; typeName: Localised; name: string; state: 'active' | 'cancelled';
  office: Office | null; notary: string | null; language: string; phone: string | null; registeredAt: string | null;
  cancelledAt: string | null; linkedActs: { regnum: string | null; regdate: string | null; typeName: Localised; state: string }[];
  notes: { text: string; date: string }[];
};

@Injectable()
export class SearchesService {
  private readonly logger = new Logger('Searches');

  constructor(private readonly repository: SearchesRepository) {}

  /** Runs a search read-only with a time limit; anything unexpected becomes 'Unexpected search error; retry'. */
  private async run<T>(locale: Locale, what: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.repository.readOnly(work);
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.logger.error(`${what} failed: ${(e as Error).message}`);
      throw new AppError('search_failed', 503, SEARCH_FAILED[locale]);
    }
  }

  /** search_proxy: a power of attorney by its registry number and date (acts-domain 2). */
  async proxy(regnum: string, regdate: string, locale: Locale, now = new Date()): Promise<{ items: ProxyCheckItem[] }> {
    const date = toIsoDate(parseDate(regdate)!);
    return this.run(locale, 'proxy check', async (em) => {
      const rows = await this.repository.proxies(em, regnum, date, POWER_OF_ATTORNEY_TYPES);
      const today = toIsoDate(tashkentDateOf(now));
      return {
        items: rows.map((r) => ({
          id: r.id, regnum: r.regnum, regdate: r.regdate, typeId: r.typeId, typeName: typeName(r.typeId), state: r.state,
          validUntil: r.validUntil, isExpired: r.validUntil !== null && r.validUntil < today,
          cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null, office: r.office,
          notary: r.notaryFullName ?? r.notaryName, principal: maskName(r.principal), attorney: maskName(r.attorney),
          canDelegate: r.canDelegate,
        })),
      };
    });
  }

  /** search_inheritcase: by the deceased's name, death date, case number, opening date and notary (acts-domain 2). */
  async inheritance(
    query: { name?: string; deathDate?: string; caseNumber?: string; openedOn?: string; notaryId?: string; page?: number },
    locale: Locale,
  ): Promise<{ items: InheritanceItem[]; page: number; hasMore: boolean }> {
    const { hasName } = inheritanceWhere(query);
    if (!hasName && !query.deathDate && !query.caseNumber && !query.openedOn && !query.notaryId) {
      throw new AppError('validation_failed', 400, CRITERIA_REQUIRED[locale]);
    }
    const page = query.page ?? 1;
    const size = 20;
    return this.run(locale, 'inheritance search', async (em) => {
      const rows = await this.repository.inheritanceCases(em, query, page, size);
      return { items: rows.slice(0, size), page, hasMore: rows.length > size };
    });
  }

  /**
   * search_ban (sign-in required, own property only, informational): the
   * bans, arrests, restraints and fines on the caller's own vehicle or real
   * estate. Property of someone else answers exactly like property that does
   * not exist, so the search cannot be used to learn about others' property.
   */
  async bans(user: SessionUser, input: BanSearchOutput, locale: Locale): Promise<BanResult> {
    return this.run(locale, 'ban search', async (em) => {
      if (input.kind === 'vehicle') {
        const vehicle = await this.repository.ownVehicle(
          em,
          { series: input.techPassportSeries, number: input.techPassportNumber, plate: input.vehicleNumber },
          user.pin,
        );
        if (!vehicle) return { found: false, property: null, bans: [], activeFines: { count: 0, total: 0 } };
        const bans = await this.repository.vehicleEncumbrances(em, vehicle.id);
        const items: BanItem[] = bans.map((b) => ({ ...b, amount: b.amount === null ? null : Number(b.amount), state: b.liftedAt ? 'lifted' : 'active' }));
        const fines = items.filter((b) => b.kind === 'fine' && b.state === 'active');
        return {
          found: true,
          property: { kind: 'vehicle', stateNumber: vehicle.state_number, make: vehicle.make, year: vehicle.year, colour: vehicle.colour },
          bans: items,
          activeFines: { count: fines.length, total: fines.reduce((s, f) => s + (f.amount ?? 0), 0) },
        };
      }
      const realty = await this.repository.ownRealty(em, input.cadastreNumber, input.propertyType, user.pin);
      if (!realty) return { found: false, property: null, bans: [], activeFines: { count: 0, total: 0 } };
      const bans = await this.repository.realtyBans(em, realty.id);
      return {
        found: true,
        property: { kind: 'real_estate', cadastreNumber: realty.cadastre_number, propertyType: realty.property_type, address: realty.address, area: realty.area === null ? null : Number(realty.area) },
        bans: bans.map((b) => ({ ...b, amount: null, state: b.liftedAt ? 'lifted' : 'active' })),
        activeFines: { count: 0, total: 0 },
      };
    });
  }

  /**
   * search_notarial_act: the register's record of a registered act
   * (acts-domain 2 "Notarial act check result"), also what the QR code of a
   * print form opens. Only registered acts have a register number.
   */
  async notarialAct(regnum: string, regdate: string, locale: Locale, officeId: string | null = null): Promise<{ items: ActCheckItem[] }> {
    const date = toIsoDate(parseDate(regdate)!);
    return this.run(locale, 'act check', async (em) => {
      const rows = await this.repository.registeredActs(em, regnum, date, officeId);
      return {
        items: rows.map((r) => ({
          id: r.id, regnum: r.regnum, regdate: r.regdate, typeId: r.typeId, typeName: typeName(r.typeId), name: r.name,
          state: r.state, office: r.office, notary: r.notary, language: r.language, phone: maskPhone(r.phone),
          registeredAt: r.registeredAt ? r.registeredAt.toISOString() : null,
          cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
          linkedActs: r.linked.map((l) => ({ regnum: l.regnum, regdate: l.regdate, typeName: typeName(l.typeId), state: l.state })),
          notes: r.notes,
        })),
      };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SEARCH_DATA_SOURCE } from './search-pool.js';
import {
  ACT_CHECK_SQL,
  type InheritanceCriteria,
  inheritanceSql,
  inheritanceWhere,
  PROXY_SQL,
  REALTY_BANS_SQL,
  REALTY_SQL,
  VEHICLE_BANS_SQL,
  VEHICLE_SQL,
} from './search-queries.js';

type Localised = { oz: string; uz: string; ru: string };
export type OfficeJson = { id: string; name: Localised; address: Localised; phone: string };

export type ProxyRow = {
  id: string; regnum: string; regdate: string; typeId: number; state: 'active' | 'cancelled'; validUntil: string | null; cancelledAt: Date | null;
  notaryName: string | null; notaryFullName: string | null; canDelegate: boolean; office: OfficeJson | null; principal: string | null; attorney: string | null;
};
export type InheritanceRow = {
  id: string; caseNumber: string; openedOn: string; deceased: string; deceasedCyr: string; deathDate: string; state: 'open' | 'closed' | 'suspended'; closedOn: string | null;
  heirsCount: number; notary: { id: string; fullName: string; fullNameCyr: string }; office: OfficeJson;
};
export type OwnVehicleRow = { id: string; state_number: string; make: string; year: number | null; colour: string | null };
export type OwnRealtyRow = { id: string; cadastre_number: string; property_type: string; address: string; area: string | null };
export type EncumbranceRow = {
  id: string; kind: 'ban' | 'arrest' | 'restraint' | 'fine'; imposedAt: string; documentDate: string | null; documentNumber: string | null;
  documentName: string | null; official: string | null; organisation: string | null; amount: string | null; liftedAt: string | null;
};
export type ActCheckRow = {
  id: string; regnum: string; regdate: string; typeId: number; name: string; state: 'active' | 'cancelled'; language: string; phone: string | null;
  registeredAt: Date | null; cancelledAt: Date | null; notary: string | null; office: OfficeJson | null;
  linked: { regnum: string | null; regdate: string | null; typeId: number; state: string }[]; notes: { text: string; date: string }[];
};

/**
 * The public searches' data access (search-queries.ts holds their SQL, shared
 * with the benchmark), on the searches' own pool: every statement read-only
 * and under the searches' time limit (search-pool.ts). The service keeps the
 * rules (criteria required, masking) and the answers' shape.
 */
@Injectable()
export class SearchesRepository {
  constructor(@InjectDataSource(SEARCH_DATA_SOURCE) private readonly db: DataSource) {}

  /**
   * Runs `work` on the searches' pool: each statement of it is one round trip
   * in a read-only transaction of its own, limited to SEARCH_TIMEOUT_MS (the
   * pool's connections are set so from their start). A search of two
   * statements (a property, then its bans) reads each committed state as it
   * is when the statement starts, as READ COMMITTED did within one transaction.
   */
  readOnly<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work(this.db.manager);
  }

  /** Powers of attorney of these types with this register number and date. */
  async proxies(em: EntityManager, regnum: string, regdate: string, typeIds: readonly number[]): Promise<ProxyRow[]> {
    return (await em.query(PROXY_SQL, [regnum, regdate, typeIds])) as ProxyRow[];
  }

  /** One page of inheritance cases (one row more than `size` when a next page exists). */
  async inheritanceCases(em: EntityManager, criteria: InheritanceCriteria, page: number, size: number): Promise<InheritanceRow[]> {
    const { where, params, hasName } = inheritanceWhere(criteria);
    return (await em.query(inheritanceSql(where, page, size, hasName), params)) as InheritanceRow[];
  }

  /** The vehicle of these documents and plate, if `pin` owns it. */
  async ownVehicle(em: EntityManager, lookup: { series: string; number: string; plate: string }, pin: string): Promise<OwnVehicleRow | null> {
    const [row] = (await em.query(VEHICLE_SQL, [lookup.series, lookup.number, lookup.plate, pin])) as OwnVehicleRow[];
    return row ?? null;
  }

  async vehicleEncumbrances(em: EntityManager, vehicleId: string): Promise<EncumbranceRow[]> {
    return (await em.query(VEHICLE_BANS_SQL, [vehicleId])) as EncumbranceRow[];
  }

  /** The property of this cadastre number and type, if `pin` owns it. */
  async ownRealty(em: EntityManager, cadastreNumber: string, propertyType: string, pin: string): Promise<OwnRealtyRow | null> {
    const [row] = (await em.query(REALTY_SQL, [cadastreNumber, propertyType, pin])) as OwnRealtyRow[];
    return row ?? null;
  }

  async realtyBans(em: EntityManager, propertyId: string): Promise<EncumbranceRow[]> {
    return (await em.query(REALTY_BANS_SQL, [propertyId])) as EncumbranceRow[];
  }

  /** Registered acts with this number and date (of one office when given). */
  async registeredActs(em: EntityManager, regnum: string, regdate: string, officeId: string | null): Promise<ActCheckRow[]> {
    return (await em.query(ACT_CHECK_SQL, [regnum, regdate, officeId])) as ActCheckRow[];
  }
}

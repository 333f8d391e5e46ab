import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  Cadastre,
  type Encumbrance,
  EnforcementBureau,
  type EnforcementDebt,
  type RegistryCompany,
  type RegistryProperty,
  TaxRegistry,
  type RegistryVehicle,
  VehicleRegistry,
  type VehicleLookup,
} from './state-registries.js';

const ENCUMBRANCE_COLUMNS = `id, kind, amount, imposed_at::text AS "imposedAt", document_date::text AS "documentDate",
  document_number AS "documentNumber", document_name AS "documentName", official, organisation`;

/** The vehicle registry simulator: `sim_vehicle` and `sim_vehicle_encumbrance`. */
@Injectable()
export class SimulatedVehicleRegistry extends VehicleRegistry {
  async find(em: EntityManager, lookup: VehicleLookup): Promise<RegistryVehicle | null> {
    const [row] = (await em.query(
      `SELECT id, state_number AS "stateNumber", tech_passport_series AS "techPassportSeries",
              tech_passport_number AS "techPassportNumber", body_number AS "bodyNumber", motor_number AS "motorNumber",
              chassis_number AS "chassisNumber", make, colour, year, horsepower, country, owner_pins AS "ownerPins"
         FROM sim_vehicle
        WHERE (tech_passport_series = $1 AND tech_passport_number = $2) OR state_number = $3
        LIMIT 1`,
      [lookup.techPassportSeries ?? null, lookup.techPassportNumber ?? null, lookup.stateNumber ?? null],
    )) as RegistryVehicle[];
    return row ?? null;
  }

  async encumbrances(em: EntityManager, vehicleId: string): Promise<Encumbrance[]> {
    return (await em.query(
      `SELECT ${ENCUMBRANCE_COLUMNS} FROM sim_vehicle_encumbrance
        WHERE vehicle_id = $1 AND lifted_at IS NULL ORDER BY imposed_at`,
      [vehicleId],
    )) as Encumbrance[];
  }
}

/** The cadastre simulator: `sim_cadastre` and `sim_cadastre_ban`. */
@Injectable()
export class SimulatedCadastre extends Cadastre {
  async find(em: EntityManager, cadastreNumber: string): Promise<RegistryProperty | null> {
    const [row] = (await em.query(
      `SELECT id, cadastre_number AS "cadastreNumber", property_type AS "propertyType", address, area,
              living_area AS "livingArea", rooms, owner_pins AS "ownerPins"
         FROM sim_cadastre WHERE cadastre_number = $1`,
      [cadastreNumber],
    )) as RegistryProperty[];
    return row ?? null;
  }

  async bans(em: EntityManager, propertyId: string): Promise<Encumbrance[]> {
    return (await em.query(
      `SELECT ${ENCUMBRANCE_COLUMNS.replace('kind', "'ban' AS kind").replace('amount', 'NULL AS amount')}
         FROM sim_cadastre_ban WHERE cadastre_id = $1 AND lifted_at IS NULL ORDER BY imposed_at`,
      [propertyId],
    )) as Encumbrance[];
  }
}

/** The enforcement bureau simulator: `sim_enforcement_debt`. */
@Injectable()
export class SimulatedEnforcementBureau extends EnforcementBureau {
  async openDebts(em: EntityManager, pin: string): Promise<EnforcementDebt[]> {
    return (await em.query(
      `SELECT id, amount, paid, (amount - paid)::numeric(18,2)::text AS outstanding, document
         FROM sim_enforcement_debt WHERE pin = $1 AND paid < amount ORDER BY opened_at`,
      [pin],
    )) as EnforcementDebt[];
  }
}

/** The tax registry simulator: `sim_company`. */
@Injectable()
export class SimulatedTaxRegistry extends TaxRegistry {
  async findCompany(em: EntityManager, inn: string): Promise<RegistryCompany | null> {
    const [row] = (await em.query(
      `SELECT inn, name, legal_form AS "legalForm", director_pin AS "directorPin", address, status, liquidated_at::text AS "liquidatedAt"
         FROM sim_company WHERE inn = $1`,
      [inn],
    )) as RegistryCompany[];
    return row ?? null;
  }
}

import type { CompanyStatus, LegalForm } from '@notary/domain/party';
import type { EntityManager } from 'typeorm';

/**
 * The external state systems of DESIGN.md data flow 5, as ports. The acts
 * feature depends on these types only; the shipped implementations
 * (`simulators.ts`) read the API's own `sim_*` tables, seeded with demo data,
 * so every rule of spec/acts-domain.md 5 can be exercised end to end.
 */
export type Encumbrance = {
  id: string;
  kind: 'ban' | 'arrest' | 'restraint' | 'fine';
  amount: string | null;
  imposedAt: string;
  documentDate: string | null;
  documentNumber: string | null;
  documentName: string | null;
  official: string | null;
  organisation: string | null;
};

export type RegistryVehicle = {
  id: string;
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  bodyNumber: string;
  motorNumber: string | null;
  chassisNumber: string | null;
  make: string;
  colour: string | null;
  year: number | null;
  horsepower: number | null;
  country: string | null;
  ownerPins: string[];
};

export type VehicleLookup = { stateNumber?: string | null; techPassportSeries?: string | null; techPassportNumber?: string | null };

export type RegistryProperty = {
  id: string;
  cadastreNumber: string;
  propertyType: 'residential' | 'non_residential';
  address: string;
  area: string | null;
  livingArea: string | null;
  rooms: number | null;
  ownerPins: string[];
};

export type EnforcementDebt = { id: string; amount: string; paid: string; outstanding: string; document: string | null };

export abstract class VehicleRegistry {
  abstract find(em: EntityManager, lookup: VehicleLookup): Promise<RegistryVehicle | null>;
  /** Active bans, arrests, restraints and unpaid fines (acts-domain 5, ban search of acts-domain 2). */
  abstract encumbrances(em: EntityManager, vehicleId: string): Promise<Encumbrance[]>;
}

export abstract class Cadastre {
  abstract find(em: EntityManager, cadastreNumber: string): Promise<RegistryProperty | null>;
  abstract bans(em: EntityManager, propertyId: string): Promise<Encumbrance[]>;
}

export abstract class EnforcementBureau {
  /** Debts of a person not yet paid in full (acts-domain 5 "blocks continuation until paid in full"). */
  abstract openDebts(em: EntityManager, pin: string): Promise<EnforcementDebt[]>;
}

/** A legal entity of the tax registry (issue 13.2), by its 9-digit tax number (STIR). */
export type RegistryCompany = {
  inn: string;
  name: string;
  legalForm: LegalForm;
  directorPin: string | null;
  address: string;
  status: CompanyStatus;
  liquidatedAt: string | null;
};

export abstract class TaxRegistry {
  abstract findCompany(em: EntityManager, inn: string): Promise<RegistryCompany | null>;
}

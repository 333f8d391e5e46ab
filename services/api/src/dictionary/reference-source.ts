import { Injectable } from '@nestjs/common';
import { SERVICE_GROUPS, SERVICES, type ServiceData, type ServiceGroupData } from '../catalogue/catalogue.data.js';
import { buildDirectory, demoNotaryAccounts, type SeedOffice } from '../notaries/notaries.seed.js';
import { DISTRICTS, REGIONS, type DistrictRow, type RegionRow } from '../reference/regions.data.js';

/**
 * The ministry's reference data as an external system (DESIGN.md data flow
 * 5): territories, the notary-office directory and the services catalogue.
 * Act types come from `@notary/domain/act`, the one source of truth the apps
 * compile against, so they need no adapter.
 */
export abstract class ReferenceSource {
  /** A name for the refresh log ("which system the data came from"). */
  abstract readonly name: string;
  abstract regions(): Promise<readonly RegionRow[]>;
  abstract districts(): Promise<readonly DistrictRow[]>;
  abstract offices(): Promise<readonly SeedOffice[]>;
  abstract catalogue(): Promise<{ groups: readonly ServiceGroupData[]; services: readonly ServiceData[] }>;
}

/** The shipped adapter: the bundled copy of the dictionaries, the same data the demo seed starts from. */
@Injectable()
export class BundledReferenceSource extends ReferenceSource {
  readonly name = 'bundled';

  async regions(): Promise<readonly RegionRow[]> {
    return REGIONS;
  }

  async districts(): Promise<readonly DistrictRow[]> {
    return DISTRICTS;
  }

  async offices(): Promise<readonly SeedOffice[]> {
    return buildDirectory(demoNotaryAccounts()).offices;
  }

  async catalogue(): Promise<{ groups: readonly ServiceGroupData[]; services: readonly ServiceData[] }> {
    return { groups: SERVICE_GROUPS, services: SERVICES };
  }
}

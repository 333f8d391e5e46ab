import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CIVIL_REGISTRY } from './civil-registry.js';
import { SimulatedCivilRegistry } from './simulated-civil-registry.js';

/**
 * Provides `CIVIL_REGISTRY` to every module (acts need the deceased check and
 * kinship of acts-domain 5 as much as sign-in does). The shipped adapter is
 * the simulator; a real registry client would be bound here instead.
 */
@Global()
@Module({
  providers: [{ provide: CIVIL_REGISTRY, useFactory: (db: DataSource) => new SimulatedCivilRegistry(db), inject: [DataSource] }],
  exports: [CIVIL_REGISTRY],
})
export class CivilRegistryModule {}

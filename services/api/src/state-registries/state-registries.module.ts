import { Module } from '@nestjs/common';
import { SimulatedCadastre, SimulatedEnforcementBureau, SimulatedTaxRegistry, SimulatedVehicleRegistry } from './simulators.js';
import { Cadastre, EnforcementBureau, TaxRegistry, VehicleRegistry } from './state-registries.js';

/** Binds each registry port to its simulator; a real adapter replaces one line here. */
@Module({
  providers: [
    { provide: VehicleRegistry, useClass: SimulatedVehicleRegistry },
    { provide: Cadastre, useClass: SimulatedCadastre },
    { provide: EnforcementBureau, useClass: SimulatedEnforcementBureau },
    { provide: TaxRegistry, useClass: SimulatedTaxRegistry },
  ],
  exports: [VehicleRegistry, Cadastre, EnforcementBureau, TaxRegistry],
})
export class StateRegistriesModule {}

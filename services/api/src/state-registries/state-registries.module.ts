import { Module } from '@nestjs/common';
import { SimulatedCadastre, SimulatedEnforcementBureau, SimulatedVehicleRegistry } from './simulators.js';
import { Cadastre, EnforcementBureau, VehicleRegistry } from './state-registries.js';

/** Binds each registry port to its simulator; a real adapter replaces one line here. */
@Module({
  providers: [
    { provide: VehicleRegistry, useClass: SimulatedVehicleRegistry },
    { provide: Cadastre, useClass: SimulatedCadastre },
    { provide: EnforcementBureau, useClass: SimulatedEnforcementBureau },
  ],
  exports: [VehicleRegistry, Cadastre, EnforcementBureau],
})
export class StateRegistriesModule {}

import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { registriesSeeder } from './registries.seed.js';
import { VehicleRegistry, EnforcementBureau, Cadastre, TaxRegistry } from './state-registries.js';
import { DEMO_PERSONS, demoPin } from '../civil-registry/demo-persons.js';

// The demo data of the registry simulators: seeded in a transaction that is rolled back,
// so the shared test database keeps no demo rows.
describe('registry simulators seeded with demo data', () => {
  const api = useTestApi();

  it('answers bans, fines, co-owners, debts and companies through the adapters', async () => {
    const pinOf = (key: string) => demoPin(DEMO_PERSONS.find((p) => p.key === key)!);
    const seen: Record<string, unknown> = {};
    const seeding = api.app.get(DataSource).transaction(async (em) => {
      await registriesSeeder.run(em);
      const vehicles = api.app.get(VehicleRegistry);
      const nexia = await vehicles.find(em, { stateNumber: '30C789DE' });
      seen.nexia = (await vehicles.encumbrances(em, nexia!.id)).map((e) => e.kind);
      seen.malibuOwners = (await vehicles.find(em, { techPassportSeries: 'AAF', techPassportNumber: '2345678' }))?.ownerPins;
      const office = await api.app.get(Cadastre).find(em, '14:02:01:05:02:0310');
      seen.officeBans = (await api.app.get(Cadastre).bans(em, office!.id)).length;
      seen.debts = (await api.app.get(EnforcementBureau).openDebts(em, pinOf('islom'))).map((d) => d.outstanding);
      const taxes = api.app.get(TaxRegistry);
      seen.companies = [(await taxes.findCompany(em, '302345671'))?.directorPin, (await taxes.findCompany(em, '203444888'))?.status];
      throw new Error('rollback');
    });
    await expect(seeding).rejects.toThrow('rollback');
    expect(seen).toEqual({ nexia: ['ban'], malibuOwners: [pinOf('aziz'), pinOf('nilufar')], officeBans: 1, debts: ['2500000.00'], companies: [pinOf('aziz'), 'liquidated'] });
  });
});

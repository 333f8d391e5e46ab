import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../testing/app.js';
import { registriesSeeder } from './registries.seed.js';
import { VehicleRegistry, EnforcementBureau, Cadastre } from './state-registries.js';
import { DEMO_PERSONS, demoPin } from '../civil-registry/demo-persons.js';

// The demo data of the registry simulators: seeded in a transaction that is rolled back,
// so the shared test database keeps no demo rows.
describe('registry simulators seeded with demo data', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers bans, fines, co-owners and debts through the adapters', async () => {
    const pinOf = (key: string) => demoPin(DEMO_PERSONS.find((p) => p.key === key)!);
    await app
      .get(DataSource)
      .transaction(async (em) => {
        await registriesSeeder.run(em);
        const vehicles = app.get(VehicleRegistry);
        const nexia = await vehicles.find(em, { stateNumber: '30C789DE' });
        expect((await vehicles.encumbrances(em, nexia!.id)).map((e) => e.kind)).toEqual(['ban']);
        const malibu = await vehicles.find(em, { techPassportSeries: 'AAF', techPassportNumber: '2345678' });
        expect(malibu!.ownerPins).toEqual([pinOf('aziz'), pinOf('nilufar')]);
        const office = await app.get(Cadastre).find(em, '14:02:01:05:02:0310');
        expect(await app.get(Cadastre).bans(em, office!.id)).toHaveLength(1);
        expect(await app.get(EnforcementBureau).openDebts(em, pinOf('islom'))).toEqual([expect.objectContaining({ outstanding: '2500000.00' })]);
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
  });
});

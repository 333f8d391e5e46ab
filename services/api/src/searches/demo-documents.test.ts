import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { amountToWords } from '@notary/domain/words';
import { NotarialAct } from '../acts/act.entity.js';
import { demoNotaryAccounts, seedDirectory } from '../notaries/notaries.seed.js';
import { ActParty } from '../parties/party.entity.js';
import { upsertTerritories } from '../reference/reference.seed.js';
import { renderActDocument } from '../registration/act-document.js';
import { comparable } from '../registration/print-templates/index.js';
import { RegistrationRepository } from '../registration/registration.repository.js';
import { ActSubject } from '../subjects/subject.entity.js';
import { withFreshDatabase } from '../testing/fresh-database.js';
import { seedRegistries } from './registries.seed.js';
import { stableUuid } from '../notaries/notaries.seed.js';

class Rollback extends Error {}

// The demo sale is what a visitor opens first (README): its print form must be a whole document.
describe("the demo history's registered acts", () => {
  it('hold the vehicle, the sale price with words and the fees charged, so their print form is whole (an empty database of its own)', async () => {
    await expect(
      withFreshDatabase((ds) => ds.transaction(async (em) => {
        await upsertTerritories(em);
        await seedDirectory(em, demoNotaryAccounts());
        await seedRegistries(em, { powersOfAttorney: 5, otherActs: 5, inheritanceCases: 1 }, new Date('2026-11-25T07:00:00Z'));
        const id = stableUuid('registry-act:demo-sale');
        const act = await em.getRepository(NotarialAct).findOneByOrFail({ id });
        const parties = await em.getRepository(ActParty).find({ where: { actId: id } });
        const subjects = await em.getRepository(ActSubject).find({ where: { actId: id } });
        expect(subjects.map((s) => [s.stateNumber, s.price])).toEqual([['30D555AA', '98000000.00']]);
        // The card's registry rules find the sold car, still the seller's in the registry: no "not in the registry" alert.
        const [car] = (await em.query(`SELECT owner_pins FROM sim_vehicle WHERE state_number = '30D555AA'`)) as { owner_pins: string[] }[];
        expect(car?.owner_pins).toEqual([act.authorPin]);
        const facts = await new RegistrationRepository().printFacts(em, act);
        // FACTS.md: a vehicle sale's state duty is 3 BCV, 1 236 000 so'm.
        expect(facts.fees.stateDuty).toBe(123_600_000);
        const pdf = await renderActDocument({ act, parties, subjects, checkUrl: 'https://portal.test/search_notarial_act', ...facts }, 'oz');
        const text = comparable(spawnSync('pdftotext', ['-', '-'], { input: pdf }).stdout.toString('utf8'));
        expect(text).toContain('30D555AA');
        expect(text).toContain(comparable(amountToWords(9_800_000_000, 'oz')));
        expect(text).toContain('1 236 000');
        // No blank left where the act's data belongs (the subject of the sale, the fees).
        expect(text).not.toMatch(/to'laydi: _|boji — _|haq — _/);
        throw new Rollback();
      })),
    ).rejects.toBeInstanceOf(Rollback);
  });
});

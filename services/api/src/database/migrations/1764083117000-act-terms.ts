import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The act's term blocks (issue 13 part 2, spec/acts-domain.md 3 and 5): the
 * words version of the act's sum (a pledge's value, a lease's or rent's
 * payment, a deposit), which the API checks against the sum as it does a
 * vehicle's price and its words.
 */
export class ActTerms1764083117000 implements MigrationInterface {
  name = 'ActTerms1764083117000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act ADD COLUMN sum_words text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notarial_act DROP COLUMN sum_words`);
  }
}

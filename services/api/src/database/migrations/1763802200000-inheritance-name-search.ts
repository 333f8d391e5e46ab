import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inheritance search by name matches the beginnings of the name's words
 * (typing "karimov baxt" finds "Karimov Baxtiyor …") in either script, through
 * a full-text vector of the Latin and Cyrillic spellings with apostrophes and
 * the Cyrillic hard sign removed (G'ulomov = Gulomov, Тупроққалъа =
 * Тупроққала). Measured on 200 000 cases, its GIN index answers a two-word
 * name several times faster than the trigram index it replaces, whose
 * posting lists for common trigrams ("ov ", "eva") were long.
 */
export class InheritanceNameSearch1763802200000 implements MigrationInterface {
  name = 'InheritanceNameSearch1763802200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS inheritance_case_name_trgm`);
    await q.query(`ALTER TABLE inheritance_case DROP COLUMN name_search`);
    await q.query(`ALTER TABLE inheritance_case ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig,
        translate(lower(deceased_full_name || ' ' || deceased_full_name_cyr), 'ʻʼ‘’\`ъ' || chr(39), ''))
    ) STORED`);
    await q.query(`CREATE INDEX inheritance_case_name_tsv ON inheritance_case USING gin (name_tsv)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX inheritance_case_name_tsv`);
    await q.query(`ALTER TABLE inheritance_case DROP COLUMN name_tsv`);
    await q.query(`ALTER TABLE inheritance_case ADD COLUMN name_search text GENERATED ALWAYS AS (
      lower(translate(deceased_full_name || ' ' || deceased_full_name_cyr, 'ʻʼ‘’\`', repeat(chr(39), 5)))) STORED`);
    await q.query(`CREATE INDEX inheritance_case_name_trgm ON inheritance_case USING gin (name_search gin_trgm_ops)`);
  }
}

import * as v from 'valibot';
import { nullableString } from './primitives.js';

/**
 * A marriage or divorce record of the civil registry (spec/acts-domain.md 3
 * "Marriage and divorce records: register number, date, body"), as the spouse
 * consent (15003) offers it for the citizen to choose.
 */
export const CivilRecordEntry = v.object({
  kind: v.picklist(['marriage', 'divorce']),
  regnum: v.string(),
  /** yyyy-mm-dd */
  date: v.string(),
  body: v.string(),
  spousePin: nullableString,
  spouseName: v.string(),
});
export type CivilRecordEntry = v.InferOutput<typeof CivilRecordEntry>;

/** GET /api/notarial_act/:uuid/civil-records: the records of the act's author (the consenting spouse), newest first. */
export const ActCivilRecords = v.object({ records: v.array(CivilRecordEntry) });
export type ActCivilRecords = v.InferOutput<typeof ActCivilRecords>;

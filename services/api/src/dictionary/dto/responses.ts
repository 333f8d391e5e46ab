import * as v from 'valibot';
import { DICTIONARIES } from '../dictionary.service.js';

const CountsSchema = { inserted: v.number(), updated: v.number(), unchanged: v.number() };

export const DictionaryStatusSchema = v.object({
  dictionary: v.picklist(DICTIONARIES),
  count: v.number(),
  lastRefresh: v.nullable(v.object({ finishedAt: v.string(), source: v.string(), ...CountsSchema })),
});

export const DictionaryRefreshSchema = v.object({
  dictionary: v.picklist(DICTIONARIES),
  ok: v.boolean(),
  counts: v.optional(v.object(CountsSchema)),
  error: v.optional(v.string()),
});

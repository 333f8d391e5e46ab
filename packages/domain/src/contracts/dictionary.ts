import * as v from 'valibot';

/** The reference dictionaries an administrator refreshes (update_dict). */
export const DICTIONARIES = ['regions', 'districts', 'offices', 'act_types', 'catalogue'] as const;
export type Dictionary = (typeof DICTIONARIES)[number];

/** POST /api/dictionary/refresh (every dictionary when none is named). */
export const RefreshBody = v.object({
  dictionaries: v.optional(v.pipe(v.array(v.picklist(DICTIONARIES)), v.minLength(1), v.maxLength(DICTIONARIES.length * 2)), [...DICTIONARIES]),
});
export type RefreshBody = v.InferOutput<typeof RefreshBody>;

const Counts = { inserted: v.number(), updated: v.number(), unchanged: v.number() };

export const DictionaryStatus = v.object({
  dictionary: v.picklist(DICTIONARIES),
  count: v.number(),
  lastRefresh: v.nullable(v.object({ finishedAt: v.string(), source: v.string(), ...Counts })),
});
export type DictionaryStatus = v.InferOutput<typeof DictionaryStatus>;

export const DictionaryRefresh = v.object({
  dictionary: v.picklist(DICTIONARIES),
  ok: v.boolean(),
  counts: v.optional(v.object(Counts)),
  error: v.optional(v.string()),
});
export type DictionaryRefresh = v.InferOutput<typeof DictionaryRefresh>;

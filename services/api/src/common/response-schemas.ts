import * as v from 'valibot';

/** A text in the portal's three languages (Uzbek Latin, Uzbek Cyrillic, Russian), as the answers carry it. */
export const LocalisedSchema = v.object({ oz: v.string(), uz: v.string(), ru: v.string() });
export const LocalisedListSchema = v.object({ oz: v.array(v.string()), uz: v.array(v.string()), ru: v.array(v.string()) });

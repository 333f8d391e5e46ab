import * as v from 'valibot';
import { requiredText } from './primitives.js';

/** POST/PATCH /api/notarial_act/:uuid/notes[/:noteId] */
export const NoteInput = v.object({ text: requiredText(4000) });
export type NoteInput = v.InferOutput<typeof NoteInput>;

export const Note = v.looseObject({
  id: v.string(),
  actId: v.string(),
  authorId: v.string(),
  authorName: v.nullable(v.string()),
  text: v.string(),
  history: v.array(v.object({ text: v.string(), at: v.string(), by: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Note = v.InferOutput<typeof Note>;

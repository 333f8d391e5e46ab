/**
 * Threshold on the cosine similarity between the best shot's embedding and
 * the registry photo's (Human's face embedding, shared/MEASURED.md "Faces"):
 *
 *   same person     median 0.87, min 0.64 (24 people, good frames);
 *                   cap12~cap13 (same man, two videos) min 0.74
 *   different people median 0.39, max 0.70; different men of the fixtures max 0.59
 *
 * 0.64 accepts every same-person pair measured on good frames, so an honest
 * citizen is not turned away, while rejecting all but the extreme tail of
 * different-person pairs (the rare look-alike between 0.64 and 0.70). That
 * tail is acceptable here because the face is the second factor: an impostor
 * must also hold the person's passport series and number and pin, and pass an
 * active liveness challenge. A higher bar (0.70, no measured impostor) would
 * reject a real share of genuine sign-ins, and dark or overexposed frames
 * already pull genuine scores down to 0.56–0.79, which is why the face-check
 * service picks a quality-checked best shot.
 */
export const FACE_MATCH_THRESHOLD = 0.64;

/** Cosine similarity of two embeddings; 0 when they cannot be compared (different lengths, zero vectors). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export function isSameFace(a: readonly number[], b: readonly number[]): { similarity: number; isMatch: boolean } {
  const similarity = cosineSimilarity(a, b);
  return { similarity, isMatch: similarity >= FACE_MATCH_THRESHOLD };
}

import { cosineSimilarity } from '@notary/face-check/token';

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

export function isSameFace(a: readonly number[], b: readonly number[]): { similarity: number; isMatch: boolean } {
  const similarity = cosineSimilarity(a, b);
  return { similarity, isMatch: similarity >= FACE_MATCH_THRESHOLD };
}

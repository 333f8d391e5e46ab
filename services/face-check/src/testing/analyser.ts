import { createHash } from 'node:crypto';
import { createAnalyser, type Analyser } from '../analysis/analyser.js';
import type { AnalyseOptions, FaceCrop, FrameAnalysis } from '../analysis/types.js';

let shared: Promise<Analyser> | null = null;
const memo = new Map<string, Promise<FrameAnalysis>>();

/** One in-process analyser per test file (loading Human costs ≈ 1 s). */
export function analyser(): Promise<Analyser> {
  shared ??= createAnalyser();
  return shared;
}

/** The embedding of a face crop, in the same in-process analyser. */
export async function embed(crop: FaceCrop): Promise<number[]> {
  return (await (await analyser()).embed(crop)).embedding;
}

/**
 * Analyses a JPEG, remembering the result: the models are deterministic, and
 * a still photo shown for many frames should cost one analysis, not forty.
 */
export async function analyse(jpeg: Uint8Array, options: AnalyseOptions = { embedding: false }): Promise<FrameAnalysis> {
  const key = `${createHash('sha1').update(jpeg).digest('hex')}:${options.embedding}:${options.crop ?? false}`;
  let result = memo.get(key);
  if (!result) {
    result = analyser().then((a) => a.analyse(jpeg, options));
    memo.set(key, result);
  }
  return result;
}

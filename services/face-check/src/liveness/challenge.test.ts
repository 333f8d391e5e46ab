/**
 * The liveness challenge on real frames (development-only fixtures, see
 * scripts/fixtures.mjs): a recorded person closing and opening the eyes
 * passes; a still photo, a photo moved about, and a different person
 * appearing mid-session do not. Each fixture runs twice, with the embedding
 * within the frame and as the service runs it (from the frame's face crop,
 * after the frame's answer), with the same decisions.
 */
import { describe, expect, it } from 'vitest';
import { frame } from '../testing/fixtures.js';
import { analyse, embed } from '../testing/analyser.js';
import * as t from '../testing/transforms.js';
import { iou } from '../analysis/measure.js';
import { LIVENESS_LIMITS, LivenessTracker, type ChallengeKind, type TrackerStep } from './tracker.js';
import { cosineSimilarity } from '@notary/face-check/token';

const CADENCE = 300;

type Run = { steps: TrackerStep[]; outcome: TrackerStep['outcome']; failures: string[]; tracker: LivenessTracker };

/**
 * Feeds frames at the client's 300 ms cadence, asking for embeddings when the
 * tracker wants them: within the frame's analysis, or (`deferred`, as the
 * service runs) from the frame's face crop as a task of its own, the frame
 * first answered from `preview`.
 */
async function once(plan: ChallengeKind[], frames: Buffer[], deferred: boolean): Promise<Run & { embeddings: number }> {
  const tracker = new LivenessTracker({ plan: () => [...plan] });
  const steps: TrackerStep[] = [];
  let embeddings = 0;
  for (const [i, jpeg] of frames.entries()) {
    const wants = tracker.wantsEmbedding();
    let analysis = await analyse(jpeg, deferred ? { embedding: false, crop: wants } : { embedding: wants });
    if (deferred && analysis.faceCrop) {
      // A copy: the analysis is remembered for other frames.
      const { faceCrop, ...rest } = analysis;
      analysis = { ...rest, faces: rest.faces.map((f) => ({ ...f })) };
      const face = analysis.faces[0];
      if (face && tracker.preview(analysis, i * CADENCE, i + 1).needsEmbedding) {
        face.embedding = await embed(faceCrop);
        embeddings += 1;
      }
    }
    if (wants && !deferred) embeddings += 1;
    const step = tracker.update(analysis, i * CADENCE, i + 1);
    steps.push(step);
    if (step.outcome) break;
  }
  return { steps, outcome: steps.at(-1)?.outcome, failures: steps.flatMap((s) => (s.failure ? [s.failure] : [])), tracker, embeddings };
}

/** Both ways; the decisions must be the same, step by step (issue 17.5). */
async function run(plan: ChallengeKind[], frames: Buffer[]): Promise<Run> {
  const inFrame = await once(plan, frames, false);
  const deferred = await once(plan, frames, true);
  expect(deferred.steps).toEqual(inFrame.steps);
  expect(deferred.embeddings).toBeLessThanOrEqual(inFrame.embeddings);
  return deferred;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** franck 0–15 s at one frame per 300 ms: eyes open, closed in frames 32–37 (9.3–10.8 s), open again. */
const franck = (from: number, to: number) => range(from, to).map((n) => frame('franck', n));

describe('the eyes challenge on a recorded face', () => {
  it('passes when the person closes and then opens the eyes', async () => {
    const { outcome, steps, failures } = await run(['eyes'], franck(22, 48));
    expect(failures).toEqual([]);
    expect(outcome).toMatchObject({ passed: true });
    const codes = steps.flatMap((s) => s.errors);
    // The person was asked to close (62) and then open (61) the eyes.
    expect(codes).toContain(62);
    expect(codes).toContain(61);
    if (!outcome?.passed) throw new Error('expected the check to pass');
    expect(outcome.bestShot.embedding).toHaveLength(1024);
    expect(Math.abs(outcome.bestShot.face.yaw)).toBeLessThan(10);
  });

  it('does not pass when the eyes never close (a still photo)', async () => {
    const still = frame('cap12', 20);
    const { outcome, failures } = await run(['eyes'], Array.from({ length: 120 }, () => still));
    expect(outcome).toEqual({ passed: false, reason: expect.stringMatching(/close_eyes not done in time/) });
    expect(failures).toHaveLength(3);
  });
});

describe('a photo moved about in front of the camera', () => {
  // Shifted, nearer, farther, tilted: what a hand holding a printed photo does.
  const moves: [number, number, number, number][] = [
    [0, 0, 1, 0],
    [-40, 0, 1, 0],
    [-80, 10, 1, -6],
    [-60, 20, 1.15, -10],
    [0, 20, 1.25, 0],
    [60, 10, 1.15, 8],
    [90, 0, 1, 12],
    [40, -10, 0.9, 4],
  ];
  const movedFrames = async () => {
    const base = frame('cap12', 20);
    const out: Buffer[] = [];
    for (const [dx, dy, z, r] of moves) {
      let f = await t.shift(base, dx, dy);
      if (z !== 1) f = await t.zoom(f, z);
      if (r !== 0) f = await t.rotate(f, r);
      out.push(f);
    }
    return out;
  };

  it.each<[ChallengeKind]>([['left'], ['right'], ['eyes']])('does not perform "%s"', async (kind) => {
    const distinct = await movedFrames();
    // Back and forth through the positions for 30 s.
    const frames = Array.from({ length: 100 }, (_, i) => distinct[i % distinct.length] as Buffer);
    const { outcome, steps } = await run([kind], frames);
    // The photo was accepted as a face and challenged, and never got past the step.
    expect(steps.some((s) => s.challenge !== null)).toBe(true);
    expect(outcome?.passed ?? false).toBe(false);
    expect(steps.some((s) => s.phase === 'finishing')).toBe(false);
  });
});

describe('a different person mid-session', () => {
  it('fails when another face, placed where the first one was, finishes the challenge', async () => {
    // cap12 (one man) holds still for the baseline; then franck (another man),
    // scaled and shifted so that his face box overlaps cap12's, closes and opens his eyes.
    const cap12 = await analyse(frame('cap12', 20));
    const franck25 = await analyse(frame('franck', 25));
    const a = cap12.faces[0]?.box;
    const b = franck25.faces[0]?.box;
    if (!a || !b) throw new Error('fixtures without a face');
    const scale = a.width / b.width;
    const aligned = async (n: number) => {
      const z = await t.zoom(frame('franck', n), scale);
      // Zoom is about the centre: move franck's face centre onto cap12's.
      const cx = 320 + (b.x + b.width / 2 - 320) * scale;
      const cy = 240 + (b.y + b.height / 2 - 240) * scale;
      return t.shift(z, Math.round(a.x + a.width / 2 - cx), Math.round(a.y + a.height / 2 - cy));
    };
    const swapped = [...range(18, 23).map((n) => frame('cap12', n)), ...(await Promise.all(range(30, 46).map(aligned)))];
    // At the swap the box stays within the same-face rules (overlap, size): the jump rule cannot decide this case.
    const before = (await analyse(frame('cap12', 23))).faces[0]?.box;
    const after = (await analyse(await aligned(30))).faces[0]?.box;
    if (!before || !after) throw new Error('no face at the swap');
    expect(iou(before, after)).toBeGreaterThan(LIVENESS_LIMITS.minIou + 0.2);
    expect(Math.max(after.width / before.width, before.width / after.width)).toBeLessThan(LIVENESS_LIMITS.maxSizeRatio);
    const { outcome, failures } = await run(['eyes'], swapped);
    expect(outcome?.passed ?? false).toBe(false);
    // The boxes overlap from frame to frame (no jump): it is the embedding that tells the two men apart.
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^another person/);

    const e1 = (await analyse(frame('cap12', 20), { embedding: true })).faces[0]?.embedding ?? [];
    const e2 = (await analyse(await aligned(40), { embedding: true })).faces[0]?.embedding ?? [];
    expect(cosineSimilarity(e1, e2)).toBeLessThan(0.7);
  });
});

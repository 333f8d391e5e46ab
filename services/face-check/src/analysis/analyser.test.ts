/**
 * Memory over many frames: a worker analyses thousands of frames in its life,
 * so one leaked tensor per frame would grow it without bound. The bench
 * prints RSS (which grows 20–50 MiB over the first frames as the allocator
 * warms up, then stays: docs/face-check.md); what must not grow at all is
 * the number of live tensors, which this asserts over a few hundred frames
 * of every kind a session sends.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtures, frame } from '../testing/fixtures.js';
import * as t from '../testing/transforms.js';
import { createAnalyser } from './analyser.js';

// A tensor leaked per frame, or per frame of one kind, shows as growth between any two
// checkpoints; 96 frames hold each kind several times (garbage at 37 and 74, no face at
// 23…92, two faces at 19…95) and check four times, at a third of the 240 frames' cost.
const FRAMES = 96;
const CHECK_EVERY = 24;

describe('the analyser over many frames', () => {
  it(`keeps the same number of live tensors over ${FRAMES} frames`, async () => {
    const analyser = await createAnalyser();
    const faces = [...Array.from({ length: 40 }, (_, i) => frame('cap12', 20 + i)), ...Array.from({ length: 30 }, (_, i) => frame('franck', 20 + i))];
    const group = readFileSync(fixtures().media.samples[4] as string);
    const twoFaces = await t.paste(frame('cap12', 20), group, { left: 1060, top: 170, width: 300, height: 330 }, { left: 20, top: 140, width: 180 });
    const noFace = await t.greyFrame();
    const notJpeg = Buffer.from('not a jpeg at all');
    // Every kind of frame: faces with and without the embedding and passive scores, two faces, none, garbage.
    const next = async (i: number) => {
      if (i % 37 === 0) return analyser.analyse(notJpeg, { embedding: false }).then(() => Promise.reject(new Error('a bad frame was analysed')), (error: Error) => {
          if (error.name !== 'BadFrameError') throw error;
        });
      if (i % 23 === 0) return analyser.analyse(noFace, { embedding: i % 2 === 0 });
      if (i % 19 === 0) return analyser.analyse(twoFaces, { embedding: true, passive: true });
      const embedding = i % 6 === 0;
      return analyser.analyse(faces[i % faces.length] as Buffer, { embedding, passive: embedding });
    };
    // Warm-up: each kind once, so lazily created tensors (if any) exist before counting.
    for (const i of [1, 6, 19, 23, 37, 46]) await next(i);
    expect((await analyser.analyse(twoFaces, { embedding: false })).faces).toHaveLength(2);
    const start = analyser.tensors();
    const counts: number[] = [];
    for (let i = 1; i <= FRAMES; i += 1) {
      await next(i);
      if (i % CHECK_EVERY === 0) counts.push(analyser.tensors());
    }
    expect(start).toBeGreaterThan(0);
    expect(counts).toEqual(Array.from({ length: FRAMES / CHECK_EVERY }, () => start));
  }, 240_000);
});

/**
 * Guidance codes (spec/shell.md 8) on real frames altered the way a camera
 * or a person alters them, plus the pose codes on measurements (the fixture
 * videos never turn or nod far enough for them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FaceMeasurement, FrameAnalysis } from '../analysis/types.js';
import { analyse } from '../testing/analyser.js';
import { fixtures, frame } from '../testing/fixtures.js';
import * as t from '../testing/transforms.js';
import { faceCodes, guidance } from './guidance.js';

const codesOf = async (jpeg: Buffer) => guidance(await analyse(jpeg));

describe('guidance on real frames', () => {
  const cap12 = () => frame('cap12', 20);
  const franck = () => frame('franck', 25);

  it('has nothing to say about a good frontal frame', async () => {
    expect(await codesOf(cap12())).toEqual([]);
    expect(await codesOf(franck())).toEqual([]);
  });

  it('asks to point the camera at a face (8), and for light first when it is dark (5)', async () => {
    expect(await codesOf(await t.greyFrame())).toEqual([8]);
    expect(await codesOf(await t.exposure(await t.greyFrame(), 0.2))).toEqual([5, 8]);
    expect(await codesOf(await t.exposure(await t.greyFrame(), 1.9))).toEqual([4, 8]);
  });

  it('wants exactly one face (9)', async () => {
    // A second person's face pasted beside cap12's, and a group photo.
    const group = readFileSync(fixtures().media.samples[4] as string);
    const twoFaces = await t.paste(cap12(), group, { left: 1060, top: 170, width: 300, height: 330 }, { left: 20, top: 140, width: 180 });
    expect(await codesOf(twoFaces)).toEqual([9]);
    expect(await codesOf(group)).toEqual([9]);
  });

  it.each([
    { name: 'darkened', alter: (f: Buffer) => t.exposure(f, 0.25), code: 5 },
    { name: 'brightened', alter: (f: Buffer) => t.exposure(f, 2.5, 60), code: 4 },
    { name: 'lit from one side', alter: (f: Buffer) => t.sideLight(f, 'left', 0.3), code: 6 },
    { name: 'blurred', alter: (f: Buffer) => t.blur(f, 3), code: 3 },
    { name: 'far away', alter: (f: Buffer) => t.zoom(f, 0.3), code: 13 },
    { name: 'a little far', alter: (f: Buffer) => t.zoom(f, 0.45), code: 12 },
    { name: 'too near', alter: (f: Buffer) => t.zoom(f, 2.5), code: 38 },
  ])('$name → $code', async ({ alter, code }) => {
    expect((await codesOf(await alter(cap12())))[0]).toBe(code);
    expect((await codesOf(await alter(franck())))[0]).toBe(code);
  });

  // The frame's left is the person's right (the preview is mirrored).
  it.each([
    ['on the frame’s left: camera more right', -200, 0, 17],
    ['on the frame’s right: camera more left', 200, 0, 15],
    ['high in the frame: camera higher', 0, -150, 16],
    ['low in the frame: camera lower', 0, 150, 14],
  ])('face %s (%i, %i) → %i', async (_, dx, dy, code) => {
    expect(await codesOf(await t.shift(cap12(), dx, dy))).toContain(code);
  });

  it('sees a tilted head (21/22)', async () => {
    // Rotating the picture clockwise lowers the person's left eye: tilted to their left.
    expect(await codesOf(await t.rotate(cap12(), 25))).toContain(22);
    expect(await codesOf(await t.rotate(cap12(), -25))).toContain(21);
  });

  it('sees closed eyes (51)', async () => {
    expect(await codesOf(frame('franck', 34))).toEqual([51]);
  });
});

describe('guidance on measurements', () => {
  const face: FaceMeasurement = {
    box: { x: 240, y: 150, width: 170, height: 210 },
    score: 1,
    yaw: 0,
    pitch: 0,
    roll: 0,
    noseX: 0,
    noseY: 0.4,
    eyeLeft: 0.33,
    eyeRight: 0.33,
    faceAspect: 0.8,
    interocular: 100,
    gazeStrength: 0.08,
    brightness: 120,
    overexposed: 0,
    underexposed: 0,
    unevenness: 0.1,
    sharpness: 0.08,
  };
  const frameOf = (f: Partial<FaceMeasurement>, size = { width: 640, height: 480 }): FrameAnalysis => ({ ...size, brightness: 120, faces: [{ ...face, ...f }], ms: 0 });

  it.each([
    [{ yaw: -25 }, 19],
    [{ yaw: 25 }, 20],
    [{ pitch: 25 }, 23],
    [{ pitch: -25 }, 24],
    [{ roll: 20 }, 22],
    [{ roll: -20 }, 21],
    [{ gazeStrength: 0.5 }, 63],
    [{ score: 0.6 }, 33],
  ])('%o → %i', (change, code) => {
    expect(guidance(frameOf(change))).toEqual([code]);
  });

  it('asks for a better frame when the camera sends less than 320×240 (30)', () => {
    expect(guidance(frameOf({}, { width: 160, height: 120 }))).toEqual([30]);
  });

  it('orders several problems by importance', () => {
    expect(faceCodes({ ...face, brightness: 30, yaw: 30, eyeLeft: 0.05, eyeRight: 0.05 }, { width: 640, height: 480 })).toEqual([5, 20, 51]);
  });
});

import { describe, expect, it } from 'vitest';
import { landmarks } from '../testing/synthetic-face.js';
import { frameBrightness, iou, meshGeometry, regionStats, type Pixels } from './measure.js';

describe('meshGeometry on synthetic landmarks', () => {
  const frontal = meshGeometry(landmarks({}));

  it('measures a frontal face', () => {
    expect(frontal.noseX).toBeCloseTo(0, 6);
    expect(frontal.roll).toBeCloseTo(0, 6);
    expect(frontal.eyeLeft).toBeCloseTo(frontal.eyeRight, 6);
    expect(frontal.eyeLeft).toBeGreaterThan(0.3);
    expect(frontal.interocular).toBeCloseTo(90 * 1.6, 6);
  });

  it('moves the nose against the eyes when the head turns', () => {
    // Turned to the person's right, the nose goes to the frame's left (noseX < 0), as in the fixture video.
    expect(meshGeometry(landmarks({ yaw: 20 })).noseX).toBeLessThan(-0.12);
    expect(meshGeometry(landmarks({ yaw: -20 })).noseX).toBeGreaterThan(0.12);
    expect(Math.abs(meshGeometry(landmarks({ yaw: 20 })).noseX)).toBeGreaterThan(Math.abs(meshGeometry(landmarks({ yaw: 10 })).noseX));
  });

  it('does not change when a picture of the face is moved, scaled or rotated in the image', () => {
    for (const pose of [{ x: 100 }, { y: 400, scale: 0.7 }, { scale: 3 }, { roll: 25 }, { roll: -15, x: 500, scale: 1.1 }]) {
      const g = meshGeometry(landmarks(pose));
      expect(g.noseX).toBeCloseTo(frontal.noseX, 9);
      expect(g.noseY).toBeCloseTo(frontal.noseY, 9);
      expect(g.eyeLeft).toBeCloseTo(frontal.eyeLeft, 9);
      expect(g.faceAspect).toBeCloseTo(frontal.faceAspect, 9);
    }
    expect(meshGeometry(landmarks({ roll: 25 })).roll).toBeCloseTo(25, 6);
  });

  it('gives a flat picture turned away no nose shift, only foreshortening', () => {
    const turned = meshGeometry(landmarks({ flat: true, yaw: 35 }));
    expect(Math.abs(turned.noseX)).toBeLessThan(0.01);
    const tilted = meshGeometry(landmarks({ flat: true, pitch: 45 }));
    // Tilting a picture narrows the eyes and shortens the face alike.
    expect(tilted.eyeLeft / frontal.eyeLeft).toBeCloseTo(Math.cos(Math.PI / 4), 1);
    expect(tilted.faceAspect / frontal.faceAspect).toBeLessThan(0.85);
  });

  it('measures the eyes closing', () => {
    const shut = meshGeometry(landmarks({ eyes: 0.2 }));
    expect(shut.eyeLeft / frontal.eyeLeft).toBeCloseTo(0.2, 6);
    expect(shut.faceAspect).toBeCloseTo(frontal.faceAspect, 9);
  });
});

function pixels(width: number, height: number, value: (x: number, y: number) => number): Pixels {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.fill(value(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { data, width, height, channels: 3 };
}

describe('regionStats', () => {
  const box = { x: 0, y: 0, width: 200, height: 200 };

  it('finds no detail in a flat region and much in a fine pattern', () => {
    expect(regionStats(pixels(200, 200, () => 120), box, 100)).toMatchObject({ brightness: 120, sharpness: 0, unevenness: 0 });
    const fine = regionStats(pixels(200, 200, (x, y) => ((x >> 1) + (y >> 1)) % 2 ? 200 : 60), box, 100);
    const coarse = regionStats(pixels(200, 200, (x, y) => ((x >> 4) + (y >> 4)) % 2 ? 200 : 60), box, 100);
    expect(fine.sharpness).toBeGreaterThan(coarse.sharpness);
  });

  it('measures brightness, clipping and side imbalance', () => {
    const s = regionStats(pixels(200, 200, (x) => (x < 100 ? 10 : 255)), box, 100);
    expect(s.underexposed).toBeGreaterThan(0.3);
    expect(s.overexposed).toBeGreaterThan(0.3);
    expect(s.unevenness).toBeGreaterThan(0.9);
    expect(frameBrightness(pixels(40, 40, () => 77))).toBeCloseTo(77, 6);
  });
});

describe('iou', () => {
  it('is 1 for the same box, 0 for disjoint ones, in between otherwise', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(iou(a, a)).toBe(1);
    expect(iou(a, { x: 20, y: 0, width: 10, height: 10 })).toBe(0);
    expect(iou(a, { x: 5, y: 0, width: 10, height: 10 })).toBeCloseTo(1 / 3, 9);
  });
});

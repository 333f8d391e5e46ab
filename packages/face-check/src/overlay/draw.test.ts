import { describe, expect, it } from 'vitest';
import { GUIDE_ICON_OFFSET, GUIDE_ICON_SIZE, type FaceCheckStats } from '../protocol/index.js';
import { arrowFor, arrowPath, drawOverlay, mapFaceRect, type Context2D } from './index.js';

function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const ctx = new Proxy(
    { strokeStyle: '', fillStyle: '', lineWidth: 1, font: '', textAlign: 'start', textBaseline: 'alphabetic' } as Record<string, unknown>,
    {
      get(target, key: string) {
        if (key in target) return target[key];
        return (...args: unknown[]) => {
          calls.push([key, ...args]);
          return key === 'measureText' ? { width: 100 } : undefined;
        };
      },
      set(target, key: string, value) {
        target[key] = value;
        calls.push([`set ${key}`, value]);
        return true;
      },
    },
  );
  return { ctx: ctx as unknown as Context2D, calls };
}

const stats = (errors: number[], faceRect: FaceCheckStats['details']['faceFramePosition']['faceRect']): FaceCheckStats => ({
  type: 'STATS',
  seq: 1,
  isOk: errors.length === 0,
  errors,
  details: { faceFramePosition: { faceRect }, frame: { width: 640, height: 480 }, phase: 'positioning', challenge: null },
});

describe('mapFaceRect', () => {
  it('mirrors x for the mirrored preview', () => {
    const rect = { x: 100, y: 50, width: 200, height: 220 };
    expect(mapFaceRect(rect, { width: 640, height: 480 }, { width: 640, height: 480 })).toEqual({ x: 340, y: 50, width: 200, height: 220 });
    expect(mapFaceRect(rect, { width: 640, height: 480 }, { width: 640, height: 480 }, { mirrored: false })).toEqual(rect);
  });

  it('follows object-fit cover and contain', () => {
    const rect = { x: 0, y: 0, width: 640, height: 480 };
    // A 4:3 frame in a 16:9 box: cover scales to the width and crops top and bottom.
    expect(mapFaceRect(rect, { width: 640, height: 480 }, { width: 1280, height: 720 }, { mirrored: false })).toEqual({ x: 0, y: -120, width: 1280, height: 960 });
    expect(mapFaceRect(rect, { width: 640, height: 480 }, { width: 1280, height: 720 }, { mirrored: false, fit: 'contain' })).toEqual({ x: 160, y: 0, width: 960, height: 720 });
  });
});

describe('arrows', () => {
  it('points where the person must act, as seen in the mirror', () => {
    expect([14, 15, 16, 17].map((c) => arrowFor(c))).toEqual(['down', 'left', 'up', 'right']);
    expect([19, 20, 64, 65, 23, 24].map((c) => arrowFor(c))).toEqual(['right', 'left', 'right', 'left', 'up', 'down']);
    expect(arrowFor(17, false)).toBe('left');
    expect(arrowFor(3)).toBeNull();
  });

  it('draws a 45 px icon 60 px outside the face frame', () => {
    const rect = { x: 200, y: 100, width: 200, height: 200 };
    const right = arrowPath(rect, 'right');
    const xs = right.map(([x]) => x);
    const ys = right.map(([, y]) => y);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(GUIDE_ICON_SIZE);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(GUIDE_ICON_SIZE);
    expect((Math.max(...xs) + Math.min(...xs)) / 2).toBe(400 + GUIDE_ICON_OFFSET);
  });
});

describe('drawOverlay', () => {
  const view = { width: 640, height: 480 };

  it('draws the frame, one arrow per direction and the first hint at 18px', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, view, { stats: stats([17, 62], { x: 100, y: 100, width: 200, height: 200 }), locale: 'ru' });
    expect(calls.find((c) => c[0] === 'strokeRect')).toEqual(['strokeRect', 340, 100, 200, 200]);
    expect(calls.filter((c) => c[0] === 'fill')).toHaveLength(1);
    expect(calls).toContainEqual(['set font', '18px sans-serif']);
    expect(calls.find((c) => c[0] === 'fillText')?.[1]).toBe('Сдвиньте камеру правее');
  });

  it('shows only the hint without a face, and "error: code N" for codes without one', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, view, { stats: stats([10], null), locale: 'oz' });
    expect(calls.some((c) => c[0] === 'strokeRect')).toBe(false);
    expect(calls.find((c) => c[0] === 'fillText')?.[1]).toBe('error: code 10');
  });

  it('draws a green frame and no hint once ok', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, view, { stats: stats([62], { x: 0, y: 0, width: 10, height: 10 }), locale: 'uz', isOk: true });
    expect(calls).toContainEqual(['set strokeStyle', '#2fb344']);
    expect(calls.some((c) => c[0] === 'fillText')).toBe(false);
  });

  it('only clears before the first STATS', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, view, { stats: null, locale: 'kaa' });
    expect(calls).toEqual([['clearRect', 0, 0, 640, 480]]);
  });
});

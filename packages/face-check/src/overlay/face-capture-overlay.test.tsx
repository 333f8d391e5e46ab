// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaceCheckError } from '../client/index.js';
import type { FaceCheckStats } from '../protocol/index.js';
import { FaceCapture, FaceCaptureOverlay } from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stats: FaceCheckStats = {
  type: 'STATS',
  seq: 1,
  isOk: false,
  errors: [62],
  details: { faceFramePosition: { faceRect: { x: 100, y: 80, width: 200, height: 240 } }, frame: { width: 640, height: 480 }, phase: 'challenge', challenge: null },
};

let container: HTMLDivElement;
let root: Root;
let frames: FrameRequestCallback[];
const texts: string[] = [];

beforeEach(() => {
  frames = [];
  texts.length = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', vi.fn<(id: number) => void>());
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) =>
      key in target ? target[key] : (...args: unknown[]) => (key === 'measureText' ? { width: 50 } : key === 'fillText' ? void texts.push(String(args[0])) : undefined),
    set: (target, key: string, value) => ((target[key] = value), true),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function runFrame() {
  const callbacks = frames;
  frames = [];
  for (const cb of callbacks) cb(performance.now());
}

describe('FaceCaptureOverlay', () => {
  it('redraws on every animation frame until the check is ok, then stops', () => {
    act(() => root.render(<FaceCaptureOverlay stats={stats} locale="ru" />));
    expect(container.querySelector('canvas')).not.toBeNull();
    for (let i = 0; i < 3; i += 1) runFrame();
    expect(frames).toHaveLength(1);
    expect(texts).toEqual(['Закройте глаза', 'Закройте глаза', 'Закройте глаза']);

    act(() => root.render(<FaceCaptureOverlay stats={stats} locale="ru" isOk />));
    expect(cancelAnimationFrame).toHaveBeenCalled();
    frames = [];
    runFrame();
    expect(frames).toHaveLength(0);
  });

  it('draws the newest STATS and locale', () => {
    act(() => root.render(<FaceCaptureOverlay stats={stats} locale="ru" />));
    act(() => root.render(<FaceCaptureOverlay stats={{ ...stats, errors: [65] }} locale="oz" />));
    runFrame();
    expect(texts.at(-1)).toBe('Boshingizni chapga buring');
  });
});

describe('FaceCapture', () => {
  it('reports a camera error when the page has no camera API', async () => {
    const onError = vi.fn<(error: unknown) => void>();
    await act(async () => {
      root.render(<FaceCapture auth={{ pin: '12345678901234', passserial: 'AA', passnum: '1234567' }} locale="oz" onResult={vi.fn<() => void>()} onError={onError} />);
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(FaceCheckError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'camera', cameraError: 'unknown' });
    expect(container.querySelector('video')?.style.transform).toBe('scaleX(-1)');
  });
});

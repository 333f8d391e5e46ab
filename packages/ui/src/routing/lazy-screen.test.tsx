import { CHUNK_TIMEOUT_MS } from '@notary/domain/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ChunkLoadError, lazyPart, lazyScreen, loadWithTimeout } from './lazy-screen.tsx';

function StatisticsScreen() {
  return <h1>statistics</h1>;
}

/** A chunk that arrives only when the test says so. */
function deferredChunk() {
  let resolve!: (screen: ComponentType) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<ComponentType>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await activateLocale('oz');
});

describe('loadWithTimeout (spec/shell.md 9: screen chunk loading time-out 120 s)', () => {
  it('rejects with a time-out once 120 s pass without the chunk', async () => {
    const outcome = loadWithTimeout(() => new Promise<never>(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).isTimeout).toBe(true);
  });

  it('wraps a failed import and clears its timer after a load', async () => {
    const failure = await loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).isTimeout).toBe(false);
    expect(await loadWithTimeout(() => Promise.resolve(7))).toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('lazyScreen', () => {
  it('shows a loader, then after 120 s a translated error whose retry loads the screen again', async () => {
    await activateLocale('ru');
    const first = deferredChunk();
    const load = vi.fn<() => Promise<ComponentType>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce(StatisticsScreen);
    const Screen = lazyScreen(load);
    renderRoutes([{ path: '/statistics', element: <Screen /> }], '/statistics');

    await advance(CHUNK_TIMEOUT_MS - 1);
    expect(screen.getByTestId('screen-loading')).toBeTruthy();
    expect(screen.queryByTestId('screen-load-error')).toBeNull();

    await advance(1);
    const alert = screen.getByTestId('screen-load-error');
    expect(alert.textContent).toContain('Не удалось загрузить страницу');
    expect(alert.textContent).not.toContain("Sahifani yuklab bo'lmadi");
    // The first chunk arriving late changes nothing: the retry is what loads it.
    first.resolve(StatisticsScreen);
    await advance(0);
    expect(screen.queryByRole('heading', { name: 'statistics' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await advance(0);
    expect(screen.getByRole('heading', { name: 'statistics' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed import shows the error at once, without waiting for the time-out', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    await advance(0);
    expect(screen.getByTestId('screen-load-error').textContent).toContain("Sahifani yuklashda xatolik yuz berdi");
  });

  it("leaves a loaded screen's own errors to the router", async () => {
    function Broken(): never {
      throw new Error('a bug in the screen');
    }
    const Screen = lazyScreen(() => Promise.resolve(Broken));
    renderRoutes([{ path: '/', element: <Screen />, errorElement: <p>router error</p> }], '/');
    await advance(0);
    expect(screen.getByText('router error')).toBeTruthy();
    expect(screen.queryByTestId('screen-load-error')).toBeNull();
  });
});

describe('lazyPart (a shell part loaded on first use)', () => {
  beforeEach(() => vi.useRealTimers());
  type Props = { label: string };
  function Part({ label }: Props) {
    return <p data-testid="part">{label}</p>;
  }

  it('shows its fallback (or nothing) until the chunk comes, then the part with its props; preload starts one load', async () => {
    const chunk = deferredChunk();
    const load = vi.fn<() => Promise<ComponentType<Props>>>(() => chunk.promise as Promise<ComponentType<Props>>);
    const LazyThing = lazyPart<Props>(load, { fallback: ({ label }) => <p data-testid="fallback">{label}</p> });
    LazyThing.preload();
    LazyThing.preload();
    renderRoutes([{ path: '/', element: <LazyThing label="menu" /> }], '/');
    expect(screen.getByTestId('fallback').textContent).toBe('menu');
    await act(async () => chunk.resolve(Part as ComponentType));
    expect((await screen.findByTestId('part')).textContent).toBe('menu');
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that does not come shows the error with a retry, and the retry loads it again', async () => {
    let attempt = 0;
    const LazyThing = lazyPart<Props>(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Part);
    });
    renderRoutes([{ path: '/', element: <LazyThing label="dialog" /> }], '/');
    expect(await screen.findByTestId('screen-load-error')).toBeTruthy();
    expect(screen.queryByTestId('part')).toBeNull();
    fireEvent.click(screen.getByTestId('screen-load-retry'));
    expect((await screen.findByTestId('part')).textContent).toBe('dialog');
    expect(attempt).toBe(2);
  });
});

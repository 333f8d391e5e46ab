import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

const MINUTE = 60_000;
const timing = { idleMs: 30 * MINUTE, slideStepMs: MINUTE, maxAgeMs: 30_000 };
const T0 = 1_800_000_000_000;

/** A check just read from the table at `now`: slid to now + idle, absolute limit in 12 hours. */
function check(now: number, owners = ['s:1', 'u:1'], value = 'session 1') {
  return { value, expiresAt: now + timing.idleMs, absoluteExpiresAt: now + 12 * 60 * MINUTE, owners };
}

function enabled() {
  const cache = new SessionCache<string>(timing);
  cache.enable();
  return cache;
}

describe('SessionCache (issue 17.1: token checks answered from memory, dropped on every notice)', () => {
  it('answers a kept check until the slide is due, the entry is too old or the session expires', () => {
    const cache = enabled();
    expect(cache.put('k', check(T0), cache.begin(), T0)).toBe(true);
    expect(cache.get('k', T0 + 1)).toBe('session 1');
    expect(cache.get('k', T0 + 29_999)).toBe('session 1');
    // Past the longest age: the table is asked again.
    expect(cache.get('k', T0 + 30_000)).toBeUndefined();
    // The slide: due once the expiry would move by more than the step.
    const slid = { ...check(T0), expiresAt: T0 + timing.idleMs - MINUTE + 10 };
    cache.put('k', slid, cache.begin(), T0);
    expect(cache.get('k', T0 + 5)).toBe('session 1');
    expect(cache.get('k', T0 + 11)).toBeUndefined();
    // Expiry and the absolute limit.
    cache.put('k', { ...check(T0), absoluteExpiresAt: T0 + 1000, expiresAt: T0 + 1000 }, cache.begin(), T0);
    expect(cache.get('k', T0 + 999)).toBe('session 1');
    expect(cache.get('k', T0 + 1000)).toBeUndefined();
  });

  it('keeps nothing and answers nothing until enabled, and forgets everything when disabled', () => {
    const cache = new SessionCache<string>(timing);
    expect(cache.put('k', check(T0), cache.begin(), T0)).toBe(false);
    cache.enable();
    cache.put('k', check(T0), cache.begin(), T0);
    cache.disable();
    expect(cache.get('k', T0)).toBeUndefined();
    expect(cache.size).toBe(0);
    // A read begun before the listener was lost is not kept after it is back.
    const begun = cache.begin();
    cache.enable();
    cache.disable();
    cache.enable();
    expect(cache.put('k', check(T0), begun, T0)).toBe(false);
    expect(cache.put('k', check(T0), cache.begin(), T0)).toBe(true);
  });

  it('drops every entry of the owner a notice names, and only those', () => {
    const cache = enabled();
    cache.put('a1', check(T0, ['s:a', 'u:1', 'n:9']), cache.begin(), T0);
    cache.put('a2', check(T0, ['s:a2', 'u:1']), cache.begin(), T0);
    cache.put('b', check(T0, ['s:b', 'u:2']), cache.begin(), T0);
    cache.invalidate('u:1', T0);
    expect([cache.get('a1', T0), cache.get('a2', T0), cache.get('b', T0)]).toEqual([undefined, undefined, 'session 1']);
    cache.put('a1', check(T0, ['s:a', 'u:1', 'n:9']), cache.begin(), T0);
    cache.invalidate('n:9', T0);
    expect(cache.get('a1', T0)).toBeUndefined();
    cache.invalidate('*', T0);
    expect(cache.get('b', T0)).toBeUndefined();
  });

  it('does not keep a check read while a notice about one of its owners arrived (the read may predate the change)', () => {
    const cache = enabled();
    const begun = cache.begin();
    cache.invalidate('s:1', T0);
    expect(cache.put('k', check(T0), begun, T0)).toBe(false);
    expect(cache.get('k', T0)).toBeUndefined();
    // A notice about someone else does not stop it.
    const again = cache.begin();
    cache.invalidate('s:2', T0);
    expect(cache.put('k', check(T0), again, T0)).toBe(true);
    // A read begun before everything was forgotten is not kept.
    const before = cache.begin();
    cache.invalidate('*', T0);
    expect(cache.put('k2', check(T0, ['s:3']), before, T0)).toBe(false);
  });

  it('forgets old notices but never keeps a read begun before them', () => {
    const cache = enabled();
    const old = cache.begin();
    cache.invalidate('s:1', T0);
    // Two rounds of forgetting later the notice about s:1 is gone; a read begun before it is still refused.
    cache.invalidate('s:x', T0 + 10_001);
    cache.invalidate('s:y', T0 + 20_002);
    expect(cache.put('k', check(T0 + 20_002), old, T0 + 20_002)).toBe(false);
    expect(cache.put('k', check(T0 + 20_002), cache.begin(), T0 + 20_002)).toBe(true);
  });

  it('holds at most its maximum, dropping the oldest', () => {
    const cache = new SessionCache<string>(timing, 2);
    cache.enable();
    cache.put('a', check(T0, ['s:a']), cache.begin(), T0);
    cache.put('b', check(T0, ['s:b']), cache.begin(), T0);
    cache.put('c', check(T0, ['s:c']), cache.begin(), T0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', T0)).toBeUndefined();
    expect(cache.get('c', T0)).toBe('session 1');
  });
});

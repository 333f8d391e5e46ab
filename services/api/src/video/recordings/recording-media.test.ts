import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackNames, tracksSettled } from './recording-media.js';

describe('tracksSettled', () => {
  it('waits while a track still grows (Janus closing its recorder after the stop answered), then returns once the sizes hold', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notary-settle-'));
    const name = 'videoroom-1-user-2-1700000000000000-video-1.mjr';
    writeFileSync(join(dir, name), 'MJR00002');
    writeFileSync(join(dir, 'notes.txt'), 'not a track');
    expect(await trackNames(dir)).toEqual([name]);
    // The tail arrives 150 and 300 ms after the look begins.
    const tails = [150, 300].map((ms) => setTimeout(() => appendFileSync(join(dir, name), Buffer.alloc(1000)), ms));
    const begun = Date.now();
    await tracksSettled(dir, [name], { stillMs: 200, maxMs: 5_000 });
    tails.forEach(clearTimeout);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(400);
    expect((await stat(join(dir, name))).size).toBe(2008);
  });

  it('takes the files as they are after the longest wait, and a folder that does not exist has no tracks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notary-settle-'));
    const name = 'x-audio-0.mjr';
    writeFileSync(join(dir, name), 'MJR00002');
    const grow = setInterval(() => appendFileSync(join(dir, name), 'x'), 20);
    const begun = Date.now();
    await tracksSettled(dir, [name], { stillMs: 100, maxMs: 600 });
    clearInterval(grow);
    expect(Date.now() - begun).toBeLessThan(1_500);
    expect(await trackNames(join(dir, 'missing'))).toEqual([]);
  });
});

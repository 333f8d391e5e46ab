import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Fixtures = {
  dir: string;
  media: { cap12: string; franck: string; samples: string[] };
  frames: { cap12: string[]; franck: string[] };
  camera: { franckEyes: string; cap12: string; still: string };
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The paths written by scripts/fixtures.mjs (run by the vitest global setup). */
export function fixtures(): Fixtures {
  const dir = process.env.FACE_CHECK_FIXTURES_DIR ?? join(root, '.cache/fixtures');
  const manifest = JSON.parse(readFileSync(join(dir, 'fixtures.json'), 'utf8'), (_, v: unknown) => (typeof v === 'string' ? join(dir, v) : v)) as Omit<Fixtures, 'dir'>;
  return { ...manifest, dir };
}

/** Frame `n` (1-based, one per 300 ms) of a fixture video. */
export function frame(video: 'cap12' | 'franck', n: number): Buffer {
  const path = fixtures().frames[video][n - 1];
  if (!path) throw new Error(`no frame ${n} of ${video}`);
  return readFileSync(path);
}

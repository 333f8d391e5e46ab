// Face-check benchmark (a benchmark, not a timed test): prints
//  1. the cost of one frame on one thread, p50/p95 as wall and as CPU time, as
//     the service analyses it: the detector's frames (every DETECTOR_EVERY-th,
//     and the baseline and finishing ones with the passive scores), the frames
//     on which the mesh follows the previous frame's face, a baseline or
//     finishing frame returning its face crop (as the service analyses it), and
//     the embedding and passive scores of that crop as their own task; the frame
//     with the embedding within it (before issue 17.5) for comparison;
//  2a. the CPU of one whole check run by the service's own FaceCheckSession
//     (DETECTOR_EVERY, the embedding only where a decision needs it, as its own
//     task), hence sessions per core by CPU;
//  2b. how many concurrent sessions the service sustains per core at the
//     client's cadence (one frame per 300 ms, the next only after the STATS),
//     over real websockets through the worker pool, each session performing
//     the eyes challenge on a recorded face and starting over after SUCCESS;
//  3. memory over many frames (RSS and live tensors) with the service's mix of
//     tracked, detector and crop frames and embedding tasks: it must stay flat.
//
//   pnpm --filter @notary/face-check-service bench [-- --frames 2000 --seconds 20]
// Runs from the TypeScript sources (node --conditions=source --import scripts/ts-hooks.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { ensureFixtures } from '../scripts/fixtures.mjs';
import { createAnalyser } from '../src/analysis/analyser.js';
import { cropBestShot } from '../src/analysis/best-shot.js';
import { AnalysisPool } from '../src/analysis/pool.js';
import { readConfig } from '../src/config.js';
import { createFaceCheckServer } from '../src/server.js';
import { DETECTOR_EVERY, FaceCheckSession } from '../src/session/session.js';
import { loadOrCreateSigningKey } from '../src/token/keys.js';

const { values } = parseArgs({
  // pnpm passes a literal `--` through.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    frames: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '15' },
    workers: { type: 'string', default: String(availableParallelism()) },
  },
});
const MEMORY_FRAMES = Number(values.frames);
const STEP_SECONDS = Number(values.seconds);
const WORKERS = Number(values.workers);
const CADENCE_MS = 300;

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (v) => `${v.toFixed(0)} ms`;

const fixtures = ensureFixtures();
const cap12 = fixtures.frames.cap12.slice(0, 60).map((f) => readFileSync(f));
// The first 15 s of each (the fixtures hold the whole videos), as in every earlier run.
const franck = fixtures.frames.franck.slice(0, 50).map((f) => readFileSync(f));
// franck 20–50: frontal, eyes closed in 32–37, open again: one full eyes challenge.
const challenge = franck.slice(19, 50);
const mixed = [...cap12, ...franck];

console.log(`face-check benchmark: ${availableParallelism()} cores, ${WORKERS} workers, Node ${process.version}`);

// 1. Cost of one frame on one thread; CPU time is what contention does not inflate.
{
  const analyser = await createAnalyser();
  const rows = { detector: { wall: [], cpu: [] }, tracked: { wall: [], cpu: [] }, decisive: { wall: [], cpu: [] }, crop: { wall: [], cpu: [] }, embed: { wall: [], cpu: [] }, within: { wall: [], cpu: [] } };
  const record = (into, r) => {
    into.wall.push(r.ms);
    if (r.cpuMs !== undefined) into.cpu.push(r.cpuMs);
  };
  for (let i = 0; i < 120; i += 1) {
    const jpeg = mixed[i % mixed.length];
    const full = await analyser.analyse(jpeg, { embedding: false });
    record(rows.detector, full);
    // The next frame of the same session, the mesh following this one's face.
    const tracked = await analyser.analyse(mixed[(i + 1) % mixed.length], { embedding: false, track: full.track });
    if (tracked.detector === false) record(rows.tracked, tracked);
  }
  for (let i = 0; i < 40; i += 1) {
    const jpeg = mixed[(i * 7) % mixed.length];
    record(rows.decisive, await analyser.analyse(jpeg, { embedding: false, passive: true }));
    const cropped = await analyser.analyse(jpeg, { embedding: false, crop: true, passive: true });
    record(rows.crop, cropped);
    if (cropped.faceCrop) record(rows.embed, await analyser.embed(cropped.faceCrop));
    record(rows.within, await analyser.analyse(jpeg, { embedding: true, passive: true }));
  }
  console.log('\n1. one frame, 640×480 JPEG, one thread (decode + models), as the service runs them');
  console.log('                                                   wall p50 / p95        CPU p50 / p95');
  for (const [name, r] of [
    ['frame with the detector (+ mesh + iris)', rows.detector],
    ['frame following the face (mesh + iris)', rows.tracked],
    ['baseline/finishing frame (+ passive scores)', rows.decisive],
    ['  the same, returning its face crop instead', rows.crop],
    ['embedding + passive scores of the crop (task)', rows.embed],
    ['(before: the frame with the embedding within)', rows.within],
  ]) {
    console.log(`   ${name.padEnd(46)} ${ms(pct(r.wall, 50)).padStart(7)} / ${ms(pct(r.wall, 95)).padEnd(10)} ${ms(pct(r.cpu, 50)).padStart(7)} / ${ms(pct(r.cpu, 95))}`);
  }

  // 2a. One whole check as the service runs it: its own session, which frames carry the detector and a crop, which crops are embedded.
  const check = await new Promise((resolve) => {
    const cost = { frames: 0, frameCpu: 0, detector: 0, embeddings: 0, embedCpu: 0 };
    let seq = 0;
    const session = new FaceCheckSession('bench-2a-0123456789abcdef', { pin: '12345678901234', passserial: 'AA', passnum: '1234567' }, 'oz', {
      analyse: async (jpeg, options) => {
        const r = await analyser.analyse(jpeg, options);
        cost.frames += 1;
        cost.frameCpu += r.cpuMs ?? r.ms;
        if (r.detector !== false) cost.detector += 1;
        return r;
      },
      embed: async (crop) => {
        const r = await analyser.embed(crop);
        cost.embeddings += 1;
        cost.embedCpu += r.cpuMs ?? r.ms;
        return r;
      },
      cropBestShot,
      sign: async () => 'bench-token',
      plan: () => ['eyes'],
      now: () => (seq - 1) * CADENCE_MS,
      sessionTimeoutMs: 600_000,
      frameWindowMs: 3000,
      maxFramesPerWindow: 20,
      resumeGraceMs: 30_000,
    });
    const next = () => {
      if (seq >= challenge.length) return resolve({ ...cost, outcome: 'no decision' });
      seq += 1;
      session.submitFrame(seq, challenge[seq - 1]);
    };
    session.attach({
      send: (m) => (m.type === 'STATS' ? setImmediate(next) : resolve({ ...cost, outcome: m.type === 'SUCCESS' ? 'pass' : `fail (${m.code})` })),
      close: () => {},
    });
    next();
  });
  const cpu = check.frameCpu + check.embedCpu;
  const perFrame = cpu / check.frames;
  console.log(
    `\n2a. one eyes check on the recorded face through the service's session (detector every ${DETECTOR_EVERY} frames): ${check.outcome}, ${check.frames} frames (${check.detector} with the detector), ${ms(check.frameCpu / check.frames)} CPU per frame on the frame path; ${check.embeddings} embeddings as their own tasks, ${ms(check.embedCpu)}; ${ms(cpu)} CPU in all, ${ms(perFrame)} per frame on average`,
  );
  console.log(`    → by CPU, one core serves ${(CADENCE_MS / perFrame).toFixed(1)} sessions at one frame per ${CADENCE_MS} ms`);

  // 3. Memory: the same analyser over many frames in the service's mix: the mesh following the face
  // on two frames of three, a face crop on every 10th and its embedding.
  const rss = () => process.memoryUsage().rss / 2 ** 20;
  const marks = [];
  const warm = { rss: rss(), tensors: analyser.tensors() };
  let track = null;
  for (let i = 1; i <= MEMORY_FRAMES; i += 1) {
    const crop = i % 10 === 0;
    const r = await analyser.analyse(mixed[i % mixed.length], { embedding: false, crop, passive: crop, track: i % DETECTOR_EVERY === 0 ? null : track });
    track = r.faces.length === 1 ? r.track : null;
    if (r.faceCrop) await analyser.embed(r.faceCrop);
    if (i % Math.max(1, Math.floor(MEMORY_FRAMES / 4)) === 0) marks.push({ frames: i, rss: rss(), tensors: analyser.tensors() });
  }
  console.log(`\n3. memory over ${MEMORY_FRAMES} more frames (one thread)`);
  console.log(`   before: RSS ${warm.rss.toFixed(0)} MiB, ${warm.tensors} tensors`);
  for (const m of marks) console.log(`   after ${String(m.frames).padStart(5)} frames: RSS ${m.rss.toFixed(0)} MiB, ${m.tensors} tensors`);
}

// 2. Sessions per core at the 300 ms cadence, through the whole service.
const keyDir = mkdtempSync(join(tmpdir(), 'face-check-bench-'));
const pool = new AnalysisPool({ size: WORKERS });
await pool.start();
const config = { ...readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV: 'test' }), port: 0, keyDir, maxSessions: 10_000, workers: WORKERS };
const service = createFaceCheckServer({ config, analysis: pool, key: await loadOrCreateSigningKey(keyDir), cropBestShot });
const { port } = await service.listen();
const url = `ws://127.0.0.1:${port}/face-check/ws`;

/** One person's browser: sessions back to back, a frame every 300 ms once the last STATS is in. */
function client(stopAt, stats) {
  return new Promise((resolve) => {
    const loop = () => {
      if (Date.now() >= stopAt) return resolve();
      const ws = new WebSocket(url, 'lpproto');
      let seq = 0;
      let sentAt = 0;
      let lastSend = 0;
      let timer = null;
      const send = () => {
        if (ws.readyState !== ws.OPEN) return;
        if (Date.now() >= stopAt) return ws.close();
        sentAt = Date.now();
        if (lastSend) stats.intervals.push(sentAt - lastSend);
        lastSend = sentAt;
        ws.send(JSON.stringify({ type: 'FRAME', seq: ++seq, image: challenge[(seq - 1) % challenge.length].toString('base64') }));
      };
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'CONNECT', sessionId: `bench-${Math.random().toString(36).slice(2)}-${Date.now()}`, pin: '12345678901234', passserial: 'AA', passnum: '1234567', locale: 'oz' }));
        send();
      });
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'STATS') {
          stats.latency.push(Date.now() - sentAt);
          timer = setTimeout(send, Math.max(0, CADENCE_MS - (Date.now() - sentAt)));
        } else if (message.type === 'SUCCESS') stats.successes += 1;
        else if (message.type === 'ERROR') stats.errors.push(message.code);
      });
      ws.on('close', () => {
        clearTimeout(timer);
        setImmediate(loop);
      });
    };
    loop();
  });
}

async function step(sessions) {
  const stats = { latency: [], intervals: [], successes: 0, errors: [] };
  const stopAt = Date.now() + STEP_SECONDS * 1000;
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: sessions }, () => client(stopAt, stats)));
  const mainCpu = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e3 / (STEP_SECONDS * 1000);
  return { sessions, stats, mainCpu };
}

console.log(`\n2b. measured: concurrent sessions at one frame per ${CADENCE_MS} ms (${STEP_SECONDS} s each, ${WORKERS} workers, whole service over websockets)`);
console.log('   sessions  frames/s per session  interval p50/p95   STATS latency p50/p95   checks passed   errors   machine load');
let sustained = 0;
for (const sessions of [1, 2, 3, 4, 5, 6, 8, 10, 12, 16]) {
  const { stats } = await step(sessions);
  const ip50 = pct(stats.intervals, 50);
  const ip95 = pct(stats.intervals, 95);
  const rate = stats.latency.length / sessions / STEP_SECONDS;
  console.log(
    `   ${String(sessions).padStart(8)}  ${rate.toFixed(2).padStart(12)}          ${ms(ip50).padStart(7)} / ${ms(ip95).padEnd(8)} ${ms(pct(stats.latency, 50)).padStart(9)} / ${ms(pct(stats.latency, 95)).padEnd(10)} ${String(stats.successes).padStart(9)}       ${(stats.errors.length ? [...new Set(stats.errors)].join(',') : '-').padEnd(8)} ${loadavg()[0]?.toFixed(1)}`,
  );
  // Sustained: each session still gets ≥ 90 % of its 3.3 frames per second
  // analysed, and no frame waits longer than one extra cadence (p95).
  // Other work on a shared machine can spoil one step: keep going until the rate halves.
  if (rate >= 0.9 * (1000 / CADENCE_MS) && ip95 <= 2 * CADENCE_MS + 100 && stats.errors.length === 0) sustained = Math.max(sustained, sessions);
  if (rate < 0.5 * (1000 / CADENCE_MS)) break;
}
console.log(`\n   sustained (≥ 90 % of ${(1000 / CADENCE_MS).toFixed(1)} frames/s each, p95 interval ≤ ${2 * CADENCE_MS + 100} ms): ${sustained} sessions on ${WORKERS} workers = ${(sustained / WORKERS).toFixed(1)} sessions per core at ${CADENCE_MS} ms`);

await service.close();
await pool.close();
rmSync(keyDir, { recursive: true, force: true });

// Media server capacity (issue 16.7): concurrent three-party rooms and their
// participants per core of Janus, measured with fake-camera browsers. For each
// room a video act at step 8 with a notary and two parties (tools/video-act.mjs,
// as the video e2e sets it up), sessions made in the database, and each person
// in headless Chromium (Chromium's own fake camera at 1280×720) on the
// conference route: the check before joining, then join. Once every remote
// tile of every room plays, Janus's own CPU time (/proc/<pid>/stat utime +
// stime, not wall time) is read over BENCH_SECONDS; then the next room joins.
// The browsers' CPU time (the Chromium process tree) and the rest of the
// product's (API, gateway, face check) are read over the same window, to show
// what limits this machine.
//
//   pnpm bench video-rooms     (BENCH_ROOMS=1,2,3 room counts, BENCH_SECONDS=30)
//
// The product runs from its build as `npm start` runs it (tools/start.mjs, which
// starts Janus) on a fresh database with the demo data. The demo has three
// notaries: beyond three rooms a notary sits in two rooms (two tabs of theirs).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, chromiumArgs } from '../tools/chromium.mjs';
import { createVideoAct } from '../tools/video-act.mjs';
import { loadAverage, root, signIn, startProduct, step } from './lib/api-bench.mjs';

const ROOMS = (process.env.BENCH_ROOMS ?? '1,2,3').split(',').map(Number).sort((a, b) => a - b);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SESSION_KEY = 'e-notary-session'; // packages/ui's session store (e2e/src/sign-in.ts)
const { chromium } = createRequire(join(root, 'e2e/package.json'))('playwright-core');
const { default: pg } = await import(pathToFileURL(createRequire(join(root, 'package.json')).resolve('pg')).href);
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

if (!process.env.BENCH_SKIP_BUILD) {
  step('building the product (turbo)…');
  const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// ── CPU time from /proc ─────────────────────────────────────────────────────

/** `{ pid: { ppid, ticks, cmd } }` of every process: ticks = utime + stime (fields 14 and 15 of /proc/<pid>/stat). */
function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ": state is field 3, so field n is fields[n - 3].
      all.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** The pids of `pid` and all its descendants. */
function tree(all, pid) {
  const out = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, { ppid }] of all) {
      if (!out.has(p) && out.has(ppid)) {
        out.add(p);
        grew = true;
      }
    }
  }
  return out;
}

/** CPU ticks `pids` used between two readings: a process born meanwhile counts from 0, one that ended meanwhile is left out. */
const ticksBetween = (before, after, pids) =>
  [...pids].reduce((sum, p) => (after.has(p) ? sum + after.get(p).ticks - (before.get(p)?.ticks ?? 0) : sum), 0);

/** Janus started by tools/start.mjs for this run: the process whose command line names the run's data folder. */
function janusPid(dataDir) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (cmd[0].endsWith('janus') && cmd.some((a) => a.startsWith(dataDir))) return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no Janus process with ${dataDir} in its command line`);
}

// ── the conference in the browser ───────────────────────────────────────────

/** The remote tiles' videos: frame width, frames decoded so far, time played. */
const remoteVideos = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="remote-tile"] video')].map((v) => ({ width: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames, time: v.currentTime })),
  );

async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A context signed in with `token` (the session store as the sign-in leaves it), on the conference route, through the check, joined. */
async function joinConference(browser, base, person, path) {
  const { user } = await (await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${person.token}` } })).json();
  const value = JSON.stringify({ state: { token: person.token, user, redirectUrl: null, mode: 'browser', locale: 'oz' }, version: 1 });
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 860 },
    permissions: ['camera', 'microphone'],
    timezoneId: 'Asia/Tashkent',
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: SESSION_KEY, value }] }] },
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('video-prejoin').waitFor({ timeout: 60_000 });
  await page.getByTestId('video-check-devices').click();
  await page.getByTestId('video-check-devices-ok').waitFor({ timeout: 30_000 });
  await page.getByTestId('video-check-speed').click();
  await page.getByTestId('video-check-speed-result').waitFor({ timeout: 30_000 });
  await page.getByTestId('video-check-alone').check();
  await page.getByTestId('video-prejoin-join').click();
  await page.getByTestId('local-tile').waitFor({ timeout: 30_000 });
  return page;
}

// ── the run ─────────────────────────────────────────────────────────────────

step('starting the product (demo data, Janus)…');
const product = await startProduct({ dbPrefix: 'notary_bench_video', dirPrefix: 'notary-video-bench' });
const { base, db, dataDir } = product;
let browser;
let client;
const results = [];
try {
  const janus = janusPid(dataDir);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const maxRooms = ROOMS.at(-1);
  // The demo notaries (users linked to a notary) and two bench citizens a room, all having accepted the terms.
  const notaryPins = (await client.query(`SELECT pin FROM users WHERE notary_id IS NOT NULL ORDER BY pin`)).rows.map((r) => r.pin);
  if (notaryPins.length === 0) throw new Error('no demo notary accounts');
  await client.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid)
    SELECT lpad((70000000000000 + g.i)::text, 14, '0'), 'VIDEO ISHTIROKCHI ' || g.i, '{citizen}', 1, 1 FROM generate_series(1, ${2 * maxRooms}) g(i)`);
  await client.query(`UPDATE users SET termsofuse = 1 WHERE pin = ANY($1)`, [notaryPins]);
  const rooms = [];
  for (let r = 0; r < maxRooms; r++) {
    const notaryPin = notaryPins[r % notaryPins.length];
    const partyPins = [String(70000000000000 + 2 * r + 1), String(70000000000000 + 2 * r + 2)];
    const { actId } = await createVideoAct(client, { notaryPin, partyPins });
    const people = [];
    for (const pin of [notaryPin, ...partyPins]) {
      const { id } = (await client.query('SELECT id FROM users WHERE pin = $1', [pin])).rows[0];
      people.push({ pin, token: await signIn(client, id) });
    }
    rooms.push({ actId, people, pages: [] });
  }

  browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs() });
  const productPid = product.pid;
  // The browsers: this process's descendants outside the product (Playwright spawns Chromium as a child of this process).
  const browserTree = (all) => {
    const pids = tree(all, process.pid);
    for (const p of tree(all, productPid)) pids.delete(p);
    pids.delete(process.pid);
    return pids;
  };

  /** CPU % of one core over `seconds` of Janus, the browsers, and the rest of the product. */
  async function cpuOver(seconds) {
    const before = processes();
    const t0 = performance.now();
    const browserBefore = browserTree(before);
    const productBefore = tree(before, productPid);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const after = processes();
    const elapsed = (performance.now() - t0) / 1000;
    const browserPids = new Set([...browserBefore, ...browserTree(after)]);
    const productPids = new Set([...productBefore, ...tree(after, productPid)]);
    productPids.delete(janus);
    const pctOf = (pids) => (ticksBetween(before, after, pids) / TICKS / elapsed) * 100;
    return { janus: pctOf([janus]), browsers: pctOf(browserPids), product: pctOf(productPids), elapsed };
  }

  step(`Janus idle (pid ${janus}), 5 s…`);
  const idle = await cpuOver(5);
  let joined = 0;
  for (const count of ROOMS) {
    for (; joined < count; joined++) {
      const room = rooms[joined];
      step(`room ${joined + 1}: the notary and two parties join…`);
      const [notary, ...parties] = room.people;
      room.pages.push(await joinConference(browser, base, notary, `/console/acts/${room.actId}/video`));
      for (const party of parties) room.pages.push(await joinConference(browser, base, party, `/enotarial_act/${room.actId}/video`));
    }
    const pages = rooms.slice(0, count).flatMap((r) => r.pages);
    step(`${count} room(s): waiting until every remote tile plays…`);
    await until('every remote tile plays', 90_000, async () => {
      const all = await Promise.all(pages.map(remoteVideos));
      return all.every((videos) => videos.length === 2 && videos.every((v) => v.width > 0 && v.time > 0.5));
    });
    const framesBefore = await Promise.all(pages.map(remoteVideos));
    const load = loadAverage();
    step(`${count} room(s): CPU over ${SECONDS} s…`);
    const cpu = await cpuOver(SECONDS);
    const framesAfter = await Promise.all(pages.map(remoteVideos));
    const frames = framesAfter.flatMap((videos, p) => videos.map((v, i) => v.frames - (framesBefore[p][i]?.frames ?? 0)));
    const fps = frames.map((n) => n / cpu.elapsed);
    const streams = count * 3 * 2; // each of the three publishes once, to the two others
    results.push({
      count,
      participants: count * 3,
      streams,
      cpu,
      load,
      frames: frames.reduce((a, b) => a + b, 0),
      fps: fps.reduce((a, b) => a + b, 0) / fps.length,
      minFps: Math.min(...fps),
    });
  }

  const f = (n) => n.toFixed(1);
  // Janus's cost follows the packets it forwards: when the browsers fall behind (fewer frames a second), so does
  // its CPU. Its cost per forwarded video frame (its audio included) is what extrapolates: the rooms a core holds
  // at the full frame rate (the best rate a row measured, the fake camera's when the browsers keep up).
  const fullFps = Math.max(...results.map((r) => r.fps));
  const rows = results.map((r) => {
    const net = Math.max(r.cpu.janus - idle.janus, 0.01);
    const perFrameUs = ((net / 100) * r.cpu.elapsed * 1e6) / Math.max(r.frames, 1);
    return { ...r, net, perFrameUs, roomsPerCore: 1e6 / (perFrameUs * 6 * fullFps) };
  });
  console.log(`\nJanus (videoroom SFU), three-party rooms, Chromium fake cameras at 1280×720; CPU time over ${SECONDS} s, % of one core; idle Janus ${f(idle.janus)} %`);
  console.log('rooms  people  video streams fwd  Janus %  per room  per stream  µs per frame  rooms/core*  browsers %  rest of product %  remote fps avg (min)  load average');
  for (const r of rows) {
    console.log(
      `${String(r.count).padStart(5)}  ${String(r.participants).padStart(6)}  ${String(r.streams).padStart(17)}  ${f(r.cpu.janus).padStart(7)}  ${f(r.net / r.count).padStart(8)}  ${(r.net / r.streams).toFixed(2).padStart(10)}  ${f(r.perFrameUs).padStart(12)}  ${f(r.roomsPerCore).padStart(11)}  ${f(r.cpu.browsers).padStart(10)}  ${f(r.cpu.product).padStart(17)}  ${`${f(r.fps)} (${f(r.minFps)})`.padStart(20)}  ${r.load}`,
    );
  }
  console.log(`* at ${f(fullFps)} frames a second on every stream, from the row's Janus CPU per forwarded frame (audio included)`);
  const last = rows.at(-1);
  const roomsPerCore = Math.min(...rows.map((r) => r.roomsPerCore));
  console.log(
    `verdict video rooms: Janus ≈ ${Math.floor(roomsPerCore)} three-party rooms (${Math.floor(roomsPerCore) * 3} participants, ${Math.floor(roomsPerCore) * 6} forwarded video streams) per core at ${f(fullFps)} fps (the lowest row's estimate); ` +
      `with ${last.count} room(s) Janus used ${f(last.cpu.janus)} % of a core and the ${last.participants} browsers ${f(last.cpu.browsers / 100)} cores ` +
      `(${f(last.cpu.browsers / Math.max(last.cpu.janus, 0.01))}× Janus, remote video at ${f(last.fps)} fps): ${last.cpu.browsers > last.cpu.janus ? 'the browsers, not Janus, limit this machine' : 'Janus limits this machine'} (load average ${loadAverage()})`,
  );
} finally {
  await browser?.close();
  await client?.end();
  await product.stop();
}
process.exit(results.length === ROOMS.length ? 0 : 1);

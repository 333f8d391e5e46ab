// What a "my acts" request costs the API process, counted in instructions by
// valgrind's callgrind (issue 17.1), beside the bare NestJS + Express + TypeORM
// endpoint of bench/signed-in-reads.mjs answering the same query and items.
// The signed-in reads bench measures throughput, which on these virtual
// machines drifts by a fifth within minutes (its ratio rounds read 0.74–0.91
// in one run); an instruction count does not depend on what else the machine
// does, so this figure is the same from run to run (within about 2 %) and
// shows what a change to the request's path saves or costs. Not a target of
// its own: the throughput ratio also depends on PostgreSQL and the load
// generator, which share the machine's two cores with the API.
//
//   pnpm bench request-instructions   (BENCH_SCALE=0.1: 100 000 acts, 20 000 citizens;
//                                      BENCH_BARE=0 counts the API alone)
//
// Each process runs under callgrind with the instrumentation off while it
// starts and warms up (BENCH_WARM requests: after 4 000 the JIT still
// compiled 130 k instructions a request, after 12 000 mostly nothing; the
// comparison leaves the JIT's work out), then
// counts BENCH_COUNT requests, 8 in flight, of people whose sessions opened
// just before (no slide falls due within the minute: each would be a write).
// Every thread of the process is counted (the thread pool's compression
// included); PostgreSQL and this generator are not. Skipped, with the reason,
// where valgrind is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, buildApi, dist, eachOnce, httpClient, releaseDatabase, seedReadsData, signIn, startApi, startBare, step, stopChild } from './lib/api-bench.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 0.1);
const WARM = Number(process.env.BENCH_WARM ?? 12_000);
const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const PEOPLE = 100;
const UP_MS = 15 * 60_000;

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.log('request instructions: skipped, valgrind is not installed (Debian package valgrind)');
  process.exit(0);
}

/** The native functions callgrind names, in groups; the rest (the JIT's code, unnamed) is the JavaScript. */
const GROUPS = [
  ['compression', /Brotli|StoreCommands|deflate|zlib/i],
  ['garbage collection', /Scavenger|MarkCompact|ConcurrentMarking|Sweeper|MinorMS|Heap::|GCTracer|IterateAndScavenge|ScavengeVisitor/],
  ['JIT compilation', /compiler::|maglev::|Turboshaft|turboshaft::/],
  ['JSON', /Json(Stringifier|Parser)/],
];

/** Callgrind's options: instrumentation off until asked, V8's generated code re-read when it changes. */
const callgrind = (dir, name) => ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${join(dir, `${name}.%p`)}`];

/** Counts `COUNT` requests of `request` in the process `pid` (under callgrind): instructions a request, in all and by group. */
async function count(dir, name, pid, request) {
  const control = (...args) => {
    const r = spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${r.stderr || r.stdout}`);
  };
  control('-i', 'on');
  let done = 0;
  await eachOnce(8, COUNT, async (i) => {
    if ((await request(i)) !== true) throw new Error(`${name}: a request failed during the count`);
    done++;
  });
  control('-i', 'off');
  control('-d');
  const file = readdirSync(dir).find((f) => f.startsWith(`${name}.${pid}.`));
  if (!file || done !== COUNT) throw new Error(`${name}: ${done} of ${COUNT} requests counted, dump ${file ?? 'missing'}`);
  const annotate = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', join(dir, file)], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (annotate.status !== 0) throw new Error(`callgrind_annotate ${file}: ${annotate.stderr || annotate.error}`);
  const annotated = annotate.stdout;
  let total = 0;
  const groups = new Map(GROUPS.map(([g]) => [g, 0]));
  for (const line of annotated.split('\n')) {
    const m = /^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$/.exec(line);
    if (!m) continue;
    const n = Number(m[1].replaceAll(',', ''));
    if (m[2].includes('PROGRAM TOTALS')) {
      total = n;
      continue;
    }
    const group = GROUPS.find(([, re]) => re.test(m[2]));
    if (group) groups.set(group[0], groups.get(group[0]) + n);
  }
  if (total === 0) throw new Error(`${name}: callgrind_annotate printed no total for ${file}`);
  return { total: total / COUNT, groups: new Map([...groups].map(([g, n]) => [g, n / COUNT])) };
}

buildApi();
const { openDatabase } = await dist('database/data-source.js');
const db = await benchDatabase('notary_bench_instructions');
const dir = mkdtempSync(join(tmpdir(), 'notary-callgrind-'));
const children = [];
const results = [];
try {
  // The migrations by a plain start first, then the data.
  const plain = await startApi(db.url, children);
  const ds = await openDatabase(db.url);
  await seedReadsData(ds, { acts: Math.round(1_000_000 * SCALE), citizens: Math.round(200_000 * SCALE) });
  await stopChild(plain.api);
  const citizens = await ds.query(`SELECT id, pin FROM users WHERE pin LIKE '5%' ORDER BY pin LIMIT ${2 * PEOPLE}`);
  const [warmPeople, countedPeople] = [citizens.slice(0, PEOPLE), citizens.slice(PEOPLE)];

  step('my acts through the API, under callgrind (its start takes a minute or two)…');
  for (const p of warmPeople) p.token = await signIn(ds, p.id, { slidSecondsAgo: 120 });
  const { api, apiUrl } = await startApi(db.url, children, { wrapper: callgrind(dir, 'api'), upTimeoutMs: UP_MS });
  const apiClient = httpClient(apiUrl);
  const mine = (people) => (i) => apiClient.get('/api/notarial_act', people[i % people.length]);
  await eachOnce(8, WARM, mine(warmPeople));
  // Sessions opened now: their token's first check (a read of the table) before the count, no slide within it.
  for (const p of countedPeople) p.token = await signIn(ds, p.id);
  await eachOnce(8, PEOPLE, mine(countedPeople));
  const [{ n: tokensBefore }] = await ds.query('SELECT count(*)::int AS n FROM session_tokens');
  results.push({ name: 'my acts (API)', ...(await count(dir, 'api', api.pid, mine(countedPeople))) });
  const [{ n: tokensAfter }] = await ds.query('SELECT count(*)::int AS n FROM session_tokens');
  await apiClient.close();
  await stopChild(api);

  // BENCH_BARE=0: the API alone (to count what a change to it saves).
  if (process.env.BENCH_BARE !== '0') {
    step('the bare endpoint, under callgrind…');
    const { bare, bareUrl } = await startBare(db.url, children, warmPeople[0], { wrapper: callgrind(dir, 'bare'), upTimeoutMs: UP_MS });
    const bareClient = httpClient(bareUrl);
    const bareGet = (people) => (i) => {
      const p = people[i % people.length];
      return bareClient.get(`/bare/my-acts?userId=${p.id}&pin=${p.pin}`);
    };
    await eachOnce(8, WARM, bareGet(warmPeople));
    await eachOnce(8, PEOPLE, bareGet(countedPeople));
    results.push({ name: 'bare endpoint', ...(await count(dir, 'bare', bare.pid, bareGet(countedPeople))) });
    await bareClient.close();
    await stopChild(bare);
  }
  await ds.destroy();

  const k = (n) => `${(n / 1000).toFixed(0)} k`;
  console.log(`\ninstructions a request (callgrind, the API process's every thread; ${COUNT} requests counted after ${WARM} of warm-up, 8 in flight):`);
  for (const r of results) {
    const named = [...r.groups].map(([g, n]) => `${g} ${k(n)}`).join(', ');
    console.log(`${r.name.padEnd(14)} ${k(r.total).padStart(7)}  (${named}; the rest ${k(r.total - [...r.groups.values()].reduce((s, n) => s + n, 0))})`);
  }
  console.log(`session slides during the API's count: ${tokensAfter - tokensBefore} (each a write and a fresh token)`);
  // The JIT's work is a warm-up's, not a request's: compared without it, and a count where it is still
  // more than 2 % of the total says so (it happens: one run of 12 000 requests still compiled 171 k a request).
  const steady = (r) => r.total - r.groups.get('JIT compilation');
  for (const r of results) if (r.groups.get('JIT compilation') > 0.02 * r.total) console.log(`${r.name}: the JIT was still compiling during the count (raise BENCH_WARM); compared without it`);
  const [mineR, bareR] = results;
  if (bareR) {
    console.log(`bare / my acts, without the JIT's work: ${(steady(bareR) / steady(mineR)).toFixed(2)} (not judged: the throughput ratio of bench/signed-in-reads.mjs also depends on PostgreSQL and the generator)`);
    console.log(`what the product adds to a request: ${k(steady(mineR) - steady(bareR))} instructions (${((steady(mineR) / steady(bareR) - 1) * 100).toFixed(0)} % over the bare endpoint)`);
  }
} finally {
  await Promise.all(children.map(stopChild));
  await releaseDatabase(db);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

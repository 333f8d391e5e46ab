// The set-up the API benchmarks share (bench/signed-in-reads.mjs, bench/writes.mjs):
// the API built and run from dist/ as `npm start` runs it, on a database of
// its own (BENCH_DATABASE_URL reuses one, BENCH_KEEP=1 keeps it), the
// national-sized data (citizens, the offices' notaries, acts of every step and
// their parties), real session tokens, and the open- and closed-loop drivers.
// tools/bench.mjs runs the files directly under bench/, not this folder.
import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { freePort } from '../../tools/ports.mjs';
export { freePort };

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(join(root, 'services/api/package.json'));
/** A module of the built API (services/api/dist). */
export const dist = (path) => import(pathToFileURL(join(root, 'services/api/dist', path)).href);
/** A package as the API resolves it. */
export const fromApi = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
export const SECRET = 'bench-session-secret-0123456789abcdef';
export const step = (text) => console.log(`[bench] ${text}`);
export const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** The machine's CPU busy (all cores, 0–1) over `ms`, from /proc/stat. */
export async function machineBusy(ms) {
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4];
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  };
  const a = read();
  await new Promise((r) => setTimeout(r, ms));
  const b = read();
  return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0;
}

/**
 * Waits (at most `maxSeconds`) until the machine has been below `busy` of its CPU for two seconds running:
 * the work a run before left behind (PostgreSQL's checkpoint after a large database, processes exiting) is
 * then not measured as this one's. Prints what it waited and found.
 */
export async function settle({ busy = 0.2, maxSeconds = 90 } = {}) {
  const started = Date.now();
  let quiet = 0;
  let last = 1;
  while (quiet < 2 && Date.now() - started < maxSeconds * 1000) {
    last = await machineBusy(1000);
    quiet = last < busy ? quiet + 1 : 0;
  }
  const waited = ((Date.now() - started) / 1000).toFixed(0);
  step(`machine ${quiet >= 2 ? 'quiet' : 'still busy'} after ${waited} s (CPU ${(last * 100).toFixed(0)} % busy, load average ${loadAverage()})`);
}

/**
 * After a bench's bulk load: PostgreSQL writes its dirty pages now (CHECKPOINT) rather than during the
 * measurement (a checkpoint spreads them over minutes), then the machine is left to quieten (`settle`).
 */
export async function checkpointAndSettle(ds) {
  const started = performance.now();
  try {
    await ds.query('CHECKPOINT');
    step(`checkpoint in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    step(`no checkpoint (${error.message}): the bulk load's pages may still be written during the measurement`);
  }
  await settle();
}

/** Builds the API with turbo unless BENCH_SKIP_BUILD is set; exits on a failed build. */
export function buildApi() {
  if (process.env.BENCH_SKIP_BUILD) return;
  step('building the API (turbo)…');
  const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@notary/api', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** BENCH_DATABASE_URL (kept), or a fresh database named after `name`: `{ url, drop }`. */
export async function benchDatabase(name) {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const { createTestDatabase } = await import(pathToFileURL(join(root, 'tools/test-database.mjs')).href);
  return createTestDatabase(name);
}

/** Drops the database unless BENCH_KEEP is set (then prints how to reuse it and lets go of the server, so the process can exit). */
export async function releaseDatabase(db) {
  if (process.env.BENCH_KEEP) {
    console.log(`[bench] kept: BENCH_DATABASE_URL=${db.url}`);
    await db.close?.();
  } else await db.drop();
}


/** Waits until `url` answers below 500; fails when `child` exits or after `timeoutMs` (120 s). */
export async function waitUp(url, child, what, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const stopChild = (child) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

/** The environment a bench runs the API or the product with: production mode, the benches' keys, its database; `extra` adds to it. */
const benchEnv = (databaseUrl, extra) => ({
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  PAYMENT_GATEWAY_SECRET: 'bench',
  DATABASE_URL: databaseUrl,
  ...extra,
});

/**
 * The API from dist/ as `npm start` runs it (its start runs the migrations), on `port` (a free one
 * by default) with `env` added, pushed to `children`; resolves once /api/health answers: `{ api, apiUrl }`.
 * `wrapper` runs it under another program (`['valgrind', …options]`: Node and its arguments follow them),
 * given `upTimeoutMs` to answer.
 */
export async function startApi(databaseUrl, children, { port, env, wrapper, upTimeoutMs } = {}) {
  const apiPort = port ?? (await freePort());
  const [command, args] = nodeCommand(['--enable-source-maps', join(root, 'services/api/dist/main.js')], wrapper);
  const api = spawn(command, args, {
    cwd: root,
    env: benchEnv(databaseUrl, { API_PORT: String(apiPort), SEED_DEMO: '0', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitUp(`${apiUrl}/api/health`, api, 'the API', { timeoutMs: upTimeoutMs });
  return { api, apiUrl };
}

/** The command and arguments that run Node with `nodeArgs`, under `wrapper` (a program and its options) when given. */
function nodeCommand(nodeArgs, wrapper = []) {
  const [command, ...args] = [...wrapper, process.execPath, ...nodeArgs];
  return [command, args];
}

/**
 * The bare NestJS + Express + TypeORM endpoint of bench/signed-in-reads.mjs (its `--bare` process) on a free
 * port, pushed to `children`; resolves once it answers for `probe` (a citizen `{ id, pin }`): `{ bare, bareUrl }`.
 * `wrapper` and `upTimeoutMs` as startApi's.
 */
export async function startBare(databaseUrl, children, probe, { wrapper, upTimeoutMs } = {}) {
  const port = await freePort();
  const [command, args] = nodeCommand([join(root, 'bench/signed-in-reads.mjs'), '--bare', String(port), databaseUrl], wrapper);
  const bare = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(bare);
  const bareUrl = `http://127.0.0.1:${port}`;
  await waitUp(`${bareUrl}/bare/my-acts?userId=${probe.id}&pin=${probe.pin}`, bare, 'the bare endpoint', { timeoutMs: upTimeoutMs });
  return { bare, bareUrl };
}

/** The territories and the notaries' directory, `citizens` citizens (PINs 5…) and an account for every notary (PINs 6…). */
export async function seedPeople(ds, citizens) {
  const { upsertTerritories } = await dist('reference/reference.seed.js');
  const { seedDirectory } = await dist('notaries/notaries.seed.js');
  await ds.transaction(async (em) => {
    await upsertTerritories(em);
    await seedDirectory(em);
  });
  await ds.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid)
    SELECT lpad((50000000000000 + g.i)::text, 14, '0'), 'FUQARO ' || g.i, '{citizen}', 1, 1 FROM generate_series(1, ${citizens}) g(i)`);
  // The offices' notaries get accounts (the console's inbox is theirs).
  await ds.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid, notary_id)
    SELECT lpad((60000000000000 + row_number() OVER (ORDER BY n.license_number))::text, 14, '0'), n.full_name, '{notary}', 1, 1, n.id FROM notary n`);
}

/** The temporary table `c` the acts and parties are drawn from: the citizens numbered from 0 (k). */
export async function numberCitizens(ds) {
  await ds.query(`CREATE TEMP TABLE c AS SELECT row_number() OVER (ORDER BY pin) - 1 AS k, id, pin, fullname FROM users WHERE pin LIKE '5%'`);
  await ds.query(`CREATE INDEX ON c (k)`);
}

/**
 * `count` acts named `name`, of the `types` in turn, at the step `stepSql` gives (SQL over g.i),
 * registration type `regtypeSql` (SQL over s.i); registered ones (step 9) get a number and a date.
 * Deterministic spread: each act's author (of `citizens` in `c`) and office by multiplicative hashing of its number.
 */
export async function insertActs(ds, { count, citizens, stepSql, name, types, regtypeSql = '1' }) {
  await ds.query(`
    INSERT INTO notarial_act (type_id, name, lang, phone, regnum, regdate, reg_year, office_id, notary_id, notary_name, regsystem,
      regtype, step, status, created_by, author_pin, entered_at)
    SELECT s.type_id, '${name}', 'oz', '901234567',
      CASE WHEN s.step = 9 THEN extract(year FROM s.d)::int || '/' || s.i END, CASE WHEN s.step = 9 THEN s.d END, extract(year FROM s.d)::int,
      n.office_id, n.id, n.full_name, 2, ${regtypeSql}, s.step, CASE WHEN s.step = 9 THEN 'registered' ELSE 'active' END,
      a.id, a.pin, (s.d + time '09:00') AT TIME ZONE 'Asia/Tashkent'
    FROM (SELECT g.i, (ARRAY[${types}])[1 + g.i % ${types.length}] AS type_id, ${stepSql} AS step,
            DATE '2026-11-01' - ((g.i::bigint * 7919) % 1460)::int AS d, (g.i::bigint * 104729) % ${citizens} AS author
          FROM generate_series(1, ${count}) g(i)) s
    JOIN c a ON a.k = s.author
    JOIN (SELECT id, office_id, full_name, row_number() OVER (ORDER BY license_number) - 1 AS k FROM notary) n
      ON n.k = s.i % (SELECT count(*) FROM notary)`);
}

/** Two parties an act, both accepted: the author as seller and a citizen of `c` as buyer, named `buyerNameSql` (SQL over b). */
export async function insertParties(ds, { citizens, buyerNameSql }) {
  await ds.query(`
    INSERT INTO act_party (act_id, role, is_author, pin, fullname, status)
    SELECT x.id, 'seller', true, x.author_pin, 'MUALLIF', 'accepted' FROM notarial_act x
    UNION ALL
    SELECT x.id, 'buyer', false, b.pin, ${buyerNameSql}, 'accepted' FROM notarial_act x
      JOIN c b ON b.k = (abs(hashtext(x.id::text))::bigint * 7) % ${citizens}`);
}

/**
 * The signed-in reads' data (bench/signed-in-reads.mjs, bench/request-instructions.mjs): `citizens` citizens,
 * the notaries' accounts, `acts` acts of eight types at steps from preparation to registered, each with its
 * author and a counterparty (two parties), analysed. A database that already holds them is left as it is.
 */
export async function seedReadsData(ds, { acts, citizens }) {
  const [{ n: existing }] = await ds.query('SELECT count(*)::int AS n FROM notarial_act');
  if (existing >= acts) return step(`reusing ${existing} acts`);
  let t = performance.now();
  await seedPeople(ds, citizens);
  step(`${citizens} citizens and the notaries' accounts in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  await numberCitizens(ds);
  // Deterministic spread: each act's author and counterparty by multiplicative hashing of its number.
  await insertActs(ds, {
    count: acts,
    citizens,
    stepSql: '(ARRAY[1, 2, 3, 5, 7, 9, 9, 9, 9, 9])[1 + (g.i * 31) % 10]',
    name: 'Notarial harakat',
    types: [1, 4, 9, 101, 105, 11651, 11962, 15034],
    regtypeSql: '1 + (s.i % 5 = 0)::int',
  });
  step(`${acts} acts in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  await insertParties(ds, { citizens, buyerNameSql: 'b.fullname' });
  step(`${acts * 2} parties in ${Math.round(performance.now() - t)} ms`);
  await ds.query('VACUUM ANALYZE');
}

/**
 * A real session for the user, as the sign-in opens it (idle expiry 30 minutes, at most 12 hours): its bearer
 * token. `slidSecondsAgo`: its idle expiry last slid that long ago (opened earlier and in use since), so that
 * the API slides it again (once a minute of use) that much sooner.
 */
export async function signIn(ds, userId, { slidSecondsAgo = 0 } = {}) {
  const { hashSessionToken, newSessionToken } = await dist('sessions/session-token.js');
  const sessionId = randomUUID();
  const token = newSessionToken(sessionId, Buffer.from(SECRET, 'utf8'));
  await ds.query(
    `WITH s AS (INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale)
       VALUES ($3, $1, now() + interval '30 minutes' - make_interval(secs => $4), now() + interval '12 hours', 1, 'oz') RETURNING id)
     INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, 1 FROM s`,
    [userId, hashSessionToken(token), sessionId, slidSecondsAgo],
  );
  return token;
}

/**
 * The load generator's HTTP client for `origin`: undici's connection pool (up to `connections` kept-alive
 * sockets; a request beyond them waits for one, and an open loop counts that wait), asking for gzip or
 * brotli as a browser does and reading the answer's bytes without inflating them — fetch() inflated every
 * answer and cost the generator 1.6 ms of CPU a request, on the same two cores as the API it measures.
 * `request(method, path, { token, body })` resolves to `true` for a 200 and otherwise to the status.
 * `token` is a bearer token, or a holder `{ token }` that takes the answer's next token as the apps do
 * (spec/shell.md 4: the token is replaced on every 200), so each request retires its predecessor.
 * `acceptEncoding: null` asks for answers as they are (no Accept-Encoding), as a client that cannot inflate.
 */
export function httpClient(origin, { connections = 256, acceptEncoding = 'gzip, deflate, br' } = {}) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const request = async (method, path, { token, body } = {}) => {
    const headers = { accept: 'application/json' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const bearer = typeof token === 'object' && token !== null ? token.token : token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await pool.request({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for await (const _ of res.body); // the bytes read, as a browser reads them
    if (res.statusCode === 200 && typeof token === 'object' && token !== null && typeof res.headers.token === 'string') token.token = res.headers.token;
    return res.statusCode === 200 ? true : res.statusCode;
  };
  return { get: (path, token) => request('GET', path, { token }), request, close: () => pool.close() };
}

/**
 * Open loop: `rate` requests a second for `seconds`, each at its planned instant; latency from that instant.
 * A request resolves to `true` when it succeeded, otherwise to the reason it failed (counted in `failures`).
 */
export async function openLoop(rate, seconds, request) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  const failures = new Map();
  const inflight = [];
  const start = performance.now() + 50;
  const fail = (why) => failures.set(why, (failures.get(why) ?? 0) + 1);
  for (let i = 0; i < total; i++) {
    const planned = start + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      request(i).then(
        (outcome) => (outcome === true ? latencies.push(performance.now() - planned) : fail(outcome)),
        (error) => fail(`network: ${error.cause?.code ?? error.message}`),
      ),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  return { sent: total, done: latencies.length, errors, failures, p50: pct(latencies, 0.5), p95: pct(latencies, 0.95), p99: pct(latencies, 0.99), max: latencies.at(-1) };
}

/** CPU time (user + system, ms) a process has used, from /proc; null where /proc does not have it. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s (USER_HZ)
  } catch {
    return null;
  }
}

/** Every PostgreSQL process of this machine: pid → CPU ms. */
function postgresCpu() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

/**
 * Where a request's CPU goes while `run` drives `requests()` of them: the API process (`pid`), PostgreSQL
 * (its processes alive at both ends) and this generator, in ms a request. Null figures where /proc is missing.
 */
export async function cpuPerRequest(pid, run) {
  const [api0, pg0, gen0] = [processCpuMs(pid), postgresCpu(), process.cpuUsage()];
  const result = await run();
  const [api1, pg1, gen1] = [processCpuMs(pid), postgresCpu(), process.cpuUsage(gen0)];
  const n = Math.max(1, result.done + result.errors);
  let pg = 0;
  for (const [p, ms] of pg1) if (pg0.has(p)) pg += ms - pg0.get(p);
  return {
    ...result,
    apiMs: api0 === null || api1 === null ? null : (api1 - api0) / n,
    postgresMs: pg1.size === 0 ? null : pg / n,
    generatorMs: (gen1.user + gen1.system) / 1000 / n,
  };
}

/** `count` requests, `concurrency` at a time, each once (`request(i)` for i below `count`): a warm-up that reaches everyone. */
export async function eachOnce(concurrency, count, request) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await request(next++).catch(() => false);
  }));
}

/** Closed loop: `concurrency` requests always in flight for `seconds`; `rps`: the ones resolving to `true`, a second. */
export async function maxThroughput(concurrency, seconds, request) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      let i = c;
      while (performance.now() < until) {
        if ((await request(i).catch(() => false)) === true) done++;
        else errors++;
        i += concurrency;
      }
    }),
  );
  return { rps: done / seconds, done, errors };
}

/**
 * The built product as `npm start` runs it (tools/start.mjs: the gateway, the API, the face check, Janus when
 * installed) in production mode with the demo data, on a fresh database, a data folder of its own and free
 * ports; answers once it says it is running. `stop()` ends it as Ctrl-C does (SIGINT to its process group) and
 * removes its database and folder. For the benches that drive the whole product in a browser.
 */
export async function startProduct({ dbPrefix, dirPrefix }) {
  const { createTestDatabase } = await import(pathToFileURL(join(root, 'tools/test-database.mjs')).href);
  const db = await createTestDatabase(dbPrefix);
  const dataDir = mkdtempSync(join(tmpdir(), `${dirPrefix}-`));
  const [port, apiPort, faceCheckPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: root,
    env: benchEnv(db.url, { DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort), FACE_CHECK_PORT: String(faceCheckPort), SEED_DEMO: '1' }),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d.toString()));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (!log.includes('is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base: `http://127.0.0.1:${port}`, db, dataDir, stop };
}

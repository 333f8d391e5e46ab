// Signed-in reads at national load (issue 17.1): a separate database with
// 1 000 000 acts over 200 000 citizens and the offices' notaries (two parties
// an act), then "my acts" (the list with its default filters), the act card
// and the office inbox driven at fixed rates of 500, 1 000 and 2 000 requests
// a second (open loop: each request leaves at its planned instant whatever
// the earlier ones do, and its latency counts from that instant), with real
// session tokens, against the API run from dist/ as `npm start` runs it.
// Then the maximum throughput of "my acts" beside a bare NestJS + Express +
// TypeORM endpoint running the same query (the same repository method)
// without auth, and the query plans of every query "my acts" runs.
// Targets: p99 ≤ 30 ms at 2 000 rps with 0 errors; my acts ≥ 0.9 of the bare endpoint.
//
//   pnpm bench signed-in-reads     (BENCH_SCALE=0.1 for a tenth of the data;
//   BENCH_KEEP=1 keeps the database, BENCH_DATABASE_URL reuses it)
//
// `node bench/signed-in-reads.mjs --bare <port> <databaseUrl>` is the bare endpoint's process.
import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiRequire = createRequire(join(root, 'services/api/package.json'));
const dist = (path) => import(pathToFileURL(join(root, 'services/api/dist', path)).href);
const fromApi = (name) => import(pathToFileURL(apiRequire.resolve(name)).href);
const SECRET = 'bench-session-secret-0123456789abcdef';

/**
 * The bare endpoint: NestJS on Express with a TypeORM DataSource and one
 * route that runs the API's own "my acts" query (ActsRepository.listPage,
 * default filters) for the user in the query string: no session, no guard,
 * no validation, no answer check.
 */
async function bareServer(port, databaseUrl) {
  await fromApi('reflect-metadata');
  const { Controller, Get, Module, Query } = await fromApi('@nestjs/common');
  const { NestFactory } = await fromApi('@nestjs/core');
  const { openDatabase } = await dist('database/data-source.js');
  const { ActsRepository } = await dist('acts/acts.repository.js');
  const { ListActsQuery } = await fromApi('@notary/domain/contracts');
  const v = await fromApi('valibot');
  const ds = await openDatabase(databaseUrl);
  const repo = new ActsRepository(ds);
  const defaults = v.parse(ListActsQuery, {});
  class Bare {
    async list(q) {
      const { rows, total } = await repo.listPage(ds.manager, { userId: q.userId, pin: q.pin, officeId: null }, defaults);
      return { items: rows.map((r) => ({ uuid: r.id, typeId: r.typeId, name: r.name, step: r.step, status: r.status, regnum: r.regnum })), total };
    }
  }
  Controller('bare')(Bare);
  const descriptor = Object.getOwnPropertyDescriptor(Bare.prototype, 'list');
  Get('my-acts')(Bare.prototype, 'list', descriptor);
  Query()(Bare.prototype, 'list', 0);
  Reflect.defineMetadata('design:paramtypes', [Object], Bare.prototype, 'list');
  class BareModule {}
  Module({ controllers: [Bare] })(BareModule);
  const app = await NestFactory.create(BareModule, { logger: ['error'] });
  await app.listen(port, '127.0.0.1');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitUp(url, child, what) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 120 s`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopChild = (child) => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** Open loop: `rate` requests a second for `seconds`, each at its planned instant; latency from that instant. */
async function openLoop(rate, seconds, request) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const inflight = [];
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const planned = start + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      request(i).then(
        (ok) => {
          if (ok) latencies.push(performance.now() - planned);
          else errors++;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  return { sent: total, errors, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), max: latencies.at(-1) };
}

/** Closed loop: `concurrency` requests always in flight for `seconds`; answers a second. */
async function maxThroughput(concurrency, seconds, request) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      let i = c;
      while (performance.now() < until) {
        if (await request(i).catch(() => false)) done++;
        else errors++;
        i += concurrency;
      }
    }),
  );
  return { rps: done / seconds, errors };
}

async function main() {
  const SCALE = Number(process.env.BENCH_SCALE ?? 1);
  const ACTS = Math.round(1_000_000 * SCALE);
  const CITIZENS = Math.round(200_000 * SCALE);
  const SIGNED = Math.min(2000, CITIZENS);
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
  const RATES = (process.env.BENCH_RATES ?? '500,1000,2000').split(',').map(Number);
  const step = (text) => console.log(`[bench] ${text}`);

  if (!process.env.BENCH_SKIP_BUILD) {
    step('building the API (turbo)…');
    const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@notary/api', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const { createTestDatabase } = await import(pathToFileURL(join(root, 'tools/test-database.mjs')).href);
  const { openDatabase, dataSourceOptions } = await dist('database/data-source.js');
  const { upsertTerritories } = await dist('reference/reference.seed.js');
  const { seedDirectory } = await dist('notaries/notaries.seed.js');
  const { hashSessionToken, newSessionToken } = await dist('sessions/session-token.js');
  const { ActsRepository } = await dist('acts/acts.repository.js');
  const { ListActsQuery } = await fromApi('@notary/domain/contracts');
  const v = await fromApi('valibot');
  const { DataSource } = await fromApi('typeorm');

  const db = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, drop: async () => {} } : await createTestDatabase('notary_bench_reads');
  const children = [];
  // The target is at 2 000 rps: a run without that rate has not shown it.
  let verdictOk = RATES.includes(2000);
  try {
    // The API's migrations first (its start runs them), then the data.
    const [apiPort, barePort] = [await freePort(), await freePort()];
    const api = spawn(process.execPath, [join(root, 'services/api/dist/main.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: SECRET, PAYMENT_GATEWAY_SECRET: 'bench', DATABASE_URL: db.url, API_PORT: String(apiPort), SEED_DEMO: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitUp(`${apiUrl}/api/health`, api, 'the API');
    const ds = await openDatabase(db.url);
    const [{ n: existing }] = await ds.query('SELECT count(*)::int AS n FROM notarial_act');
    if (existing < ACTS) {
      let t = performance.now();
      await ds.transaction(async (em) => {
        await upsertTerritories(em);
        await seedDirectory(em);
      });
      await ds.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid)
        SELECT lpad((50000000000000 + g.i)::text, 14, '0'), 'FUQARO ' || g.i, '{citizen}', 1, 1 FROM generate_series(1, ${CITIZENS}) g(i)`);
      // The offices' notaries get accounts (the console's inbox is theirs).
      await ds.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid, notary_id)
        SELECT lpad((60000000000000 + row_number() OVER (ORDER BY n.license_number))::text, 14, '0'), n.full_name, '{notary}', 1, 1, n.id FROM notary n`);
      step(`${CITIZENS} citizens and the notaries' accounts in ${Math.round(performance.now() - t)} ms`);
      t = performance.now();
      await ds.query(`CREATE TEMP TABLE c AS SELECT row_number() OVER (ORDER BY pin) - 1 AS k, id, pin, fullname FROM users WHERE pin LIKE '5%'`);
      await ds.query(`CREATE INDEX ON c (k)`);
      // Deterministic spread: each act's author and counterparty by multiplicative hashing of its number.
      await ds.query(`
        INSERT INTO notarial_act (type_id, name, lang, phone, regnum, regdate, reg_year, office_id, notary_id, notary_name, regsystem,
          regtype, step, status, created_by, author_pin, entered_at)
        SELECT s.type_id, 'Notarial harakat', 'oz', '901234567',
          CASE WHEN s.step = 9 THEN extract(year FROM s.d)::int || '/' || s.i END, CASE WHEN s.step = 9 THEN s.d END, extract(year FROM s.d)::int,
          n.office_id, n.id, n.full_name, 2, 1 + (s.i % 5 = 0)::int, s.step, CASE WHEN s.step = 9 THEN 'registered' ELSE 'active' END,
          a.id, a.pin, (s.d + time '09:00') AT TIME ZONE 'Asia/Tashkent'
        FROM (SELECT g.i, (ARRAY[1, 4, 9, 101, 105, 11651, 11962, 15034])[1 + g.i % 8] AS type_id,
                (ARRAY[1, 2, 3, 5, 7, 9, 9, 9, 9, 9])[1 + (g.i * 31) % 10] AS step,
                DATE '2026-11-01' - ((g.i::bigint * 7919) % 1460)::int AS d, (g.i::bigint * 104729) % ${CITIZENS} AS author
              FROM generate_series(1, ${ACTS}) g(i)) s
        JOIN c a ON a.k = s.author
        JOIN (SELECT id, office_id, full_name, row_number() OVER (ORDER BY license_number) - 1 AS k FROM notary) n
          ON n.k = s.i % (SELECT count(*) FROM notary)`);
      step(`${ACTS} acts in ${Math.round(performance.now() - t)} ms`);
      t = performance.now();
      await ds.query(`
        INSERT INTO act_party (act_id, role, is_author, pin, fullname, status)
        SELECT x.id, 'seller', true, x.author_pin, 'MUALLIF', 'accepted' FROM notarial_act x
        UNION ALL
        SELECT x.id, 'buyer', false, b.pin, b.fullname, 'accepted' FROM notarial_act x
          JOIN c b ON b.k = (abs(hashtext(x.id::text))::bigint * 7) % ${CITIZENS}`);
      step(`${ACTS * 2} parties in ${Math.round(performance.now() - t)} ms`);
      await ds.query('VACUUM ANALYZE');
    } else step(`reusing ${existing} acts`);

    // Sessions: the first SIGNED citizens by number and every notary account.
    const people = await ds.query(
      `SELECT u.id, u.pin, (SELECT a.id FROM notarial_act a WHERE a.created_by = u.id LIMIT 1) AS act
         FROM users u WHERE u.pin LIKE '5%' ORDER BY u.pin LIMIT ${SIGNED}`,
    );
    const notaries = await ds.query(`SELECT id, pin FROM users WHERE notary_id IS NOT NULL AND pin LIKE '6%' ORDER BY pin`);
    for (const person of [...people, ...notaries]) {
      const sessionId = randomUUID();
      person.token = newSessionToken(sessionId, Buffer.from(SECRET, 'utf8'));
      await ds.query(
        `WITH s AS (INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale)
           VALUES ($3, $1, now() + interval '12 hours', now() + interval '12 hours', 1, 'oz') RETURNING id)
         INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, 1 FROM s`,
        [person.id, hashSessionToken(person.token), sessionId],
      );
    }
    const withActs = people.filter((p) => p.act);
    const [{ acts: actCount, parties }] = await ds.query('SELECT (SELECT count(*) FROM notarial_act)::int AS acts, (SELECT count(*) FROM act_party)::int AS parties');
    step(`${actCount} acts, ${parties} parties; ${people.length} citizens and ${notaries.length} notaries signed in`);

    const get = (path, token) =>
      fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      });
    const routes = [
      { name: 'my acts', request: (i) => get('/api/notarial_act', people[i % people.length].token) },
      { name: 'act card', request: (i) => { const p = withActs[i % withActs.length]; return get(`/api/notarial_act/${p.act}`, p.token); } },
      { name: 'office inbox', request: (i) => get('/api/notarial_act?scope=office', notaries[i % notaries.length].token) },
    ];
    for (const route of routes) await openLoop(200, 3, route.request); // warm-up

    console.log(`\nfixed-rate load, open loop, ${SECONDS} s per rate (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
    for (const route of routes) {
      for (const rate of RATES) {
        const r = await openLoop(rate, SECONDS, route.request);
        const met = r.errors === 0 && r.p99 <= 30;
        if (rate === 2000) verdictOk &&= met;
        console.log(
          `${route.name.padEnd(13)} ${String(rate).padStart(5)} rps: ${r.sent} sent, ${r.errors} errors, p50 ${r.p50?.toFixed(1)} ms, p99 ${r.p99?.toFixed(1)} ms, max ${r.max?.toFixed(1)} ms${rate === 2000 ? `  → ${met ? 'MET' : 'NOT MET'} (p99 ≤ 30 ms, 0 errors)` : ''}`,
        );
      }
    }

    // The bare endpoint, beside it.
    const bare = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare', String(barePort), db.url], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitUp(`${bareUrl}/bare/my-acts?userId=${people[0].id}&pin=${people[0].pin}`, bare, 'the bare endpoint');
    const bareGet = (i) => {
      const p = people[i % people.length];
      return fetch(`${bareUrl}/bare/my-acts?userId=${p.id}&pin=${p.pin}`).then(async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      });
    };
    await maxThroughput(16, 3, bareGet);
    await maxThroughput(16, 3, routes[0].request);
    const ours = await maxThroughput(32, SECONDS, routes[0].request);
    const plain = await maxThroughput(32, SECONDS, bareGet);
    const ratio = ours.rps / plain.rps;
    verdictOk &&= ratio >= 0.9;
    console.log(
      `\nmaximum throughput, 32 in flight, ${SECONDS} s: my acts ${Math.round(ours.rps)} rps (${ours.errors} errors), ` +
        `bare NestJS + Express + TypeORM, same query, no auth ${Math.round(plain.rps)} rps (${plain.errors} errors): ratio ${ratio.toFixed(2)} → ${ratio >= 0.9 ? 'MET' : 'NOT MET'} (≥ 0.9)`,
    );

    // Every query "my acts", the card's list and the inbox run, with its plan.
    const captured = [];
    const logged = new DataSource({
      ...dataSourceOptions(db.url, 2),
      logging: ['query'],
      logger: { logQuery: (query, parameters) => captured.push([query, parameters ?? []]), logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} },
    });
    await logged.initialize();
    captured.length = 0;
    const repo = new ActsRepository(logged);
    const defaults = v.parse(ListActsQuery, {});
    const notaryOffice = (await ds.query('SELECT n.office_id FROM users u JOIN notary n ON n.id = u.notary_id WHERE u.id = $1', [notaries[0].id]))[0].office_id;
    await repo.listPage(logged.manager, { userId: people[0].id, pin: people[0].pin, officeId: null }, defaults);
    await repo.listPage(logged.manager, { userId: notaries[0].id, pin: notaries[0].pin, officeId: notaryOffice }, v.parse(ListActsQuery, { scope: 'office' }));
    await logged.destroy();
    const sizes = new Map((await ds.query(`SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`)).map((r) => [r.relname, Number(r.n)]));
    const scans = [];
    console.log('\nquery plans (EXPLAIN ANALYZE):');
    for (const [sql, params] of captured.filter(([q]) => /^\s*SELECT/i.test(q))) {
      const plan = await ds.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${sql}`, params);
      console.log(`\n── ${sql.slice(0, 160).replace(/\s+/g, ' ')}…`);
      for (const row of plan) {
        const line = row['QUERY PLAN'];
        console.log(`   ${line}`);
        const table = /Seq Scan on (\w+)/.exec(line)?.[1];
        if (table && (sizes.get(table) ?? 0) >= 10_000) scans.push(`Seq Scan on ${table}`);
      }
    }
    verdictOk &&= scans.length === 0;
    console.log(`\nplans: ${scans.length === 0 ? 'every query on a large table reads it by index' : `sequential scans of large tables: ${scans.join(', ')}`}`);
    await ds.destroy();
  } finally {
    await Promise.all(children.map(stopChild));
    if (process.env.BENCH_KEEP) console.log(`[bench] kept: BENCH_DATABASE_URL=${db.url}`);
    else await db.drop();
  }
  console.log(`verdict signed-in reads at national load: ${verdictOk ? 'MET' : 'NOT MET'} (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  process.exit(verdictOk ? 0 : 1);
}

if (process.argv[2] === '--bare') await bareServer(Number(process.argv[3]), process.argv[4]);
else await main();

// Benchmark of the public searches (issue 6): a separate database with
// 1 000 000 registered acts (100 000 of them powers of attorney), 200 000
// inheritance cases and 100 000 vehicles, then p50/p95 of each search over
// HTTP against the real API, the same under concurrent load (each search at
// BENCH_LOAD_RATES requests a second, open loop, then its maximum with 32
// in flight), and the query plan of each search as the searches' pool plans it
// (EXPLAIN ANALYZE EXECUTE of the prepared statement) to show the index it
// uses. Goal: p95 < 20 ms, one request at a time and under load.
//
// It ends with a verdict line against the goal, and exits 1 when a search's
// plan reads a large table (≥ 10 000 rows) with a sequential scan.
//
//   pnpm bench public-searches          (BENCH_REQUESTS=300 by default)
//
// BENCH_KEEP=1 keeps the seeded database and prints its URL; passing that URL
// back as BENCH_DATABASE_URL skips the seeding (about two minutes here).
//
// It builds the API first (turbo, cached when nothing changed) and runs it
// from dist/, exactly as `npm start` does.
import { randomUUID } from 'node:crypto';
import { benchDatabase, buildApi, dist, fromApi, httpClient, loadAverage, maxThroughput, openLoop, releaseDatabase, SECRET, startApi, step, stopChild } from './lib/api-bench.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
// BENCH_SCALE (default 1) shrinks every registry for a quick smoke run of the script itself.
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZES = Object.fromEntries(
  Object.entries({ acts: 1_000_000, powersOfAttorney: 100_000, inheritanceCases: 200_000, vehicles: 100_000 }).map(([k, n]) => [k, Math.max(100, Math.round(n * SCALE))]),
);
/** The owners (vehicle + real estate) the ban searches rotate through, each signed in. */
const OWNERS = Math.min(REQUESTS, 100);
/**
 * The fixed rates each search is driven at under concurrent load (the first is the one its verdict is on:
 * 300 a second is 26 million searches a day), and for how long.
 */
const LOAD_RATES = (process.env.BENCH_LOAD_RATES ?? '300,1000').split(',').map(Number);
const LOAD_RATE = LOAD_RATES[0];
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** A table this large must be read through an index by a public search. */
const LARGE_TABLE_ROWS = 10_000;

buildApi();
const { openDatabase } = await dist('database/data-source.js');
const { upsertTerritories } = await dist('reference/reference.seed.js');
const { seedDirectory } = await dist('notaries/notaries.seed.js');
const { ensureRegistryImportUser, REGISTRY_IMPORT_USER } = await dist('searches/registries.seed.js');
const queries = await dist('searches/search-queries.js');
const { searchDataSourceOptions, SEARCH_PLAN_CACHE_MODE } = await dist('searches/search-pool.js');
const { POWER_OF_ATTORNEY_TYPES } = await dist('searches/searches.service.js');
const { hashSessionToken, newSessionToken } = await dist('sessions/session-token.js');
const { createApp } = await dist('app.js');
const { loadConfig } = await dist('config.js');
// A production configuration (its keys made up for the run): the app below and the sessions signed here share it.
// One client asks thousands of times a minute here: the per-address search limit (30 a minute by default) is lifted.
const benchConfig = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PAYMENT_GATEWAY_SECRET: 'bench', SEARCH_RATE_PER_MINUTE: '1000000' });

const db = await benchDatabase('notary_bench');
let app;
try {
  step(`database ${db.url.replace(/:[^:@/]*@/, ':***@')}; migrations…`);
  const ds = await openDatabase(db.url);
  const [{ n: existing }] = await ds.query('SELECT count(*)::int AS n FROM notarial_act');
  if (existing < SIZES.acts) await seed(ds);
  else {
    // BENCH_DATABASE_URL of another bench (signed-in reads seeds no registries): say so rather than fail later.
    const [{ n: vehicles }] = await ds.query('SELECT count(*)::int AS n FROM sim_vehicle');
    if (vehicles === 0) throw new Error(`the database holds ${existing} acts but not this bench's registries: reuse one that bench/public-searches.mjs seeded and kept (BENCH_KEEP=1)`);
    step(`reusing ${existing} acts`);
  }
  await bench(ds);
  await ds.destroy();
} finally {
  await app?.close();
  await releaseDatabase(db);
}

async function seed(ds) {
  await ds.transaction(async (em) => {
    await upsertTerritories(em);
    await seedDirectory(em);
    await ensureRegistryImportUser(em);
  });

  let t = performance.now();
  // Deterministic spread without a PRNG: multiplicative hashing of the row number.
  await ds.query(`
    INSERT INTO notarial_act (type_id, name, lang, phone, regnum, regdate, reg_year, office_id, notary_id, notary_name, regsystem,
      regtype, visit_at, step, status, created_by, author_pin, entered_at, registered_at, valid_until, proxy)
    SELECT s.type_id, 'Notarial harakat', 'oz', '90' || lpad((s.i % 10000000)::text, 7, '0'),
      extract(year FROM s.d)::int || '/' || row_number() OVER (PARTITION BY s.office_id, extract(year FROM s.d) ORDER BY s.d, s.i),
      s.d, extract(year FROM s.d)::int, s.office_id, s.notary_id, s.full_name, 2, CASE WHEN s.i % 6 = 0 THEN 2 ELSE 1 END,
      (s.d + time '10:00') AT TIME ZONE 'Asia/Tashkent', 9, CASE WHEN s.i % 25 = 0 THEN 'annulled' ELSE 'registered' END,
      '${REGISTRY_IMPORT_USER}', lpad((30000000000000 + s.i)::text, 14, '0'),
      (s.d + time '09:00') AT TIME ZONE 'Asia/Tashkent', (s.d + time '10:30') AT TIME ZONE 'Asia/Tashkent',
      CASE WHEN s.is_poa THEN s.d + 365 END,
      CASE WHEN s.is_poa THEN jsonb_build_object('delegationRight', s.i % 3 = 0) END
    FROM (
      SELECT g.i, g.i <= ${SIZES.powersOfAttorney} AS is_poa,
        CASE WHEN g.i <= ${SIZES.powersOfAttorney} THEN (ARRAY[101, 101, 105, 11651])[1 + g.i % 4]
             ELSE (ARRAY[1, 1, 4, 9, 11680, 11720, 11742, 11944, 11962, 12047, 15003, 15034, 15035, 15018, 15025])[1 + g.i % 15] END AS type_id,
        DATE '2025-11-01' - ((g.i::bigint * 7919) % 1460)::int AS d,
        n.id AS notary_id, n.office_id, n.full_name
      FROM generate_series(1, ${SIZES.acts}) AS g(i)
      JOIN (SELECT id, office_id, full_name, row_number() OVER (ORDER BY license_number) - 1 AS k FROM notary) n
        ON n.k = (g.i::bigint * 104729) % (SELECT count(*) FROM notary)
    ) s`);
  step(`${SIZES.acts} acts in ${Math.round(performance.now() - t)} ms`);

  t = performance.now();
  await ds.query(`
    INSERT INTO act_party (act_id, role, is_author, pin, fullname, status)
    SELECT a.id, r.role, r.role = 'principal', a.author_pin,
      (ARRAY['KARIMOV','RAHIMOV','TURSUNOV','YUSUPOV','ABDULLAYEV','NAZAROV'])[1 + abs(hashtext(a.id::text || r.role)) % 6] || ' ' ||
      (ARRAY['AZIZ','JASUR','DILNOZA','MALIKA','SARDOR','NODIRA'])[1 + abs(hashtext(r.role || a.id::text)) % 6], 'accepted'
    FROM notarial_act a CROSS JOIN (VALUES ('principal'), ('attorney')) AS r(role)
    WHERE a.type_id = ANY ($1::int[])`, [POWER_OF_ATTORNEY_TYPES]);
  step(`power-of-attorney parties in ${Math.round(performance.now() - t)} ms`);

  t = performance.now();
  await ds.query(`
    INSERT INTO inheritance_case (case_number, opened_on, deceased_full_name, deceased_full_name_cyr, death_date, notary_id, office_id, state, heirs_count)
    SELECT 'B' || lpad(g.i::text, 7, '0'), x.death + 10 + g.i % 150,
      x.surname || ' ' || x.name || ' ' || x.father || ' o''g''li', x.surname_c || ' ' || x.name_c || ' ' || x.father_c || ' ўғли',
      x.death, n.id, n.office_id, CASE WHEN g.i % 3 = 0 THEN 'closed' ELSE 'open' END, 1 + g.i % 4
    FROM generate_series(1, ${SIZES.inheritanceCases}) AS g(i)
    CROSS JOIN LATERAL (SELECT
      (ARRAY['Karimov','Rahimov','Tursunov','Yusupov','Abdullayev','Ismoilov','Xolmatov','Nazarov','Qodirov','Mirzayev','Ergashev','Saidov','Usmonov','Sobirov','Haydarov','Aliyev','Hasanov','Hamidov','Rasulov','Sultonov','Normatov','Qurbonov','Azimov','Valiyev'])[1 + g.i % 24] AS surname,
      (ARRAY['Каримов','Раҳимов','Турсунов','Юсупов','Абдуллаев','Исмоилов','Холматов','Назаров','Қодиров','Мирзаев','Эргашев','Саидов','Усмонов','Собиров','Ҳайдаров','Алиев','Ҳасанов','Ҳамидов','Расулов','Султонов','Норматов','Қурбонов','Азимов','Валиев'])[1 + g.i % 24] AS surname_c,
      (ARRAY['Alisher','Rustam','Bahodir','Sherzod','Jamshid','Dilshod','Akmal','Farrux','Otabek','Sardor','Javlon','Botir','Nodir','Temur','Anvar','Zafar','Ravshan'])[1 + (g.i / 24) % 17] AS name,
      (ARRAY['Алишер','Рустам','Баҳодир','Шерзод','Жамшид','Дилшод','Акмал','Фаррух','Отабек','Сардор','Жавлон','Ботир','Нодир','Темур','Анвар','Зафар','Равшан'])[1 + (g.i / 24) % 17] AS name_c,
      (ARRAY['Ergash','Olim','Karim','Hamid','Salim','Tohir','Murod','Ilhom'])[1 + (g.i / 408) % 8] AS father,
      (ARRAY['Эргаш','Олим','Карим','Ҳамид','Салим','Тоҳир','Мурод','Илҳом'])[1 + (g.i / 408) % 8] AS father_c,
      DATE '2025-06-01' - ((g.i::bigint * 7919) % 1800)::int AS death) x
    JOIN (SELECT id, office_id, row_number() OVER (ORDER BY license_number) - 1 AS k FROM notary) n
      ON n.k = (g.i::bigint * 104729) % (SELECT count(*) FROM notary)`);
  step(`${SIZES.inheritanceCases} inheritance cases in ${Math.round(performance.now() - t)} ms`);

  t = performance.now();
  await ds.query(`
    INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, year, owner_pins)
    SELECT lpad((g.i % 100)::text, 2, '0') || chr(65 + g.i % 26) || lpad((g.i % 1000)::text, 3, '0') || chr(65 + (g.i / 26) % 26) || chr(65 + (g.i / 676) % 26),
      'AA' || chr(65 + g.i % 26), lpad(g.i::text, 7, '0'), 'XWB' || g.i, 'Chevrolet Cobalt', 2010 + g.i % 15,
      ARRAY[lpad((40000000000000 + g.i)::text, 14, '0')]
    FROM generate_series(1, ${SIZES.vehicles}) AS g(i) ON CONFLICT DO NOTHING`);
  await ds.query(`
    INSERT INTO sim_vehicle_encumbrance (vehicle_id, kind, amount, imposed_at, document_number, document_name, official, organisation)
    SELECT v.id, CASE WHEN k % 2 = 0 THEN 'fine' ELSE 'ban' END, CASE WHEN k % 2 = 0 THEN 412000 END, DATE '2025-01-01' - (k % 1000)::int,
      'D-' || k, 'Qaror', 'Inspektor', 'YHXX'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM sim_vehicle) v WHERE v.k % 2 = 0`);
  await ds.query(`
    INSERT INTO sim_cadastre (cadastre_number, property_type, address, area, owner_pins)
    SELECT '10:' || lpad((g.i / 10000)::text, 2, '0') || ':01:01:01:' || lpad((g.i % 10000)::text, 4, '0'),
      CASE WHEN g.i % 4 = 0 THEN 'non_residential' ELSE 'residential' END, 'Manzil', 60, ARRAY[lpad((40000000000000 + g.i)::text, 14, '0')]
    FROM generate_series(1, ${SIZES.vehicles}) AS g(i) ON CONFLICT DO NOTHING`);
  step(`vehicles and real estate in ${Math.round(performance.now() - t)} ms`);
  await ds.query('VACUUM ANALYZE');
  const [counts] = await ds.query(`SELECT (SELECT count(*) FROM notarial_act)::int AS acts,
    (SELECT count(*) FROM notarial_act WHERE type_id = ANY ($1::int[]))::int AS poa,
    (SELECT count(*) FROM inheritance_case)::int AS cases, (SELECT count(*) FROM sim_vehicle)::int AS vehicles`, [POWER_OF_ATTORNEY_TYPES]);
  step(`seeded: ${JSON.stringify(counts)}`);
}

async function bench(ds) {

  // Signed-in owners for the ban searches (the search shows own property only); the requests rotate
  // across them, so each one looks up a different vehicle and property, as real traffic would.
  const owners = await ds.query(`SELECT v.tech_passport_series, v.tech_passport_number, v.state_number, v.owner_pins[1] AS pin,
      c.cadastre_number, c.property_type
    FROM sim_vehicle v JOIN sim_cadastre c ON c.owner_pins[1] = v.owner_pins[1]
    ORDER BY md5(v.id::text) LIMIT ${OWNERS}`);
  if (owners.length === 0) throw new Error('no owner of both a vehicle and real estate in the registries');
  for (const owner of owners) {
    // Signed with the key of the app below (benchConfig's SESSION_SECRET).
    const sessionId = randomUUID();
    owner.token = newSessionToken(sessionId, Buffer.from(benchConfig.sessions.secret, 'utf8'));
    const [user] = await ds.query(`INSERT INTO users (pin, fullname, roles, termsofuse, valid) VALUES ($1, 'BENCH USER', '{citizen}', 1, 1)
      ON CONFLICT (pin) DO UPDATE SET fullname = excluded.fullname RETURNING id`, [owner.pin]);
    await ds.query(
      `WITH s AS (INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale)
         VALUES ($3, $1, now() + interval '12 hours', now() + interval '12 hours', 1, 'oz') RETURNING id)
       INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, 1 FROM s`,
      [user.id, hashSessionToken(owner.token), sessionId],
    );
  }
  const ownerOf = (i) => owners[i % owners.length];

  app = await createApp({ ...benchConfig, databaseUrl: db.url, seedDemo: false }, db.url);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}/api`;
  const dmy = (iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

  const poa = await ds.query(`SELECT regnum, regdate::text AS regdate FROM notarial_act WHERE type_id = ANY ($1::int[]) ORDER BY md5(id::text) LIMIT ${REQUESTS}`, [POWER_OF_ATTORNEY_TYPES]);
  const acts = await ds.query(`SELECT regnum, regdate::text AS regdate, office_id FROM notarial_act ORDER BY md5(id::text) LIMIT ${REQUESTS}`);
  const cases = await ds.query(`SELECT case_number, death_date::text AS death, opened_on::text AS opened, notary_id, deceased_full_name AS name FROM inheritance_case ORDER BY md5(id::text) LIMIT ${REQUESTS}`);

  const searches = [
    { name: 'power of attorney (regnum + date)', url: (i) => `/searches/proxy?regnum=${encodeURIComponent(poa[i % poa.length].regnum)}&regdate=${dmy(poa[i % poa.length].regdate)}`,
      explain: () => [queries.PROXY_SQL, [poa[0].regnum, poa[0].regdate, POWER_OF_ATTORNEY_TYPES]] },
    { name: 'notarial act check (regnum + date)', url: (i) => `/searches/notarial-act?regnum=${encodeURIComponent(acts[i % acts.length].regnum)}&regdate=${dmy(acts[i % acts.length].regdate)}`,
      explain: () => [queries.ACT_CHECK_SQL, [acts[0].regnum, acts[0].regdate, null]] },
    // The print form's QR link names the office too (register numbers are unique per office).
    { name: 'notarial act check, QR link (regnum + date + office)', url: (i) => { const a = acts[i % acts.length]; return `/searches/notarial-act?regnum=${encodeURIComponent(a.regnum)}&regdate=${dmy(a.regdate)}&office=${a.office_id}`; },
      explain: () => [queries.ACT_CHECK_SQL, [acts[0].regnum, acts[0].regdate, acts[0].office_id]] },
    { name: "inheritance by deceased's name (two words)", url: (i) => `/searches/inheritance?name=${encodeURIComponent(cases[i % cases.length].name.split(' ').slice(0, 2).join(' '))}`,
      explain: () => { const w = queries.inheritanceWhere({ name: cases[0].name.split(' ').slice(0, 2).join(' ') }); return [queries.inheritanceSql(w.where, 1, 20, w.hasName), w.params]; } },
    { name: 'inheritance by case number', url: (i) => `/searches/inheritance?caseNumber=${cases[i % cases.length].case_number}`,
      explain: () => { const w = queries.inheritanceWhere({ caseNumber: cases[0].case_number }); return [queries.inheritanceSql(w.where, 1, 20, w.hasName), w.params]; } },
    { name: 'inheritance by death date', url: (i) => `/searches/inheritance?deathDate=${cases[i % cases.length].death}`,
      explain: () => { const w = queries.inheritanceWhere({ deathDate: cases[0].death }); return [queries.inheritanceSql(w.where, 1, 20, w.hasName), w.params]; } },
    { name: 'inheritance by notary + opening date', url: (i) => `/searches/inheritance?notaryId=${cases[i % cases.length].notary_id}&openedOn=${cases[i % cases.length].opened}`,
      explain: () => { const w = queries.inheritanceWhere({ notaryId: cases[0].notary_id, openedOn: cases[0].opened }); return [queries.inheritanceSql(w.where, 1, 20, w.hasName), w.params]; } },
    { name: 'inheritance by notary (latest 20)', url: (i) => `/searches/inheritance?notaryId=${cases[i % cases.length].notary_id}`,
      explain: () => { const w = queries.inheritanceWhere({ notaryId: cases[0].notary_id }); return [queries.inheritanceSql(w.where, 1, 20, w.hasName), w.params]; } },
    { name: 'bans: vehicle (plate + tech passport)', auth: (i) => ownerOf(i).token,
      url: (i) => `/searches/bans?kind=vehicle&vehicleNumber=${ownerOf(i).state_number}&techPassportSeries=${ownerOf(i).tech_passport_series}&techPassportNumber=${ownerOf(i).tech_passport_number}`,
      explain: () => [queries.VEHICLE_SQL, [owners[0].tech_passport_series, owners[0].tech_passport_number, owners[0].state_number, owners[0].pin]] },
    { name: 'bans: real estate (type + cadastre)', auth: (i) => ownerOf(i).token,
      url: (i) => `/searches/bans?kind=real_estate&propertyType=${ownerOf(i).property_type}&cadastreNumber=${ownerOf(i).cadastre_number}`,
      explain: () => [queries.REALTY_SQL, [owners[0].cadastre_number, owners[0].property_type, owners[0].pin]] },
  ];

  const results = [];
  for (const s of searches) {
    const times = [];
    let found = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const headers = s.auth ? { Authorization: `Bearer ${s.auth(i)}` } : {};
      const started = performance.now();
      const res = await fetch(base + s.url(i), { headers });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${s.name}: HTTP ${res.status} ${JSON.stringify(body)}`);
      if (i >= WARMUP) {
        times.push(ms);
        if ((body.items?.length ?? (body.found ? 1 : 0)) > 0) found++;
      }
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    results.push({ search: s.name, p50: q(0.5).toFixed(2), p95: q(0.95).toFixed(2), max: times.at(-1).toFixed(2), hits: `${found}/${REQUESTS}` });
  }
  console.log(`\nHTTP latency per search, ms (${REQUESTS} sequential requests each after ${WARMUP} warm-up; goal p95 < 20 ms)`);
  console.table(results);

  // Under concurrent load (issue 17): the API in a process of its own, as `npm start` runs it, each search
  // driven at a fixed rate (open loop, latency from each request's planned instant), then at its maximum.
  await app.close();
  app = undefined;
  const children = [];
  const underLoad = [];
  try {
    const { apiUrl } = await startApi(db.url, children, { env: { SEARCH_RATE_PER_MINUTE: '1000000' } });
    const client = httpClient(apiUrl);
    for (const s of searches) {
      const request = (i) => client.get(`/api${s.url(i)}`, s.auth?.(i));
      await openLoop(300, 3, request); // warm-up
      const row = { search: s.name, errors: 0 };
      for (const rate of LOAD_RATES) {
        const fixed = await openLoop(rate, LOAD_SECONDS, request);
        Object.assign(row, { [`p50 at ${rate}`]: fixed.p50?.toFixed(1), [`p95 at ${rate}`]: fixed.p95?.toFixed(1), [`p99 at ${rate}`]: fixed.p99?.toFixed(1) });
        if (rate === LOAD_RATE) row.errors = fixed.errors;
      }
      row['max rps (32 in flight)'] = Math.round((await maxThroughput(32, LOAD_SECONDS, request)).rps);
      underLoad.push(row);
    }
    await client.close();
  } finally {
    await Promise.all(children.map(stopChild));
  }
  console.log(
    `\nUnder concurrent load, ms: ${LOAD_RATES.join(' and ')} requests a second for ${LOAD_SECONDS} s each per search (open loop; errors at ${LOAD_RATE}), then 32 in flight (load average ${loadAverage()})`,
  );
  console.table(underLoad);

  // The plans as the searches' pool runs them: on a connection of its options (its plan cache mode), each
  // statement prepared and executed with the example's values, as the pool's named statements are.
  console.log(`\nQuery plans (EXPLAIN ANALYZE EXECUTE, plan_cache_mode ${SEARCH_PLAN_CACHE_MODE} as on the searches' pool):`);
  const { DataSource } = await fromApi('typeorm');
  const { escapeLiteral, prepareValue } = (await fromApi('pg/lib/utils.js')).default;
  const planner = new DataSource(searchDataSourceOptions(db.url, 1));
  await planner.initialize();
  const literal = (value) => {
    const prepared = prepareValue(value);
    return prepared === null || prepared === undefined ? 'NULL' : escapeLiteral(String(prepared));
  };
  const sizes = new Map(
    (await ds.query(`SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace`)).map(
      (r) => [r.relname, Number(r.n)],
    ),
  );
  const seqScans = [];
  for (const s of searches) {
    const [sql, params] = s.explain();
    await planner.query(`PREPARE bench_plan AS ${sql}`);
    const plan = await planner.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON, SUMMARY ON) EXECUTE bench_plan(${params.map(literal).join(', ')})`);
    await planner.query('DEALLOCATE bench_plan');
    console.log(`\n── ${s.name}`);
    for (const row of plan) {
      const line = row['QUERY PLAN'];
      console.log(`   ${line}`);
      const table = /Seq Scan on (\w+)/.exec(line)?.[1];
      if (table && (sizes.get(table) ?? 0) >= LARGE_TABLE_ROWS) seqScans.push(`${s.name}: Seq Scan on ${table} (${sizes.get(table)} rows)`);
    }
  }
  await planner.destroy();

  const worst = results.reduce((a, b) => (Number(b.p95) > Number(a.p95) ? b : a));
  const slow = results.filter((r) => Number(r.p95) >= 20);
  const slowUnderLoad = underLoad.filter((r) => r.errors > 0 || !(Number(r[`p95 at ${LOAD_RATE}`]) < 20));
  console.log('');
  if (seqScans.length) {
    for (const line of seqScans) console.log(`[bench] sequential scan of a large table: ${line}`);
    process.exitCode = 1;
  }
  console.log(
    slow.length === 0
      ? `[bench] verdict: goal met: p95 < 20 ms for all ${results.length} searches (slowest: ${worst.search}, p95 ${worst.p95} ms)`
      : `[bench] verdict: goal missed: p95 ≥ 20 ms for ${slow.map((r) => `${r.search} (${r.p95} ms)`).join('; ')}`,
  );
  console.log(
    slowUnderLoad.length === 0
      ? `[bench] verdict under load: goal met: p95 < 20 ms at ${LOAD_RATE} rps with 0 errors for all ${underLoad.length} searches`
      : `[bench] verdict under load: goal missed at ${LOAD_RATE} rps for ${slowUnderLoad.map((r) => `${r.search} (p95 ${r[`p95 at ${LOAD_RATE}`]} ms, ${r.errors} errors)`).join('; ')}`,
  );
  console.log(
    seqScans.length === 0
      ? '[bench] plans: every search reads the large tables through indexes'
      : `[bench] plans: FAILED, ${seqScans.length} sequential scan(s) of large tables (exit 1)`,
  );
}

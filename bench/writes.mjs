// Writes (issue 17.2): transitions of the act machine through the API run from
// dist/ as `npm start` runs it, on a separate database, with real session
// tokens of the offices' notaries.
//  1. Distinct acts: open-loop load at fixed rates (each request leaves at its
//     planned instant whatever the earlier ones do; its latency counts from
//     that instant). Every request is one transition of an act no other
//     request is moving at that moment: the notary's approve_check (step 2→3)
//     or send_back (3→2), each in its own transaction with the act's row lock
//     (SELECT … FOR UPDATE) and an audit row of the act's hash chain, then the
//     card the event answers. Printed: p50/p99 per rate, the errors by status,
//     and the CPU the API process spent per transition (its /proc stat), the
//     machine's load beside each figure. Then the maximum rate (closed loop).
//  2. One act: rounds of concurrent approve_check and send_back on the same
//     act. They must serialise on the row lock: no deadlock (PostgreSQL's
//     counter for the database), no 5xx, every refused one a 409 with the
//     domain's code, one audit row per accepted one, and the hash chain valid.
// Targets: 0 errors at every rate; one act: 0 deadlocks, 0 5xx, only clear 409s.
//
//   pnpm bench writes     (BENCH_SCALE=0.02 for a small run; BENCH_RATES=25,50,100;
//   BENCH_SECONDS=10; BENCH_KEEP=1 keeps the database, BENCH_DATABASE_URL reuses it)
import { readFileSync } from 'node:fs';
import { benchDatabase, buildApi, checkpointAndSettle, dist, insertActs, insertParties, loadAverage, maxThroughput, numberCitizens, openLoop, releaseDatabase, seedPeople, signIn, startApi, step, stopChild } from './lib/api-bench.mjs';

const load = () => `load ${loadAverage()}`;

/** CPU ms the process has used so far (user + system, from /proc: the API is another process). */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; after "pid (comm) " they are the 12th and 13th.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function main() {
  const SCALE = Number(process.env.BENCH_SCALE ?? 1);
  const ACTS = Math.round(1_000_000 * SCALE);
  const CITIZENS = Math.max(100, Math.round(200_000 * SCALE));
  const WORK_ACTS = 4000;
  const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
  const RATES = (process.env.BENCH_RATES ?? '25,50,100').split(',').map(Number);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
  const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 10);

  buildApi();
  const { openDatabase } = await dist('database/data-source.js');

  const db = await benchDatabase('notary_bench_writes');
  const children = [];
  let verdictOk = true;
  try {
    const { api, apiUrl } = await startApi(db.url, children);
    const ds = await openDatabase(db.url);
    const [{ n: existing }] = await ds.query('SELECT count(*)::int AS n FROM notarial_act');
    if (existing === 0) {
      const t = performance.now();
      await seedPeople(ds, CITIZENS);
      // The registry knows every citizen, with an active phone (acts-domain 5: an applicant without one is blocked).
      await ds.query(`INSERT INTO registry_person (pin, surname, name, gender, birth_date, phone, is_phone_active, is_personal_data_verified)
        SELECT pin, 'FUQARO', 'BENCH', 1, DATE '1980-01-01', '901234567', true, true FROM users WHERE pin LIKE '5%'`);
      await numberCitizens(ds);
      // The background: acts of every step spread over the citizens and the offices (the tables a write updates are national-sized).
      // Then the work acts: at Check (step 2), each with its office's notary, an author and two parties
      // (sales, gifts and other types whose blocking rules pass on this data).
      const stepSql = '(ARRAY[1, 2, 3, 5, 7, 9, 9, 9, 9, 9])[1 + (g.i * 31) % 10]';
      await insertActs(ds, { count: ACTS, citizens: CITIZENS, stepSql, name: 'Notarial harakat', types: [1, 4, 9, 101, 105, 11651, 11962, 15034] });
      await insertActs(ds, { count: WORK_ACTS, citizens: CITIZENS, stepSql: '2', name: 'Bench: writes', types: [1, 4, 9, 11651] });
      await insertParties(ds, { citizens: CITIZENS, buyerNameSql: "'XARIDOR'" });
      await ds.query('VACUUM ANALYZE');
      step(`${ACTS} acts of every step, ${WORK_ACTS} at Check to move, their parties, in ${Math.round(performance.now() - t)} ms`);
    } else {
      // BENCH_DATABASE_URL of another bench (signed-in reads seeds no work acts): say so rather than run on nothing.
      const [{ n: mine }] = await ds.query(`SELECT count(*)::int AS n FROM notarial_act WHERE name = 'Bench: writes'`);
      if (mine === 0) throw new Error(`the database holds ${existing} acts but none of this bench's ('Bench: writes'): reuse one that bench/writes.mjs seeded and kept (BENCH_KEEP=1)`);
      step(`reusing ${existing} acts`);
    }

    // Sessions for every notary account; each work act is moved by a notary of its office.
    const notaries = await ds.query(`SELECT u.id, u.pin, n.office_id FROM users u JOIN notary n ON n.id = u.notary_id WHERE u.pin LIKE '6%' ORDER BY u.pin`);
    const byOffice = new Map();
    for (const notary of notaries) {
      notary.token = await signIn(ds, notary.id);
      byOffice.set(notary.office_id, notary);
    }
    const work = (await ds.query(`SELECT id, office_id, step FROM notarial_act WHERE name = 'Bench: writes' AND status = 'active' ORDER BY id`)).map((a) => ({
      id: a.id,
      step: a.step,
      token: byOffice.get(a.office_id).token,
    }));
    const [hot, ...pool] = work;
    step(`${pool.length} acts to move on distinct acts, 1 for the concurrent test; ${notaries.length} notaries signed in`);
    await checkpointAndSettle(ds);

    /** One transition: the event the act's step allows (approve_check at 2, send_back at 3), as the console sends it. */
    const send = (act, event) =>
      fetch(`${apiUrl}/api/notarial_act/${act.id}/events/${event}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${act.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(event === 'send_back' ? { confirmed: true } : {}),
      }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null) }));
    // Idle acts, oldest first: a request takes one no other request is moving.
    const idle = [...pool];
    let accepted = 0;
    const transitionRequest = async () => {
      const act = idle.shift();
      if (!act) return 'no idle act (every act in flight)';
      try {
        const event = act.step === 2 ? 'approve_check' : 'send_back';
        const { status, body } = await send(act, event);
        if (status !== 201) return `${status} ${body?.code ?? ''}`.trim();
        act.step = body.step ?? (event === 'approve_check' ? 3 : 2);
        accepted++;
        return true;
      } finally {
        idle.push(act);
      }
    };
    for (let i = 0; i < 200; i++) await transitionRequest(); // warm-up

    const deadlocks = async () => (await ds.query('SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()'))[0].n;
    const deadlocksBefore = await deadlocks();
    const auditBefore = (await ds.query(`SELECT count(*)::int AS n FROM act_audit`))[0].n;
    const acceptedBefore = accepted;

    console.log(`\n1. transitions on distinct acts, open loop, ${SECONDS} s per rate (${load()}):`);
    for (const rate of RATES) {
      const cpu0 = processCpuMs(api.pid);
      const r = await openLoop(rate, SECONDS, transitionRequest);
      const cpuPer = (processCpuMs(api.pid) - cpu0) / Math.max(1, r.done);
      verdictOk &&= r.errors === 0;
      const why = r.errors ? ` (${[...r.failures].map(([k, n]) => `${n}× ${k}`).join(', ')})` : '';
      console.log(
        `   ${String(rate).padStart(4)} /s: ${r.sent} sent, ${r.done} done, ${r.errors} errors${why}, p50 ${r.p50?.toFixed(1)} ms, p99 ${r.p99?.toFixed(1)} ms, max ${r.max?.toFixed(1)} ms; ` +
          `API CPU ${cpuPer.toFixed(2)} ms per transition (${load()})`,
      );
    }
    {
      const cpu0 = processCpuMs(api.pid);
      const r = await maxThroughput(32, SECONDS, transitionRequest);
      const cpuPer = (processCpuMs(api.pid) - cpu0) / Math.max(1, r.done);
      console.log(`   maximum, 32 in flight, ${SECONDS} s: ${r.rps.toFixed(0)} transitions/s (${r.errors} errors); API CPU ${cpuPer.toFixed(2)} ms per transition → ${(1000 / cpuPer).toFixed(0)} per API core-second (${load()})`);
      verdictOk &&= r.errors === 0;
    }
    // Every step change of the moved acts has its audit row: each act's rows chain (a row's from_step is
    // the previous row's to_step) and its last row's to_step is the act's step. A request that failed
    // on the client's side may still have committed (the card read after the commit can fail under
    // overload): those are counted apart, not as missing rows.
    const auditRows = (await ds.query(`SELECT count(*)::int AS n FROM act_audit`))[0].n - auditBefore;
    const [chain] = await ds.query(
      `WITH a AS (SELECT act_id, to_step, from_step, lag(to_step) OVER (PARTITION BY act_id ORDER BY seq) AS prev_to,
                  row_number() OVER (PARTITION BY act_id ORDER BY seq DESC) AS rn FROM act_audit WHERE act_id = ANY($1))
       SELECT count(*) FILTER (WHERE a.prev_to IS NOT NULL AND a.from_step <> a.prev_to)::int AS broken,
              count(*) FILTER (WHERE a.rn = 1 AND a.to_step <> x.step)::int AS stale
         FROM a JOIN notarial_act x ON x.id = a.act_id`,
      [pool.map((a) => a.id)],
    );
    const auditOk = chain.broken === 0 && chain.stale === 0 && auditRows >= accepted - acceptedBefore;
    verdictOk &&= auditOk;
    console.log(
      `   audit: ${auditRows} rows for ${accepted - acceptedBefore} transitions answered 201 (${auditRows - (accepted - acceptedBefore)} committed though their answer was an error); ` +
        `chains broken ${chain.broken}, acts whose last row is not their step ${chain.stale} → ${auditOk ? 'one row per step change' : 'MISMATCH'}`,
    );

    // 2. One act, many at once.
    const statuses = new Map();
    const codes409 = new Map();
    let hotAccepted = 0;
    let approves = 0;
    let sendBacks = 0;
    const hotStart = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const events = Array.from({ length: CONCURRENT }, (_, i) => ((i + round) % 2 === 0 ? 'approve_check' : 'send_back'));
      const answers = await Promise.all(events.map((event) => send(hot, event).then((a) => ({ ...a, event }), (e) => ({ status: `network ${e.cause?.code ?? e.message}`, event }))));
      for (const a of answers) {
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.status === 409) codes409.set(a.body?.code, (codes409.get(a.body?.code) ?? 0) + 1);
        if (a.status === 201) {
          hotAccepted++;
          if (a.event === 'approve_check') approves++;
          else sendBacks++;
        }
      }
    }
    const hotMs = performance.now() - hotStart;
    const newDeadlocks = (await deadlocks()) - deadlocksBefore;
    const [{ step: hotStep }] = await ds.query('SELECT step FROM notarial_act WHERE id = $1', [hot.id]);
    const [{ n: hotAudit }] = await ds.query(`SELECT count(*)::int AS n FROM act_audit WHERE act_id = $1`, [hot.id]);
    const verification = await fetch(`${apiUrl}/api/notarial_act/${hot.id}/audit/verify`, { headers: { authorization: `Bearer ${hot.token}` } }).then((r) => r.json());
    const fiveHundreds = [...statuses].filter(([s]) => typeof s !== 'number' || s >= 500).reduce((n, [, c]) => n + c, 0);
    const unclear = [...statuses].filter(([s]) => s !== 201 && s !== 409).reduce((n, [, c]) => n + c, 0);
    const clearCodes = [...codes409.keys()].every((code) => code === 'act_event_not_allowed');
    const consistent = hotAudit === hotAccepted && approves - sendBacks === hotStep - 2 && verification.isValid === true;
    const hotOk = newDeadlocks === 0 && fiveHundreds === 0 && unclear === 0 && clearCodes && consistent;
    verdictOk &&= hotOk;
    console.log(`\n2. one act, ${ROUNDS} rounds of ${CONCURRENT} concurrent approve_check/send_back (${(hotMs / 1000).toFixed(1)} s, ${load()}):`);
    console.log(`   answers: ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; 409 codes: ${[...codes409].map(([c, n]) => `${n}× ${c}`).join(', ') || '-'}`);
    console.log(`   accepted ${hotAccepted} (${approves} approve_check, ${sendBacks} send_back), act at step ${hotStep}, ${hotAudit} audit rows, chain ${verification.isValid ? 'valid' : `INVALID ${JSON.stringify(verification.problems)}`}`);
    console.log(`   deadlocks (pg_stat_database, whole run) ${newDeadlocks}, 5xx ${fiveHundreds}, answers other than 201/409 ${unclear} → ${hotOk ? 'MET' : 'NOT MET'} (serialised: 0 deadlocks, 0 5xx, refusals 409 act_event_not_allowed, one audit row each)`);
    await ds.destroy();
  } finally {
    await Promise.all(children.map(stopChild));
    await releaseDatabase(db);
  }
  console.log(`verdict writes: ${verdictOk ? 'MET' : 'NOT MET'} (${load()})`);
  process.exit(verdictOk ? 0 : 1);
}

await main();

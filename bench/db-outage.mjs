// Benchmark of the database outage drill (issue 12.6): the built API on its
// embedded PostgreSQL under a bounded load of signed-in reads and writes
// (4 clients, each a new act then its list, 20 ms apart), PostgreSQL killed
// (SIGKILL to the postmaster) BENCH_ROUNDS times (10). Per round: the time until
// the API answers again, answers of 500 and 503, connection failures and the
// acknowledged writes lost. Goal: back within 5 s every round, 0 answers of
// 500, 0 writes lost; it exits 1 when a round misses it.
//
//   pnpm bench db-outage
//
// It builds the API first (turbo, cached when nothing changed) and runs it
// from dist/, as `npm start` does (tools/db-outage.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDatabaseOutage } from '../tools/db-outage.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@notary/api', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { rounds, isApiAlive } = await runDatabaseOutage({ rounds: ROUNDS });
console.log('round  recovery  acknowledged writes  lost  answers 500  answers 503  connection failures');
rounds.forEach((r, i) => {
  console.log(
    `${String(i + 1).padStart(5)}  ${(r.recoveryMs === null ? 'never' : `${r.recoveryMs} ms`).padStart(8)}  ${String(r.writesAcknowledged).padStart(19)}  ${String(r.writesLost).padStart(4)}  ${String(r.answers500).padStart(11)}  ${String(r.statuses['503'] ?? 0).padStart(11)}  ${String(r.connectionFailures).padStart(19)}`,
  );
});
const recoveries = rounds.map((r) => r.recoveryMs ?? Infinity);
const worst = Math.max(...recoveries);
const lost = rounds.reduce((n, r) => n + r.writesLost, 0);
const errors = rounds.reduce((n, r) => n + r.answers500, 0);
const sorted = [...recoveries].sort((a, b) => a - b);
const isMet = worst <= 5000 && lost === 0 && errors === 0 && isApiAlive;
console.log(
  `\n${rounds.length} kills: recovery median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${worst} ms; ` +
    `${rounds.reduce((n, r) => n + r.writesAcknowledged, 0)} writes acknowledged, ${lost} lost; ${errors} answers of 500 — ` +
    `${isMet ? 'goal met (≤ 5 s, 0 lost, 0 × 500)' : 'GOAL MISSED'}`,
);
process.exit(isMet ? 0 : 1);

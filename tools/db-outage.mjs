// Issue 12.6: the database outage drill. Starts the built API on its own
// embedded PostgreSQL (as `npm start` does, without DATABASE_URL), puts a
// bounded load of signed-in reads and writes on it, kills the PostgreSQL
// server (SIGKILL to the postmaster) and measures, per round: how long until
// the API answers again (GET /api/health 200 after the kill), the answers by
// status (no 500 is allowed: 503 with Retry-After while it is down), and the
// acknowledged writes (201) that are missing afterwards.
// Used by bench/db-outage.mjs (10 rounds) and e2e/src/db-outage.e2e.test.ts (1 round).
import { spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'services/api');
const pg = createRequire(join(apiDir, 'package.json'))('pg');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


/**
 * @param {{ rounds?: number, workers?: number, pauseMs?: number, log?: (line: string) => void }} options
 * workers: concurrent clients, each alternating a write (a new act) and a read (its acts), pauseMs apart.
 */
export async function runDatabaseOutage({ rounds = 1, workers = 4, pauseMs = 20, log = () => {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'notary-db-outage-'));
  const [apiPort, pgPort] = [await freePort(), await freePort()];
  const secret = randomBytes(32).toString('hex');
  const base = `http://127.0.0.1:${apiPort}/api`;
  let apiLog = '';
  const api = spawn(process.execPath, ['--enable-source-maps', join(apiDir, 'dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', DATA_DIR: dataDir, API_PORT: String(apiPort), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: '0', SESSION_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout.on('data', (d) => (apiLog += d));
  api.stderr.on('data', (d) => (apiLog += d));
  const results = [];
  let db;
  try {
    const deadline = Date.now() + 180_000;
    while (!(await fetch(`${base}/health`).then((r) => r.ok, () => false))) {
      if (api.exitCode !== null) throw new Error(`the API exited before it was ready:\n${apiLog}`);
      if (Date.now() > deadline) throw new Error(`the API was not ready after 180 s:\n${apiLog}`);
      await sleep(200);
    }
    db = new pg.Pool({ connectionString: `postgres://notary:notary@127.0.0.1:${pgPort}/notary`, max: 2 });
    db.on('error', () => {});
    const token = await signedInCitizen(db, secret);
    for (let round = 1; round <= rounds; round++) {
      const result = await outageRound({ base, token, dataDir, workers, pauseMs, db, isApiAlive: () => api.exitCode === null && api.signalCode === null });
      results.push(result);
      log(`round ${round}: ${JSON.stringify(result)}`);
    }
    return { rounds: results, apiLog: () => apiLog, isApiAlive: api.exitCode === null && api.signalCode === null };
  } finally {
    await db?.end().catch(() => {});
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signedInCitizen(db, secret) {
  const sessionToken = await import(pathToFileURL(join(apiDir, 'dist/sessions/session-token.js')).href);
  const pin = `3${String(randomInt(0, 1e13)).padStart(13, '0')}`;
  const { rows } = await db.query(
    `INSERT INTO users (pin, name, surname, lastname, fullname, gender, birthdate, passserial, passnum, phone, valid, termsofuse, roles, state, isdeleted,
                        regionid, districtid, regaddress, citizenship, nationality, birthcountry)
     VALUES ($1, 'Jasur', 'Karimov', 'Anvar o''g''li', 'KARIMOV JASUR ANVAR O''G''LI', 1, '1988-04-17', 'AA', $2, '901112233', 1, 1, '{citizen}', 1, 0,
             26, 2603, 'Toshkent shahri', 'O''ZBEKISTON', 'O''ZBEK', 'O''ZBEKISTON')
     RETURNING id`,
    [pin, String(randomInt(1_000_000, 9_999_999))],
  );
  const sessionId = randomUUID();
  const token = sessionToken.newSessionToken(sessionId, Buffer.from(secret, 'utf8'));
  await db.query(
    `WITH s AS (
       INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale, client_mode)
       VALUES ($3, $1, now() + interval '12 hours', now() + interval '12 hours', 1, 'oz', 'browser') RETURNING id
     )
     INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, 1 FROM s`,
    [rows[0].id, sessionToken.hashSessionToken(token), sessionId],
  );
  return token;
}

async function outageRound({ base, token, dataDir, workers, pauseMs, db, isApiAlive }) {
  const statuses = {};
  const acknowledged = [];
  let failures = 0;
  let running = true;
  let tokenNow = token;
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const call = async (method, path, body) => {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${tokenNow}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      count(res.status);
      // The session token is replaced as the session is used (sessions/); keep the newest.
      const fresh = res.headers.get('token');
      if (fresh) tokenNow = fresh;
      if (res.status === 503 && res.headers.get('retry-after') === null) count('503 without Retry-After');
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
    } catch {
      failures++;
      return { status: 0 };
    }
  };
  const worker = async () => {
    while (running) {
      const write = await call('POST', '/notarial_act', { typeId: 11651, regtype: 1 });
      if (write.status === 201 && write.body?.uuid) acknowledged.push(write.body.uuid);
      await sleep(pauseMs);
      await call('GET', '/notarial_act');
      await sleep(pauseMs);
    }
  };
  const load = Array.from({ length: workers }, () => worker());
  await sleep(1000);
  const beforeKill = acknowledged.length;
  const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // Back: the API answers its health check from a new PostgreSQL server (backends of the
  // killed one may still answer for a few milliseconds after the kill).
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    } catch {
      return undefined;
    }
  };
  let recoveryMs = null;
  while (Date.now() - killedAt < 60_000) {
    const restarted = postmasterPid() !== pid;
    const ok = restarted && (await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false));
    if (ok) {
      recoveryMs = Date.now() - killedAt;
      break;
    }
    await sleep(50);
  }
  // Load goes on a while after the recovery, then stops.
  await sleep(1500);
  running = false;
  await Promise.all(load);
  const { rows } = await db.query('SELECT id::text FROM notarial_act WHERE id = ANY($1::uuid[])', [acknowledged]);
  const found = new Set(rows.map((r) => r.id));
  return {
    recoveryMs,
    writesAcknowledged: acknowledged.length,
    writesAcknowledgedBeforeKill: beforeKill,
    writesLost: acknowledged.filter((id) => !found.has(id)).length,
    answers500: Object.entries(statuses).filter(([s]) => s === '500').reduce((n, [, c]) => n + c, 0),
    statuses,
    connectionFailures: failures,
    isApiAlive: isApiAlive(),
  };
}

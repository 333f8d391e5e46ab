import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../tools/ports.mjs';
import { loadConfig } from '../../config.js';
import { iceServersFor, stunUrlsOf, turnCredential, TURN_CREDENTIAL_TTL_SECONDS } from './ice-servers.js';

// Issue 16.2: time-limited TURN credentials of coturn's TURN REST API, and the STUN servers beside them.

describe('turnCredential', () => {
  it('is "<expiry>:<user id>" and the base64 HMAC-SHA1 of it (the vector computed by openssl)', () => {
    // printf '%s' "1700000000:7b0f6c1e" | openssl dgst -sha1 -hmac north-secret -binary | base64
    expect(turnCredential('north-secret', '7b0f6c1e', 1_700_000_000)).toEqual({ username: '1700000000:7b0f6c1e', credential: 'TSSYaSJiEGoTcYuEmZPbKFcejyQ=' });
  });

  it('takes whole seconds and refuses a user id coturn would split', () => {
    expect(turnCredential('s', 'u', 1_700_000_000.9).username).toBe('1700000000:u');
    expect(() => turnCredential('s', 'a:b', 1)).toThrow(/":"/);
    expect(() => turnCredential('s', '', 1)).toThrow(/not empty/);
  });
});

describe('iceServersFor', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('gives STUN on the TURN hosts and TURN with a credential expiring TURN_CREDENTIAL_TTL_SECONDS from now', () => {
    const urls = ['turn:turn.example.uz:3478?transport=udp', 'turn:turn.example.uz:3478?transport=tcp', 'turns:turn.example.uz:5349'];
    const [stun, turn] = iceServersFor({ urls, secret: 'k' }, 'user-1', now);
    expect(stun).toEqual({ urls: ['stun:turn.example.uz:3478'] });
    const expiry = now / 1000 + TURN_CREDENTIAL_TTL_SECONDS;
    expect(turn).toEqual({ urls, ...turnCredential('k', 'user-1', expiry) });
    expect(turn!.username).toBe(`${expiry}:user-1`);
  });

  it('keeps the STUN URLs given and offers no TURN without a secret or without URLs', () => {
    expect(stunUrlsOf(['stun:stun.example.uz:3478', 'turn:t.example.uz:3478'])).toEqual(['stun:stun.example.uz:3478']);
    expect(iceServersFor({ urls: ['stun:s.example.uz'], secret: undefined }, 'u', now)).toEqual([{ urls: ['stun:s.example.uz'] }]);
    expect(iceServersFor({ urls: [], secret: 'k' }, 'u', now)).toEqual([]);
  });
});

describe('TURN_URLS and TURN_SECRET', () => {
  it('are read from the environment, a TURN server needing the secret', () => {
    expect(loadConfig({}).ice).toEqual({ urls: [], secret: undefined });
    expect(loadConfig({ TURN_URLS: ' turn:127.0.0.1:3478 , stun:127.0.0.1:3478', TURN_SECRET: 'k' }).ice).toEqual({ urls: ['turn:127.0.0.1:3478', 'stun:127.0.0.1:3478'], secret: 'k' });
    expect(() => loadConfig({ TURN_URLS: 'turn:127.0.0.1:3478' })).toThrow(/TURN_SECRET is not set/);
    expect(() => loadConfig({ TURN_URLS: 'http://turn.example.uz' })).toThrow(/TURN_URLS is "http:\/\/turn.example.uz": expected comma-separated turn:/);
    expect(loadConfig({ TURN_URLS: 'stun:stun.example.uz:3478' }).ice.urls).toEqual(['stun:stun.example.uz:3478']);
  });
});

// The credential against the real coturn (Debian `coturn`, installed by `npm run setup` and .ci/run where apt is usable).
const hasCoturn = spawnSync('sh', ['-c', 'command -v turnserver && command -v turnutils_uclient'], { stdio: 'ignore' }).status === 0;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.skipIf(!hasCoturn)('coturn with use-auth-secret', () => {
  const secret = 'coturn-test-secret';
  let port = 0;
  let turn: ReturnType<typeof spawn> | undefined;

  beforeAll(async () => {
    port = await freePort();
    turn = spawn(
      'turnserver',
      ['-n', '--listening-ip=127.0.0.1', '--relay-ip=127.0.0.1', `--listening-port=${port}`, '--min-port=49160', '--max-port=49999', '--use-auth-secret',
        `--static-auth-secret=${secret}`, '--realm=notary.test', '--no-tls', '--no-dtls', '--no-cli', '--allow-loopback-peers', '--log-file=stdout', '--simple-log'],
      { stdio: 'ignore' },
    );
    // Ready once its TCP listener accepts (it opens UDP and TCP together, after its threads start).
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (turn.exitCode !== null) throw new Error(`turnserver exited with ${turn.exitCode}`);
      if (Date.now() > deadline) throw new Error('turnserver did not listen within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 15_000);
  afterAll(() => {
    turn?.kill('SIGTERM');
  });

  /** An allocation and a few relayed messages by coturn's own test client; true when they went through. */
  const allocates = (username: string, credential: string): boolean => {
    try {
      const out = execFileSync('turnutils_uclient', ['-p', String(port), '-u', username, '-w', credential, '-n', '2', '-m', '1', '-e', '127.0.0.1', '-y', '127.0.0.1'], {
        timeout: 15_000,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The client's closing totals: every message it sent through the relay came back
      // (their number depends on how long the client ran, so only the equality is asserted).
      const totals = /start_mclient: tot_send_msgs=(\d+), tot_recv_msgs=(\d+)/.exec(out);
      return !/Cannot complete Allocation/.test(out) && totals !== null && Number(totals[1]) > 0 && totals[1] === totals[2];
    } catch {
      return false;
    }
  };

  it('relays for the credential the API signs, and refuses a wrong secret and an expired credential', () => {
    const now = Date.now();
    const [, server] = iceServersFor({ urls: [`turn:127.0.0.1:${port}`], secret }, 'user-1', now);
    expect(allocates(server!.username!, server!.credential!)).toBe(true);
    const forged = turnCredential('another-secret', 'user-1', now / 1000 + 3600);
    expect(allocates(forged.username, forged.credential)).toBe(false);
    const expired = turnCredential(secret, 'user-1', now / 1000 - 60);
    expect(allocates(expired.username, expired.credential)).toBe(false);
  }, 60_000);
});

import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseChallenge, readConfig } from './config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3100, host: '127.0.0.1', fixedChallenge: null, sessionTimeoutMs: 123_000, stepTimeoutMs: 8000, maxAttempts: 3 });
    expect(config.keyDir).toMatch(/\.data\/face-check$/);
    // ≈ 2 sessions per worker at the full cadence, one more before busy (docs/face-check.md).
    expect(config.maxSessions).toBe(config.workers * 3);
    expect(readConfig({ FACE_CHECK_WORKERS: '2' }).maxSessions).toBe(6);
  });

  it('fixes the challenge order for tests', () => {
    expect(readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV: 'test' }).fixedChallenge).toEqual(['eyes']);
    expect(parseChallenge('left, eyes')).toEqual(['left', 'eyes']);
    expect(() => parseChallenge('nod')).toThrow(ConfigError);
  });

  it('refuses the fixed challenge unless NODE_ENV=test', () => {
    expect(() => readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV: 'production' })).toThrow(/refused unless NODE_ENV=test/);
    // A deployment that forgot NODE_ENV, or names its stage otherwise, is refused too.
    for (const NODE_ENV of [undefined, '', 'development', 'staging', 'Production', 'TEST']) {
      expect(() => readConfig({ FACE_CHECK_FIXED_CHALLENGE: 'eyes', NODE_ENV })).toThrow(ConfigError);
    }
    expect(readConfig({ NODE_ENV: 'production' }).fixedChallenge).toBeNull();
    expect(() => readConfig({ FACE_CHECK_PORT: 'abc' })).toThrow(ConfigError);
  });

  it('checks every variable against one valibot schema and names each bad one with its value and what is expected', () => {
    expect(() => readConfig({ FACE_CHECK_PORT: 'abc', FACE_CHECK_WORKERS: '0', FACE_CHECK_STEP_TIMEOUT_MS: '5' })).toThrow(
      'FACE_CHECK_PORT is "abc": expected an integer from 0 to 65535; FACE_CHECK_WORKERS is "0": expected an integer ≥ 1; FACE_CHECK_STEP_TIMEOUT_MS is "5": expected an integer ≥ 1000',
    );
    expect(readConfig({ FACE_CHECK_PORT: '', FACE_CHECK_HOST: '', FACE_CHECK_MAX_SESSIONS: '7' })).toMatchObject({ port: 3100, host: '127.0.0.1', maxSessions: 7 });
  });

  it('exits with an error when started in production with a fixed challenge', () => {
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', './scripts/ts-hooks.mjs', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', FACE_CHECK_FIXED_CHALLENGE: 'eyes', FACE_CHECK_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FACE_CHECK_FIXED_CHALLENGE is a test-only setting');
  });
});

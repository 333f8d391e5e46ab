import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiEnvSchema, ConfigError, loadConfig } from './config.js';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

// Issue 11.6: one valibot schema of the environment, checked at start; a bad value stops the start.
describe('the API configuration', () => {
  it('has the defaults the README gives', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: resolve('.data'),
      embeddedPgPort: 54329,
      dbPoolMax: 20,
      redisUrl: undefined,
      faceCheckUrl: 'http://127.0.0.1:3100',
      seedDemo: false,
      publicUrl: undefined,
      trustProxy: ['loopback'],
      searchRatePerMinute: 30,
      baseCalculationValueTiyin: 41_200_000,
      payments: { gatewaySecret: 'dev-payment-gateway-secret', isSimulatorAllowedInProduction: false },
      sessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, graceMs: 60_000, secret: undefined },
    });
    expect(loadConfig({ API_PORT: '', PORT: '4000', SEED_DEMO: '1', REDIS_URL: 'redis://cache:6379' })).toMatchObject({ port: 4000, seedDemo: true, redisUrl: 'redis://cache:6379' });
  });

  it('names the variable, its value and what is expected; nothing falls back silently', () => {
    expect(problems({ API_PORT: 'abc' })).toBe('Invalid configuration:\n  API_PORT is "abc": expected a port number from 1 to 65535');
    expect(problems({ PORT: '70000' })).toContain('API_PORT (from PORT) is "70000": expected a port number from 1 to 65535');
    const many = problems({ EMBEDDED_PG_PORT: '5432x', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', NODE_ENV: 'prod', SESSION_SECRET: 'short', BCV_TIYIN: '-1' });
    expect(many.split('\n').slice(1).map((line) => line.trim())).toEqual([
      'NODE_ENV is "prod": expected development, production or test',
      'DATABASE_URL is "mysql://x": expected a URL (postgres: or postgresql://…)',
      'EMBEDDED_PG_PORT is "5432x": expected a port number from 1 to 65535',
      'SEED_DEMO is "maybe": expected 1 or 0 (true/false, on/off, yes/no)',
      'BCV_TIYIN is "-1": expected a whole number above 0',
      'SESSION_SECRET is "short": expected at least 32 characters',
    ]);
    expect(problems({ API_HOST: '', DATA_DIR: '', MAP_TILES_URL: '' })).toBe('');
    expect(problems({ FACE_CHECK_URL: 'x'.repeat(10_000) }).length).toBeLessThan(200);
  });

  it('refuses production without the keys whose known defaults would let anyone forge a session or a payment', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('SESSION_SECRET is not set: expected at least 32 characters (required when NODE_ENV=production)');
    expect(message).toContain('PAYMENT_GATEWAY_SECRET is not set');
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PAYMENT_GATEWAY_SECRET: 'k' })).toBe('');
  });

  it('lists every variable it reads in the README configuration table', () => {
    const readme = readFileSync(join(apiDir, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
    const missing = Object.keys(ApiEnvSchema.entries).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('stops the start: API_PORT=abc exits 1 with the message, before anything starts', () => {
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', './src/testing/ts-hooks.mjs', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, API_PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[api] Invalid configuration:\n  API_PORT is "abc": expected a port number from 1 to 65535');
    expect(run.stdout).not.toContain('listening');
  });
});

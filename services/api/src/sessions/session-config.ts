import type { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { loadSessionSecret } from './session-secret.js';

/** Session lifetimes and the token key of one application (config.ts reads them: SESSION_*). */
export type SessionConfig = Omit<ApiConfig['sessions'], 'secret'> & {
  /** HMAC key of the token signatures (SESSION_SECRET; see session-secret.ts). */
  secret: Buffer;
};

export function sessionConfigOf(config: Pick<ApiConfig, 'sessions' | 'dataDir' | 'isProduction'>): SessionConfig {
  const { secret, ...lifetimes } = config.sessions;
  return { ...lifetimes, secret: loadSessionSecret({ secret, dataDir: config.dataDir, isProduction: config.isProduction }) };
}

/** The application's session secret (SESSION_SECRET, or the one kept in DATA_DIR), for the keys derived from it. */
export function sessionSecretOf(config: ConfigService<ApiConfig, true>): Buffer {
  return loadSessionSecret({
    secret: config.get('sessions', { infer: true }).secret,
    dataDir: config.get('dataDir', { infer: true }),
    isProduction: config.get('isProduction', { infer: true }),
  });
}

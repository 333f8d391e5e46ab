import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows refused and dropped connections, shutdowns, start-up and pool time-outs, also wrapped', () => {
    const cases = [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:54329'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('Query failed'), { driverError: withCode('57P01') }),
      new Error('outer', { cause: withCode('ECONNRESET') }),
      Object.assign(new AggregateError([withCode('ECONNREFUSED')], 'all failed'), {}),
      Object.assign(new Error('Database connection provided by a query runner was already released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ];
    expect(cases.map((e) => isDatabaseUnavailable(e))).toEqual(cases.map(() => true));
  });

  it('leaves real defects and bad queries alone', () => {
    const cases = [new Error('boom'), withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), null, 'x', { code: 5 }];
    expect(cases.map((e) => isDatabaseUnavailable(e))).toEqual(cases.map(() => false));
  });
});

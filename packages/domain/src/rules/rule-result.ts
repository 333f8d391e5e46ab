import type { DomainError } from '../errors/index.js';

/**
 * Every rule of spec/acts-domain.md 5 is a pure function over act data and
 * registry facts the API has already fetched: `null` passes, a
 * `DomainError` blocks with a code of the catalogue and the data its
 * message needs. The API runs them under the act's row lock and passes the
 * first failure to the state machine as `ActSnapshot.blockedBy`.
 */
export type RuleResult = DomainError | null;

/** The first failing rule, in the order given (order the cheap and the most telling first). */
export function firstFailure(...results: readonly RuleResult[]): RuleResult {
  return results.find((result) => result !== null) ?? null;
}

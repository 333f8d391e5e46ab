import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements kept prepared on one connection at most; further texts run unnamed (parsed and planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 2000;

/** A single data statement, with nothing after it that a named statement could not hold. */
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

/** Names already computed, by text (the API's statements are a few hundred texts; bounded all the same). */
const names = new Map<string, string>();

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_PREPARED_PER_CONNECTION * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

type PgConnection = { parsedStatements: Record<string, string> };

/**
 * Issue 17.1: the API's connections keep their statements prepared, as a
 * JDBC or pgx driver's statement cache does. TypeORM hands node-postgres the
 * SQL text and its parameters; this client names each data statement after
 * its text, so PostgreSQL parses it once per connection, and after five
 * executions plans it once too (its generic plan, when that plan costs no
 * more than the custom ones): "my acts" spent 0.5–2 ms of its 3 ms in
 * planning. Every statement keeps its parameters ($1…), so nothing of a
 * request's values is in a name or a cached text.
 *
 * Only single data statements are named (transaction control, SET and DDL
 * go as they are), and at most MAX_PREPARED_PER_CONNECTION of them per
 * connection. A migration that changes a table's columns while a replica
 * holds a `SELECT *` of it prepared makes PostgreSQL refuse that statement
 * once ("cached plan must not change result type"): it is deallocated and
 * run again.
 */
export class PreparingClient extends pg.Client {
  private prepared = 0;

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const named = typeof config === 'string' && typeof values !== 'function' && callback === undefined && PREPARABLE.test(config) ? this.named(config) : null;
    if (!named) return (super.query as (...args: unknown[]) => never)(config, values, callback);
    const run = () => (super.query as (c: unknown) => Promise<unknown>)({ name: named, text: config, values: values ?? [] });
    return run().catch(async (error: { code?: string; routine?: string }) => {
      if (error?.code !== '0A000' || error.routine !== 'RevalidateCachedQuery') throw error;
      await (super.query as (c: string) => Promise<unknown>)(`DEALLOCATE "${named}"`);
      delete (this as unknown as { connection: PgConnection }).connection.parsedStatements[named];
      return run();
    }) as never;
  }

  /** The statement's name, or null when this connection holds as many as it may. */
  private named(text: string): string | null {
    const name = statementName(text);
    const parsed = (this as unknown as { connection: PgConnection }).connection.parsedStatements;
    if (parsed[name] !== undefined) return name;
    if (this.prepared >= MAX_PREPARED_PER_CONNECTION) return null;
    this.prepared++;
    return name;
  }
}

import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements kept prepared on one connection at most; further texts run unnamed (parsed and planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 2000;

/** A single data statement, with nothing after it that a named statement could not hold. */
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

/** Statement texts whose rows come as arrays of the columns' values, in order (`rowsAsArrays`). */
const arrayRowTexts = new Set<string>();

/**
 * Issue 17.1: the rows of this statement come as arrays of its columns'
 * values in order (node-postgres's `rowMode: 'array'`), not as objects keyed
 * by the columns' names: for a wide statement read by position (the act
 * card's, 110 columns, most of them NULL on each row), an object of every
 * column for each row cost more than the rest of reading it. Returns the
 * text, to run as usual (`em.query`).
 */
export function rowsAsArrays(text: string): string {
  arrayRowTexts.add(text);
  return text;
}

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

/** A column of a RowDescription, as node-postgres parses it. */
type Field = { name: string; dataTypeID: number; format: string };
/** What node-postgres's Result builds from a RowDescription (`addFields`): the parser of each column, and the empty row copied for each row. */
type Shape = { fields: readonly Field[]; parsers: unknown[]; prebuilt: Record<string, null> };
type ShapedResult = { fields: readonly Field[]; _parsers: unknown[]; _prebuiltEmptyResultObject: Record<string, null>; _types: object; addFields(fields: readonly Field[]): void };
type QueryInternals = { name: string; _result: ShapedResult; _checkForMultirow(): void; _accumulateRows: unknown; callback?: unknown; listeners(event: string): unknown[] };

/** The shapes of the named statements' answers, by the parsers' source (the client's type overrides) and the statement's name. */
const shapes = new WeakMap<object, Map<string, Shape>>();

function sameFields(a: readonly Field[], b: readonly Field[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x.name !== y.name || x.dataTypeID !== y.dataTypeID || x.format !== y.format) return false;
  }
  return true;
}

/**
 * Issue 17.1: a named statement's answer has the same columns every time, but
 * node-postgres builds its column parsers and the empty row it copies for
 * each row anew from every RowDescription (Result.addFields): 7 µs for the
 * 18 columns of "my acts", 28 µs for the act card's statement, which is 110
 * columns wide (upstream: brianc/node-postgres#3753, open). This query keeps
 * what addFields built for each statement and reuses it while the columns
 * are the same (their names, types and format, compared on every answer: a
 * statement re-prepared after a table changed is built again). The rest is
 * node-postgres's own Query.handleRowDescription.
 */
class ShapedQuery extends (pg.Query as unknown as new (config: unknown, values?: unknown, callback?: unknown) => object) {
  /**
   * A named statement, its values and its callback. Given as text (not a config object, which node-postgres
   * copies property by property through their descriptors: about 4 µs a query), then named and, for
   * rowsAsArrays, given a result of arrays.
   */
  constructor(name: string, text: string, values: unknown[], rowMode: 'array' | undefined, callback: (error: Error | null, result: unknown) => void) {
    super(text, values, callback);
    const self = this as unknown as QueryInternals & { _rowMode: unknown; _results: unknown; types: unknown };
    self.name = name;
    if (rowMode) {
      self._rowMode = rowMode;
      self._result = new (pg as unknown as { Result: new (rowMode: unknown, types: unknown) => ShapedResult }).Result(rowMode, self.types);
      self._results = self._result;
    }
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    const self = this as unknown as QueryInternals;
    self._checkForMultirow();
    const result = self._result;
    let byName = shapes.get(result._types);
    if (!byName) shapes.set(result._types, (byName = new Map()));
    const shape = byName.get(self.name);
    if (shape && sameFields(shape.fields, msg.fields)) {
      result.fields = msg.fields;
      result._parsers = shape.parsers;
      result._prebuiltEmptyResultObject = shape.prebuilt;
    } else {
      result.addFields(msg.fields);
      if (byName.size >= MAX_PREPARED_PER_CONNECTION * 4) byName.clear();
      byName.set(self.name, { fields: msg.fields, parsers: result._parsers, prebuilt: result._prebuiltEmptyResultObject });
    }
    self._accumulateRows = self.callback || !self.listeners('row').length;
  }
}

/** Runs a named statement as a ShapedQuery: a promise of node-postgres's result, as `client.query(config)` gives. */
function runShaped(client: pg.Client, query: (q: object) => void, config: { name: string; text: string; values: unknown[]; rowMode: 'array' | undefined }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    query.call(client, new ShapedQuery(config.name, config.text, config.values, config.rowMode, (error, result) => (error ? reject(error) : resolve(result))));
  }).catch((error: Error) => {
    // As node-postgres does: a stack that leads back to the caller, not to the socket's read.
    Error.captureStackTrace(error);
    throw error;
  });
}

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
    const isText = typeof config === 'string' && typeof values !== 'function' && callback === undefined;
    const named = isText && PREPARABLE.test(config) ? this.named(config) : null;
    const rowMode = isText && arrayRowTexts.has(config) ? 'array' : undefined;
    if (!named) return (super.query as (...args: unknown[]) => never)(...(rowMode ? [{ text: config, values: values ?? [], rowMode }] : [config, values, callback]));
    const run = () => runShaped(this, super.query as (q: object) => void, { name: named, text: config as string, values: (values ?? []) as unknown[], rowMode });
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

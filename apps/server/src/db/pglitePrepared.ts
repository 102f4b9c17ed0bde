// Prepared statements on PGlite. PGlite runs one statement at a time, and each `query` parses and plans its SQL
// again in five protocol steps; the hottest statements (the session read of every signed-in request, a doctor's
// call) are instead prepared once per database with SQL's PREPARE and run with EXECUTE, which skips the parse and
// the plan: a third of the time on this machine. EXECUTE takes its arguments in its own text, not as protocol
// parameters, so each is written as a SQL literal here, under the strict rules of `literalOf`.
import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder } from 'drizzle-orm';
import type { Database } from './client';

/** The PGlite a database runs on, or null on PostgreSQL (where drizzle's named statements do this job). */
export function pgliteOf(db: Database): PGlite | null {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** A value an EXECUTE can take: text, a whole number, a truth value, a moment, or null. */
export type StatementValue = string | number | boolean | Date | null;

/**
 * A SQL literal of a value, safe to put in a statement's text: a whole number as its digits; true or false; a moment as its ISO
 * text, typed; text in single quotes with each quote doubled, the whole rule for literals while
 * `standard_conforming_strings` is on (PostgreSQL's default, checked before any statement is prepared), where a
 * backslash is an ordinary character. A number that is not a safe whole number, an invalid moment and text with a
 * NUL are refused, and so is any other kind of value.
 */
export function literalOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Not a whole number: ${String(value)}`);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Not a valid moment');
    return `'${value.toISOString()}'::timestamptz`;
  }
  if (typeof value !== 'string') throw new TypeError(`Not a value a statement takes: ${typeof value}`);
  if (value.includes('\0')) throw new TypeError('Text with a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}

/** A statement drizzle built, with `sql.placeholder`s for the values each run gives. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** A statement PGlite prepares once per database and runs by name. */
export interface PgliteStatement<Values extends Record<string, StatementValue>> {
  /** Runs it with these values for its placeholders; answers its rows as arrays, in the select's column order. */
  execute(client: PGlite, values: Values): Promise<unknown[][]>;
}

const preparedBy = new WeakMap<PGlite, Map<string, Promise<void>>>();

/**
 * Prepares `query` (SQL and parameters from drizzle's `toSQL`) as `name` on each PGlite it first runs on. Its
 * parameters are the placeholders, filled from each run's values, and the constants drizzle bound (a limit, say).
 */
export function pgliteStatement<Values extends Record<string, StatementValue>>(
  name: string,
  query: BuiltQuery,
): PgliteStatement<Values> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const { sql: text, params } = query.toSQL();
  const parameters = params.map((parameter) =>
    is(parameter, Placeholder) ? { placeholder: parameter.name } : { constant: literalOf(parameter) },
  );
  const prepare = async (client: PGlite) => {
    const [setting] = (
      await client.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings')
    ).rows;
    if (setting?.standard_conforming_strings !== 'on') {
      throw new Error('PGlite must run with standard_conforming_strings on: its literals depend on it.');
    }
    await client.exec(`PREPARE ${name} AS ${text}`);
  };
  const ensurePrepared = (client: PGlite): Promise<void> => {
    const statements = preparedBy.get(client) ?? new Map<string, Promise<void>>();
    preparedBy.set(client, statements);
    let prepared = statements.get(name);
    if (!prepared) {
      prepared = prepare(client);
      statements.set(name, prepared);
      // A failed PREPARE is tried again by the next run, not remembered.
      prepared.catch(() => statements.delete(name));
    }
    return prepared;
  };
  return {
    async execute(client, values) {
      await ensurePrepared(client);
      const argumentsText = parameters
        .map((parameter) => {
          if ('constant' in parameter) return parameter.constant;
          const value = values[parameter.placeholder];
          if (value === undefined) throw new Error(`No value for the placeholder ${parameter.placeholder}`);
          return literalOf(value);
        })
        .join(', ');
      const result = await client.query<unknown[]>(
        parameters.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${argumentsText})`,
        [],
        { rowMode: 'array' },
      );
      return result.rows;
    },
  };
}

/** A query drizzle built that can also be prepared (a select, or a select from an insert). */
interface PreparableQuery<Row> extends BuiltQuery {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/** A hot statement, prepared on either engine; see {@link preparedStatement}. */
export interface PreparedStatement<Values extends Record<string, StatementValue>, Row> {
  execute(db: Database, values: Values): Promise<Row[]>;
}

/**
 * A statement prepared once per database on either engine: on PostgreSQL a drizzle statement named `name`
 * (built once; parsed and planned once per connection), on PGlite a {@link pgliteStatement} whose array rows
 * `fromArray` turns into the select's objects. `build` writes the query with `sql.placeholder`s for `Values`.
 */
export function preparedStatement<Values extends Record<string, StatementValue>, Row>(
  name: string,
  build: (db: Database) => PreparableQuery<Row>,
  fromArray: (row: unknown[]) => Row,
): PreparedStatement<Values, Row> {
  const named = new WeakMap<Database, ReturnType<PreparableQuery<Row>['prepare']>>();
  let onPglite: PgliteStatement<Values> | undefined;
  return {
    async execute(db, values) {
      const client = pgliteOf(db);
      if (client) {
        onPglite ??= pgliteStatement<Values>(name, build(db));
        return (await onPglite.execute(client, values)).map(fromArray);
      }
      let statement = named.get(db);
      if (!statement) {
        statement = build(db).prepare(name);
        named.set(db, statement);
      }
      return statement.execute(values);
    },
  };
}

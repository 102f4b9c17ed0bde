// Prepared statements (src/db/pglitePrepared.ts): the literals EXECUTE is given, PGlite's PREPARE-once and its
// refusals, and `preparedStatement` on the engine the suite runs on (PGlite, or PostgreSQL in its own step).
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { literalOf, pgliteOf, pgliteStatement, preparedStatement } from '../src/db/pglitePrepared';
import { accounts } from '../src/db/schema';
import { startServer, type TestServer } from './harness';

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  size: integer('size').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Bodies a literal must carry as data: quotes, a backslash, SQL of its own, Urdu. */
const awkward = [
  "O'Brien",
  String.raw`C:\path\n`,
  "x'); drop table notes; --",
  "''",
  'آفیت کلینک',
  String.raw`\'; select 1; --`,
];

const at = new Date('2026-11-26T10:00:00.000Z');

/** An in-memory PGlite with the notes. */
async function notesDatabase() {
  const client = new PGlite();
  const db = drizzle(client);
  await client.exec(
    'create table notes (id serial primary key, body text not null, size integer not null, at timestamptz not null)',
  );
  await db.insert(notes).values(awkward.map((body, index) => ({ body, size: index, at })));
  return { client, db };
}

const byBody = (db: ReturnType<typeof drizzle>) =>
  db
    .select({ id: notes.id, body: notes.body, size: notes.size })
    .from(notes)
    .where(eq(notes.body, sql.placeholder('body')))
    .limit(2);

describe('literalOf', () => {
  it.each([
    [42, '42'],
    [-7, '-7'],
    [0, '0'],
    [null, 'null'],
    [true, 'true'],
    [false, 'false'],
    ['plain', "'plain'"],
    ["O'Brien", "'O''Brien'"],
    [String.raw`a\b`, String.raw`'a\b'`],
    ['', "''"],
    [new Date('2026-11-26T10:00:00.000Z'), "'2026-11-26T10:00:00.000Z'::timestamptz"],
  ] as const)('writes %j as %s', (value, literal) => {
    expect(literalOf(value)).toBe(literal);
  });

  it.each([
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    new Date(Number.NaN),
    'nul\0inside',
    undefined,
    () => "'",
    { toString: () => "'" },
    ['a'],
  ])('refuses %j', (value) => {
    expect(() => literalOf(value)).toThrow(TypeError);
  });
});

describe('pgliteStatement', () => {
  // Two databases for the whole block (each takes PGlite a few seconds to start); statements are named apart.
  let first: Awaited<ReturnType<typeof notesDatabase>>;
  let second: Awaited<ReturnType<typeof notesDatabase>>;
  beforeAll(async () => {
    [first, second] = await Promise.all([notesDatabase(), notesDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first.client.close(), second.client.close()]);
  });

  it('finds each awkward text as data: the table and every row survive', async () => {
    const { client, db } = first;
    const statement = pgliteStatement<{ body: string }>('note_by_body', byBody(db));
    for (const [index, body] of awkward.entries()) {
      const rows = await statement.execute(client, { body });
      expect(rows, body).toEqual([[index + 1, body, index]]);
    }
    expect(await statement.execute(client, { body: 'no such note' })).toEqual([]);
    const left = await client.query<{ n: number }>('select count(*)::int as n from notes');
    expect(left.rows[0]?.n).toBe(awkward.length);
  });

  it('passes moments and whole numbers, and the constants drizzle bound (the limit)', async () => {
    const { client, db } = first;
    const query = db
      .select({ size: notes.size })
      .from(notes)
      .where(sql`${notes.at} = ${sql.placeholder('at')} and ${notes.size} >= ${sql.placeholder('from')}`)
      .orderBy(notes.size)
      .limit(2);
    const statement = pgliteStatement<{ at: Date; from: number }>('notes_from', query);
    expect(await statement.execute(client, { at, from: 3 })).toEqual([[3], [4]]);
    expect(await statement.execute(client, { at: new Date(at.getTime() + 1), from: 0 })).toEqual([]);
  });

  it('prepares once per database, also when the first runs come together', async () => {
    const statement = pgliteStatement<{ body: string }>('note_once', byBody(first.db));
    const runs = await Promise.all(awkward.map((body) => statement.execute(first.client, { body })));
    expect(runs.map((rows) => rows.length)).toEqual(awkward.map(() => 1));
    // Another database prepares it for itself.
    expect(await statement.execute(second.client, { body: "O'Brien" })).toHaveLength(1);
    for (const { client } of [first, second]) {
      const prepared = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name = 'note_once'",
      );
      expect(prepared.rows[0]?.n).toBe(1);
    }
  });

  it('refuses a run without a placeholder value, and a name that is not an identifier', async () => {
    const { client, db } = first;
    const statement = pgliteStatement<{ body: string }>('note_missing', byBody(db));
    await expect(statement.execute(client, {} as { body: string })).rejects.toThrow(
      'No value for the placeholder body',
    );
    expect(() => pgliteStatement('bad name; drop table notes', byBody(db))).toThrow(/statement name/);
  });

  it('tries a PREPARE that failed again on the next run', async () => {
    const { client, db } = second;
    const later = pgTable('later_notes', { id: serial('id').primaryKey(), body: text('body').notNull() });
    const statement = pgliteStatement<{ body: string }>(
      'note_later',
      db
        .select()
        .from(later)
        .where(eq(later.body, sql.placeholder('body'))),
    );
    await expect(statement.execute(client, { body: 'first' })).rejects.toThrow(/later_notes/);
    await client.exec(
      "create table later_notes (id serial primary key, body text not null); insert into later_notes (body) values ('first')",
    );
    expect(await statement.execute(client, { body: 'first' })).toEqual([[1, 'first']]);
  });

  it('refuses to prepare when standard_conforming_strings is off (its literals would change meaning)', async () => {
    const { client, db } = second;
    await client.exec('set standard_conforming_strings = off');
    try {
      const statement = pgliteStatement<{ body: string }>('note_conforming', byBody(db));
      await expect(statement.execute(client, { body: "O'Brien" })).rejects.toThrow(
        /standard_conforming_strings/,
      );
    } finally {
      await client.exec('set standard_conforming_strings = on');
    }
  });
});

describe('preparedStatement on the suite’s engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the select’s objects on every run, with awkward values as data', async () => {
    const names = awkward.map((body) => `Patient ${body}`);
    await server.db.insert(accounts).values(
      names.map((name, index) => ({
        name,
        role: 'patient' as const,
        phone: `0300${String(7_000_000 + index)}`,
      })),
    );
    const byName = preparedStatement<{ name: string }, { id: number; name: string }>(
      'account_by_name',
      (db: Database) =>
        db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.name, sql.placeholder('name'))),
      ([id, name]) => ({ id: id as number, name: name as string }),
    );
    for (let round = 0; round < 2; round++) {
      for (const name of names) {
        const rows = await byName.execute(server.db, { name });
        expect(rows, name).toEqual([{ id: expect.any(Number) as number, name }]);
      }
    }
    expect(await byName.execute(server.db, { name: 'nobody' })).toEqual([]);
    expect(pgliteOf(server.db) === null).toBe(process.env.TEST_DATABASE_URL !== undefined);
  });
});

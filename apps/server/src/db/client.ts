import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  /** `pglite` (embedded, one process) or `postgres` (several processes side by side). */
  engine: 'pglite' | 'postgres';
  /** Closes the connection(s) and releases the data folder. */
  close(): Promise<void>;
}

/**
 * Opens a PGlite folder with the extensions the migrations use (pg_trgm, for the doctor search's trigram index).
 * Anything that opens the folder directly must use this: without the extension, writing a doctor fails.
 */
export function openPglite(dataDir: string) {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** The default report of a broken idle connection: one line, no query text or parameters. */
function reportConnectionError(error: Error): void {
  process.stderr.write(`An idle PostgreSQL connection broke and will be replaced: ${error.message}\n`);
}

// The migrations: the package's drizzle/ when run from source (src/db/client.ts), or the copy the build puts beside
// its bundle (dist/drizzle, next to dist/main.js).
const migrationsFolder =
  [new URL('drizzle', import.meta.url), new URL('../../drizzle', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((folder) => existsSync(folder)) ?? fileURLToPath(new URL('../../drizzle', import.meta.url));
// An arbitrary, fixed key: every Aafiyat server process agrees on it.
const MIGRATION_LOCK_KEY = 7_310_426_001;

/**
 * Opens the database and brings its schema up to date: PostgreSQL when `databaseUrl` is set, else embedded
 * PGlite in `dataDir` (created when missing, locked against a second process).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * Told when an idle PostgreSQL connection breaks (the server restarted, a database was dropped). The pool
   * replaces it on the next query; without a listener the error would stop the process.
   */
  onConnectionError?: (error: Error) => void;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => {
      (options.onConnectionError ?? reportConnectionError)(error);
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    // Several processes may start together: the advisory lock lets one migrate while the others wait.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return { db, engine: 'postgres', close: () => pool.end() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await openPglite(options.dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        // An open PGlite keeps the process alive; closing it also flushes it to disk.
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

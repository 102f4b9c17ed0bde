// Shared pieces of the `npm run verify` checks: a run wrapper that always cleans up and always writes its
// report (.cache/verify/<name>.json and .md), PostgreSQL/Redis from VERIFY_POSTGRES_URL/VERIFY_REDIS_URL or
// private ones (scripts/services.mjs), throwaway databases and data folders, real server processes, and
// direct reads of the database. The HTTP load pieces live in ./http-load and the request inputs in ./inputs;
// both are re-exported here so a check imports from one place.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, like } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { demoRequests, doctors } from '../src/db/schema';
import { seedDoctors } from '../src/seed';
import { spawnServer, type ServerProcess } from '../test/processes';
import { say, type Cleanup } from './report';

export { freePort, spawnServer, type ServerProcess } from '../test/processes';
export {
  describeProblems,
  httpClient,
  latency,
  startLoad,
  tally,
  type Answer,
  type HttpClient,
  type Latency,
  type LoadRun,
  type LoadState,
  type Tally,
} from './http-load';
export { DOCTOR_SEARCHES, doctorSearchPath, longTailSearchPath, nextDemoRequest } from './inputs';
export { Cleanup, repoRoot, runCheck, say, type Check } from './report';

/** A temporary folder, removed at cleanup. */
export function tempDir(cleanup: Cleanup, prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `aafiyat-verify-${prefix}-`));
  cleanup.add(`remove ${folder}`, () => {
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

interface Service {
  url: string;
  stop(): void;
}

/** scripts/services.mjs, typed here: it is plain JavaScript outside this package's TypeScript program. */
async function services(): Promise<{
  startPostgres(preferred: number): Service;
  startRedis(preferred: number): Service;
}> {
  const file = new URL('../../../scripts/services.mjs', import.meta.url).href;
  return (await import(file)) as Awaited<ReturnType<typeof services>>;
}

export interface PostgresServer {
  /** Where the admin URL came from, for the report (the URL itself may hold a password). */
  source: string;
  /** A new database `aafiyat_verify_<random>`, dropped at cleanup; returns its URL. */
  createDatabase(): Promise<string>;
}

/** PostgreSQL from VERIFY_POSTGRES_URL, or a private one stopped at cleanup. */
export async function usePostgres(cleanup: Cleanup): Promise<PostgresServer> {
  let adminUrl = process.env.VERIFY_POSTGRES_URL;
  let source = 'VERIFY_POSTGRES_URL';
  if (!adminUrl) {
    const started = (await services()).startPostgres(55439);
    cleanup.add('stop the private PostgreSQL', () => {
      started.stop();
    });
    adminUrl = started.url;
    source = `a private PostgreSQL (Debian's package) on port ${new URL(adminUrl).port}`;
  }
  const admin = adminUrl;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    source,
    async createDatabase() {
      const name = `aafiyat_verify_${randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      cleanup.add(`drop the database ${name}`, () =>
        adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

/** {@link usePostgres} on first call only, so a run that needs no PostgreSQL starts none. */
export function postgresOnDemand(cleanup: Cleanup): () => Promise<PostgresServer> {
  let server: Promise<PostgresServer> | undefined;
  return () => (server ??= usePostgres(cleanup));
}

/** Redis from VERIFY_REDIS_URL, or a private one stopped at cleanup. */
export async function useRedis(cleanup: Cleanup): Promise<{ url: string; source: string }> {
  const given = process.env.VERIFY_REDIS_URL;
  if (given) return { url: given, source: 'VERIFY_REDIS_URL' };
  const started = (await services()).startRedis(56339);
  cleanup.add('stop the private Redis', () => {
    started.stop();
  });
  return { url: started.url, source: `a private Redis on port ${new URL(started.url).port}` };
}

/** Where a server's data lives: a PGlite folder or a PostgreSQL database. */
export interface DataLocation {
  engine: 'pglite' | 'postgres';
  /** The server's environment for it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** The PGlite folder; empty on PostgreSQL. */
  dataDir: string;
  databaseUrl: string | undefined;
}

/** A fresh, empty data location of `engine`, removed or dropped at cleanup. */
export async function freshLocation(
  engine: 'pglite' | 'postgres',
  cleanup: Cleanup,
  postgres: () => Promise<PostgresServer>,
): Promise<DataLocation> {
  if (engine === 'pglite') {
    const dataDir = join(tempDir(cleanup, engine), 'data');
    return { engine, env: { DATA_DIR: dataDir }, dataDir, databaseUrl: undefined };
  }
  const databaseUrl = await (await postgres()).createDatabase();
  return { engine, env: { DATABASE_URL: databaseUrl }, dataDir: '', databaseUrl };
}

/** Opens the location in this process (migrating it), runs `use`, closes it. No server may hold a PGlite folder. */
export async function withDatabase<T>(where: DataLocation, use: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** Tops the doctors up to `total` with generated ones; says how many were added and how long it took. */
export async function ensureDoctors(where: DataLocation, total: number): Promise<void> {
  const started = performance.now();
  const added = await withDatabase(where, async (db) => {
    const [existing] = await db.select({ n: count() }).from(doctors);
    const missing = Math.max(0, total - (existing?.n ?? 0));
    if (missing > 0) await seedDoctors(db, missing);
    return missing;
  });
  say(
    `${where.engine}: ${String(total)} doctors ready (${String(added)} added in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** The emails of the stored demo requests whose email starts with `prefix`. */
export async function storedDemoEmails(where: DataLocation, prefix: string): Promise<Set<string>> {
  return withDatabase(where, async (db) => {
    const rows = await db
      .select({ email: demoRequests.email })
      .from(demoRequests)
      .where(like(demoRequests.email, `${prefix}%`));
    return new Set(rows.map((row) => row.email));
  });
}

/** A cookie secret for this run only, the same for every server process of the run; never printed. */
export const VERIFY_SECRET = randomBytes(32).toString('base64url');

/**
 * A server process (src/main.ts) on `where` with LOG_LEVEL=warn, this run's COOKIE_SECRET, no demo data, plus
 * `env`; killed at cleanup if still running.
 */
export async function startServerProcess(
  cleanup: Cleanup,
  where: DataLocation,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await spawnServer({
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: VERIFY_SECRET,
    SEED_DEMO_DATA: 'false',
    ...where.env,
    ...env,
  });
  cleanup.add(`stop the server on port ${String(server.port)}`, () => server.stop('SIGKILL'));
  return server;
}

/** The last lines a server printed, for a failure message. */
export function tailOf(server: ServerProcess, lines = 15): string {
  return server.output().trimEnd().split('\n').slice(-lines).join('\n');
}

/** A whole-number flag from `min` to `max`, or `fallback` when absent; a bad value stops the check. */
export function wholeNumber(
  flag: string,
  value: string | undefined,
  fallback: number,
  min = 1,
  max = 1_000_000,
): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(
      `--${flag} must be a whole number from ${String(min)} to ${String(max)}, got "${String(value)}".`,
    );
  }
  return number;
}

/** A comma-separated list flag whose items must be among `allowed`. */
export function listOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
): T[] {
  const items = (value ?? allowed.join(','))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (bad.length > 0 || items.length === 0) {
    throw new Error(
      `--${flag} takes a comma-separated list of ${allowed.join(', ')}; got "${String(value)}".`,
    );
  }
  return items as T[];
}

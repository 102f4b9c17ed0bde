// The server under test: a real database (a copy of the migrated template PGlite folder, or PostgreSQL when
// TEST_DATABASE_URL is set; emptied and used again by the worker's next server), the real app, driven with
// Fastify's `inject`, and a check of every answer against the contract.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationId } from '@aafiyat/api';
import { documentStatuses, errorsOf, responseBodyValidator } from '@aafiyat/api/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type OpenDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createTestDatabase } from './postgres';
import { createSession } from '../src/services/sessions';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-test-secret-test-secret-000';

let doctorCounter = 0;
/**
 * The next test doctor's number, for a PMDC number no other doctor of this process has (PMDC numbers are unique):
 * a random one collided now and then with another in the same file's database.
 */
function nextDoctor(): number {
  doctorCounter += 1;
  return doctorCounter;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A database a test server of this worker used, kept open for the next one. */
interface KeptDatabase {
  root: string;
  dataDir: string;
  databaseUrl: string | undefined;
  database: OpenDatabase;
}

/**
 * Databases whose servers have closed, for the next server of this worker. Starting on one costs an emptying of
 * its tables; a new one costs a copy of the template folder and an open of PGlite (about a second of processor
 * time each), or a database cloned from the template on PostgreSQL. Test files share their worker's modules
 * (`isolate: false`), so each worker keeps its own.
 */
const keptDatabases: KeptDatabase[] = [];

process.once('exit', () => {
  for (const kept of keptDatabases) rmSync(kept.root, { recursive: true, force: true });
});

/** A new database: a copy of the migrated template PGlite folder, or a clone of the template on PostgreSQL. */
async function newDatabase(): Promise<KeptDatabase> {
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-test-'));
  const dataDir = join(root, 'data');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await createTestDatabase(serverUrl) : null;
  if (!postgres) cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
  return { root, dataDir, databaseUrl: postgres?.url, database };
}

/**
 * A kept database emptied, as new as the template (whose tables are all empty, their sequences owned by them, so
 * `RESTART IDENTITY` starts every id at 1 again), or a new one when none is kept.
 */
async function freshDatabase(): Promise<KeptDatabase> {
  const kept = keptDatabases.pop();
  if (!kept) return newDatabase();
  const tables = await kept.database.db.execute(
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names = rowsOf<{ name: string }>(tables).map((row) => row.name);
  await kept.database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
  return kept;
}

/** The rows of a drizzle `execute` answer, whichever engine gave it (both answer an object with `rows`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Starts the app on an empty, migrated database. `env` overrides the test configuration. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const kept = await freshDatabase();
  const { root, dataDir, databaseUrl } = kept;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COOKIE_SECRET: TEST_SECRET,
      SEED_DEMO_DATA: 'false',
      ALLOWED_ORIGINS: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      SITE_DIR: join(root, 'no-site'),
      // Tests add doctors straight into the database between searches; the search cache has its own test.
      SEARCH_CACHE_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    root,
  );
  const app = await buildApp({ config, db: kept.database.db });
  await app.ready();
  return {
    app,
    db: kept.database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      keptDatabases.push(kept);
    },
  };
}

/** Asserts that an answer is one the contract lists for the operation, with a body that matches its schema. */
export function expectContract(id: OperationId, response: LightMyRequestResponse): void {
  expect(documentStatuses(id), `${id} answered ${String(response.statusCode)}: ${response.body}`).toContain(
    response.statusCode,
  );
  const validate = responseBodyValidator(id, response.statusCode);
  if (!validate) return;
  const body: unknown = response.json();
  expect(
    validate(body),
    `${id} ${String(response.statusCode)}: ${errorsOf(validate)}\n${response.body}`,
  ).toBe(true);
}

/** The session cookie a sign-in set, ready for the next request's `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'aafiyat_session');
  if (!cookie) throw new Error(`no session cookie in ${String(response.statusCode)} ${response.body}`);
  return `aafiyat_session=${cookie.value}`;
}

export interface SignedIn {
  cookie: string;
  accountId: number;
  /** The role's own id: patient id, doctor id, staff id, business id, or the owner's account id. */
  userId: number;
}

/**
 * Creates an account of a role (with its role row) and a session for it, without going through a sign-in flow,
 * so tests of other operations do not depend on the sign-in operations. Returns the cookie header value.
 */
export async function signInAs(
  server: TestServer,
  role: 'patient' | 'clinic_owner' | 'doctor' | 'staff' | 'hospital' | 'pharmacy',
  options: {
    name?: string;
    phone?: string;
    clinicId?: number;
    doctor?: Partial<typeof schema.doctors.$inferInsert>;
  } = {},
): Promise<SignedIn> {
  const { db } = server;
  const phone = options.phone ?? `03${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}`;
  const [account] = await db
    .insert(schema.accounts)
    .values({
      role,
      name: options.name ?? `Test ${role}`,
      phone,
      email: `${phone}@example.pk`,
      verified: true,
    })
    .returning({ id: schema.accounts.id });
  if (!account) throw new Error('no account');
  let userId = account.id;
  let clinicId = options.clinicId ?? null;
  if (role === 'patient') {
    const [patient] = await db
      .insert(schema.patients)
      .values({ accountId: account.id })
      .returning({ id: schema.patients.id });
    userId = patient?.id ?? userId;
  } else if (role === 'doctor') {
    const [doctor] = await db
      .insert(schema.doctors)
      .values({
        accountId: account.id,
        name: options.name ?? `Test ${role}`,
        pmdc: `${String(10_000 + nextDoctor())}-P`,
        specialty: 'General Physician',
        city: 'Lahore',
        fee: 1500,
        workingDays: [1, 2, 3, 4, 5],
        startTime: '09:00',
        endTime: '17:00',
        isOnline: true,
        experienceYears: 8,
        searchText: 'test doctor general physician lahore',
        ...options.doctor,
      })
      .returning({ id: schema.doctors.id });
    userId = doctor?.id ?? userId;
  } else if (role === 'clinic_owner' && clinicId === null) {
    const [clinic] = await db
      .insert(schema.clinics)
      .values({
        ownerAccountId: account.id,
        name: 'Test Clinic',
        city: 'Lahore',
        address: '1 Mall Road',
        branchCode: `T${String(account.id)}`,
      })
      .returning({ id: schema.clinics.id });
    clinicId = clinic?.id ?? null;
  } else if (role === 'staff') {
    if (clinicId === null) throw new Error('staff need a clinicId');
    const [member] = await db
      .insert(schema.staff)
      .values({ accountId: account.id, clinicId })
      .returning({ id: schema.staff.id });
    userId = member?.id ?? userId;
  } else if (role === 'hospital' || role === 'pharmacy') {
    const [business] = await db
      .insert(schema.businesses)
      .values({
        accountId: account.id,
        facilityType: role === 'hospital' ? 1 : 2,
        businessName: `Test ${role}`,
        city: 'Karachi',
        address: '2 Shahrah-e-Faisal',
      })
      .returning({ id: schema.businesses.id });
    userId = business?.id ?? userId;
  }
  const token = await createSession(db, account.id, clinicId);
  return { cookie: `aafiyat_session=${server.app.signCookie(token)}`, accountId: account.id, userId };
}

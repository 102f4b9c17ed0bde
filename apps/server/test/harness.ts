// The server under test: a real database (a copy of the migrated template PGlite folder, or PostgreSQL when
// TEST_DATABASE_URL is set), the real app, driven with Fastify's `inject`, and a check of every answer against
// the contract.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationId } from '@aafiyat/api';
import { documentStatuses, errorsOf, responseBodyValidator } from '@aafiyat/api/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
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

/** Starts the app on a fresh database. `env` overrides the test configuration. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-test-'));
  const dataDir = join(root, 'data');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await createTestDatabase(serverUrl) : null;
  const databaseUrl = postgres?.url;
  if (!postgres) cpSync(inject('templateDataDir'), dataDir, { recursive: true });
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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(root, { recursive: true, force: true });
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

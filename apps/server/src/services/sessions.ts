import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserRole } from '@aafiyat/domain';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/pglitePrepared';
import { accounts, businesses, doctors, patients, sessions, staff } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** How long a session lives: 30 days, as the cookie's Max-Age. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in caller, as the handlers see them. */
export interface SessionInfo {
  accountId: number;
  role: UserRole;
  name: string;
  /** The patient's, doctor's, staff member's or business's own id (the `user_id` of the session record). */
  userId: number;
  /** The clinic a clinic owner signed in to (or a staff member works at). */
  clinicId: number | null;
  /** A doctor's PMDC number. */
  pmdc: string | null;
}

/** Creates a session for an account; returns the token for the cookie. Old tokens stay valid until sign-out. */
export async function createSession(
  db: Database,
  accountId: number,
  clinicId: number | null = null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    clinicId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** Destroys the session of a token (sign-out). */
export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * An account's row in one role table (one row per account at most) as a scalar subquery on its unique account_id:
 * a JSON array of `columns`, or null. Subqueries, not outer joins: on PGlite a five-table outer join took longer
 * than the second statement it saved (4–7 ms a session against 2.0–3.3 ms, on 2026-11-25), while with these
 * subqueries a session took 1.7–2.6 ms; on PostgreSQL it is one round trip instead of two.
 */
function roleRow<T extends unknown[]>(table: PgTable, accountId: AnyPgColumn, columns: AnyPgColumn[]) {
  // Qualified by hand: drizzle leaves a column's table out in a statement without joins (roleIdentity's), where
  // `account_id = id` would compare the role table with itself.
  const qualified = (owner: PgTable, column: AnyPgColumn) => sql`${owner}.${sql.identifier(column.name)}`;
  const list = sql.join(
    columns.map((column) => qualified(table, column)),
    sql`, `,
  );
  return sql<T | null>`(select json_build_array(${list}) from ${table} where ${qualified(table, accountId)} = ${qualified(accounts, accounts.id)})`;
}

/** Each role table's row of an account, read beside the account. */
const roleColumns = {
  patient: roleRow<[id: number]>(patients, patients.accountId, [patients.id]),
  doctor: roleRow<[id: number, clinicId: number | null, pmdc: string]>(doctors, doctors.accountId, [
    doctors.id,
    doctors.clinicId,
    doctors.pmdc,
  ]),
  staff: roleRow<[id: number, clinicId: number]>(staff, staff.accountId, [staff.id, staff.clinicId]),
  business: roleRow<[id: number]>(businesses, businesses.accountId, [businesses.id]),
};

/** What {@link roleColumns} read: null where the account has no row in that table. */
interface RoleRows {
  patient: [id: number] | null;
  doctor: [id: number, clinicId: number | null, pmdc: string] | null;
  staff: [id: number, clinicId: number] | null;
  business: [id: number] | null;
}

/**
 * Looks a token up: the caller's identity, or null when the token is unknown or expired. One statement (the
 * session, its account and the account's role row): every signed-in request and socket starts with it, and
 * PGlite answers one statement at a time.
 */
export async function readSession(db: Database, token: string): Promise<SessionInfo | null> {
  const [row] = await sessionRead.execute(db, { tokenHash: hashToken(token), now: new Date() });
  if (!row) return null;
  const { accountId, role, name, clinicId } = row;
  return { accountId, role, name, ...identityOf(accountId, role, clinicId, row) };
}

/** The session read, with placeholders for the token's hash and the moment it must not have expired by. */
function sessionQuery(db: Database) {
  return db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      name: accounts.name,
      clinicId: sessions.clinicId,
      ...roleColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
}

/** The session read, prepared once per database (db/pglitePrepared.ts): every signed-in request runs it. */
const sessionRead = preparedStatement<
  { tokenHash: string; now: Date },
  Awaited<ReturnType<typeof sessionQuery>>[number]
>('read_session', sessionQuery, ([accountId, role, name, clinicId, patient, doctor, staffRow, business]) => ({
  accountId: accountId as number,
  role: role as UserRole,
  name: name as string,
  clinicId: clinicId as number | null,
  patient: patient as RoleRows['patient'],
  doctor: doctor as RoleRows['doctor'],
  staff: staffRow as RoleRows['staff'],
  business: business as RoleRows['business'],
}));

/** The role-specific ids of an account: its `user_id`, clinic and PMDC number. */
export async function roleIdentity(
  db: Database,
  accountId: number,
  role: UserRole,
  clinicId: number | null,
): Promise<{ userId: number; clinicId: number | null; pmdc: string | null }> {
  // A clinic owner's ids are the account's and the clinic signed in to: nothing to read.
  if (role === 'clinic_owner') return identityOf(accountId, role, clinicId, undefined);
  const [rows] = await db.select(roleColumns).from(accounts).where(eq(accounts.id, accountId));
  return identityOf(accountId, role, clinicId, rows);
}

/** The ids of {@link roleIdentity} from the role rows read with the account (or none, when it has none). */
function identityOf(
  accountId: number,
  role: UserRole,
  clinicId: number | null,
  rows: RoleRows | undefined,
): { userId: number; clinicId: number | null; pmdc: string | null } {
  switch (role) {
    case 'patient':
      return { userId: rows?.patient?.[0] ?? accountId, clinicId: null, pmdc: null };
    case 'doctor':
      return {
        userId: rows?.doctor?.[0] ?? accountId,
        clinicId: rows?.doctor?.[1] ?? null,
        pmdc: rows?.doctor?.[2] ?? null,
      };
    case 'staff':
      return { userId: rows?.staff?.[0] ?? accountId, clinicId: rows?.staff?.[1] ?? null, pmdc: null };
    case 'hospital':
    case 'pharmacy':
      return { userId: rows?.business?.[0] ?? accountId, clinicId: null, pmdc: null };
    case 'clinic_owner':
      return { userId: accountId, clinicId, pmdc: null };
  }
}

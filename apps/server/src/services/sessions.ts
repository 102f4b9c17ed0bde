import { and, eq, gt } from 'drizzle-orm';
import type { UserRole } from '@aafiyat/domain';
import type { Database } from '../db/client';
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

/** Each role table's row of an account, read beside it in the same statement (one row per account at most). */
const roleColumns = {
  patientId: patients.id,
  doctorId: doctors.id,
  doctorPmdc: doctors.pmdc,
  doctorClinicId: doctors.clinicId,
  staffId: staff.id,
  staffClinicId: staff.clinicId,
  businessId: businesses.id,
};

/** What {@link roleColumns} read: null where the account has no row in that table. */
interface RoleRows {
  patientId: number | null;
  doctorId: number | null;
  doctorPmdc: string | null;
  doctorClinicId: number | null;
  staffId: number | null;
  staffClinicId: number | null;
  businessId: number | null;
}

/**
 * Looks a token up: the caller's identity, or null when the token is unknown or expired. One statement (the
 * session, its account and the account's role row): every signed-in request and socket starts with it, and
 * PGlite answers one statement at a time.
 */
export async function readSession(db: Database, token: string): Promise<SessionInfo | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      name: accounts.name,
      clinicId: sessions.clinicId,
      ...roleColumns,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(patients, eq(patients.accountId, accounts.id))
    .leftJoin(doctors, eq(doctors.accountId, accounts.id))
    .leftJoin(staff, eq(staff.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { accountId, role, name, clinicId } = row;
  return { accountId, role, name, ...identityOf(accountId, role, clinicId, row) };
}

/** The role-specific ids of an account: its `user_id`, clinic and PMDC number. */
export async function roleIdentity(
  db: Database,
  accountId: number,
  role: UserRole,
  clinicId: number | null,
): Promise<{ userId: number; clinicId: number | null; pmdc: string | null }> {
  // A clinic owner's ids are the account's and the clinic signed in to: nothing to read.
  if (role === 'clinic_owner') return identityOf(accountId, role, clinicId, undefined);
  const [rows] = await db
    .select(roleColumns)
    .from(accounts)
    .leftJoin(patients, eq(patients.accountId, accounts.id))
    .leftJoin(doctors, eq(doctors.accountId, accounts.id))
    .leftJoin(staff, eq(staff.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
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
      return { userId: rows?.patientId ?? accountId, clinicId: null, pmdc: null };
    case 'doctor':
      return {
        userId: rows?.doctorId ?? accountId,
        clinicId: rows?.doctorClinicId ?? null,
        pmdc: rows?.doctorPmdc ?? null,
      };
    case 'staff':
      return { userId: rows?.staffId ?? accountId, clinicId: rows?.staffClinicId ?? null, pmdc: null };
    case 'hospital':
    case 'pharmacy':
      return { userId: rows?.businessId ?? accountId, clinicId: null, pmdc: null };
    case 'clinic_owner':
      return { userId: accountId, clinicId, pmdc: null };
  }
}

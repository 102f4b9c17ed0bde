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

/** Looks a token up: the caller's identity, or null when the token is unknown or expired. */
export async function readSession(db: Database, token: string): Promise<SessionInfo | null> {
  const [row] = await db
    .select({ accountId: accounts.id, role: accounts.role, name: accounts.name, clinicId: sessions.clinicId })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { ...row, ...(await roleIdentity(db, row.accountId, row.role, row.clinicId)) };
}

/** The role-specific ids of an account: its `user_id`, clinic and PMDC number. */
export async function roleIdentity(
  db: Database,
  accountId: number,
  role: UserRole,
  clinicId: number | null,
): Promise<{ userId: number; clinicId: number | null; pmdc: string | null }> {
  switch (role) {
    case 'patient': {
      const [patient] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.accountId, accountId));
      return { userId: patient?.id ?? accountId, clinicId: null, pmdc: null };
    }
    case 'doctor': {
      const [doctor] = await db
        .select({ id: doctors.id, pmdc: doctors.pmdc, clinicId: doctors.clinicId })
        .from(doctors)
        .where(eq(doctors.accountId, accountId));
      return {
        userId: doctor?.id ?? accountId,
        clinicId: doctor?.clinicId ?? null,
        pmdc: doctor?.pmdc ?? null,
      };
    }
    case 'staff': {
      const [member] = await db
        .select({ id: staff.id, clinicId: staff.clinicId })
        .from(staff)
        .where(eq(staff.accountId, accountId));
      return { userId: member?.id ?? accountId, clinicId: member?.clinicId ?? null, pmdc: null };
    }
    case 'hospital':
    case 'pharmacy': {
      const [business] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.accountId, accountId));
      return { userId: business?.id ?? accountId, clinicId: null, pmdc: null };
    }
    case 'clinic_owner':
      return { userId: accountId, clinicId, pmdc: null };
  }
}

// The people of the security-*.test.ts files: rows written straight into the database before the server process
// starts (a PGlite folder admits one process at a time), then signed in over HTTP through each role's real flow.
import { PaymentStatus } from '@aafiyat/domain';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { uniquePhone } from './auth-support';
import { slotFromNow } from './care-support';
import type { SignedIn } from './harness';
import { clientOf, patientSignIn, sessionCookie } from './security-support';

/** The password of every account the fixtures make (hashed once: scrypt is slow on purpose). */
export const FIXTURE_PASSWORD = 'Security#2024';

type Role = (typeof schema.accounts.$inferInsert)['role'];

/** A fixture account: what its sign-in needs and the ids the tests put in requests. */
export interface Person {
  role: Role;
  accountId: number;
  /** The role's own id (patient, doctor, staff or business id; the owner's account id). */
  userId: number;
  phone: string;
  email: string;
  /** A clinic owner's (first) clinic, or a staff member's. */
  clinicId: number | null;
  /** A doctor's PMDC number (their sign-in). */
  pmdc: string | null;
}

/** Inserts fixture rows into `db`. */
export function fixturesOf(db: Database) {
  let passwordHash: Promise<string> | undefined;

  async function account(role: Role, name: string) {
    const phone = uniquePhone();
    const [row] = await db
      .insert(schema.accounts)
      .values({
        role,
        name,
        phone,
        email: `${phone}.${role}@example.pk`,
        passwordHash: role === 'patient' ? null : await (passwordHash ??= hashPassword(FIXTURE_PASSWORD)),
        verified: true,
      })
      .returning();
    if (!row?.phone || !row.email) throw new Error('no account');
    return {
      role,
      accountId: row.id,
      userId: row.id,
      phone: row.phone,
      email: row.email,
      clinicId: null,
      pmdc: null,
    };
  }

  /** The id of the row an insert returned. */
  function idOf(rows: { id: number }[]): number {
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('the insert returned no row');
    return id;
  }

  return {
    async patient(name: string): Promise<Person> {
      const made = await account('patient', name);
      const rows = await db.insert(schema.patients).values({ accountId: made.accountId }).returning();
      return { ...made, userId: idOf(rows) };
    },

    async owner(name: string, clinicName: string): Promise<Person & { clinicId: number }> {
      const made = await account('clinic_owner', name);
      const rows = await db
        .insert(schema.clinics)
        .values({
          ownerAccountId: made.accountId,
          name: clinicName,
          city: 'Karachi',
          address: `${String(made.accountId)} Khayaban-e-Ittehad, Karachi`,
          branchCode: `SEC-${String(process.pid)}-${String(made.accountId)}`,
        })
        .returning();
      return { ...made, clinicId: idOf(rows) };
    },

    async staff(name: string, clinicId: number): Promise<Person> {
      const made = await account('staff', name);
      const rows = await db.insert(schema.staff).values({ accountId: made.accountId, clinicId }).returning();
      return { ...made, userId: idOf(rows), clinicId };
    },

    async business(role: 'hospital' | 'pharmacy', name: string): Promise<Person> {
      const made = await account(role, name);
      const rows = await db
        .insert(schema.businesses)
        .values({
          accountId: made.accountId,
          facilityType: role === 'hospital' ? 1 : 2,
          businessName: `${name} ${role === 'hospital' ? 'Hospital' : 'Pharmacy'}`,
          city: 'Lahore',
          address: '2 Ferozepur Road, Lahore',
        })
        .returning();
      return { ...made, userId: idOf(rows) };
    },

    /** A doctor who works every day, all day, online too; `details` overrides any column. */
    async doctor(
      name: string,
      pmdc: string,
      details: Partial<typeof schema.doctors.$inferInsert> = {},
    ): Promise<Person> {
      const made = await account('doctor', name);
      const specialty = details.specialty ?? 'General Physician';
      const city = details.city ?? 'Karachi';
      await db.insert(schema.specialties).values({ name: specialty }).onConflictDoNothing();
      const rows = await db
        .insert(schema.doctors)
        .values({
          accountId: made.accountId,
          pmdc,
          name,
          specialty,
          city,
          fee: 1500,
          workingDays: [0, 1, 2, 3, 4, 5, 6],
          startTime: '00:00',
          endTime: '23:59',
          isOnline: true,
          experienceYears: 9,
          searchText: `${name} ${specialty} ${city}`.toLowerCase(),
          ...details,
        })
        .returning();
      return { ...made, userId: idOf(rows), pmdc };
    },

    /**
     * An online consultation of today (Pakistan time), paid and booked for now unless told otherwise (so its
     * doctor may call); answers its id.
     */
    async appointment(
      patient: Person,
      doctor: Person,
      {
        minutesFromNow = 0,
        paymentStatus = PaymentStatus.SUCCESS,
      }: { minutesFromNow?: number; paymentStatus?: PaymentStatus } = {},
    ): Promise<number> {
      const rows = await db
        .insert(schema.appointments)
        .values({
          patientId: patient.userId,
          doctorId: doctor.userId,
          ...slotFromNow(minutesFromNow),
          type: 'online',
          fee: 1500,
          paymentStatus,
        })
        .returning();
      return idOf(rows);
    },
  };
}

/** The password sign-in operation of each role but the patient's. */
const PASSWORD_SIGN_IN: Record<Exclude<Role, 'patient'>, string> = {
  doctor: '/api/doctor/dr_login',
  clinic_owner: '/api/clinic/clinic_login',
  staff: '/api/staff/staff_login',
  hospital: '/api/hospital/login',
  pharmacy: '/api/pharmacy/login',
};

/** Signs a fixture person in over HTTP through their role's flow (a patient by code from the outbox). */
export async function signIn(baseUrl: string, person: Person): Promise<SignedIn> {
  const ids = { accountId: person.accountId, userId: person.userId };
  if (person.role === 'patient') {
    return { ...ids, cookie: sessionCookie(await patientSignIn(baseUrl, person.phone)) };
  }
  const path = PASSWORD_SIGN_IN[person.role];
  const body = {
    login: person.pmdc ?? person.email,
    password: FIXTURE_PASSWORD,
    ...(person.role === 'clinic_owner' && person.clinicId !== null ? { clinic_id: person.clinicId } : {}),
  };
  const answer = await clientOf(baseUrl).request('POST', path, { json: body });
  if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}: ${answer.text}`);
  return { ...ids, cookie: sessionCookie(answer) };
}

import { errorsOf, validatorAt } from '@aafiyat/api/testing';
import {
  callPermission,
  CONSULTATION_LANGUAGES,
  DOCTOR_BIO_MAX_LENGTH,
  PaymentStatus,
  ratingAverage,
  reviewEligibility,
  SIGN_IN_ROUTES,
  toPakistanWallClock,
} from '@aafiyat/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import {
  accounts,
  appointments,
  businesses,
  clinics,
  doctors,
  labBranches,
  labCategories,
  labs,
  labTests,
  packages,
  patients,
  payments,
  reviews,
  specialties,
  staff,
} from '../src/db/schema';
import { doctorColumns, toDoctor } from '../src/routes/doctors';
import {
  DEMO_CLINIC_OWNER,
  DEMO_DOCTOR,
  DEMO_DOCTOR_COUNT,
  DEMO_PATIENT,
  DEMO_SIGN_INS,
  seedDemoData,
  seedDoctors,
} from '../src/seed';
import { hashDemoPasswords } from '../src/seed/accounts';
import { generateDoctor } from '../src/seed/doctors';
import { FEMALE_FIRST_NAMES } from '../src/seed/people';
import { createRandom } from '../src/seed/random';
import { verifyPassword } from '../src/services/passwords';
import { startServer, type TestServer } from './harness';

let server: TestServer;
const log = { info: vi.fn() };
/** The demo passwords' hashing, watched: scrypt runs only for an empty database. */
const firstHashing = vi.fn(hashDemoPasswords);
let firstRun: boolean;

beforeAll(async () => {
  server = await startServer();
  firstRun = await seedDemoData(server.db, log, new Date(), firstHashing);
});
afterAll(async () => {
  await server.close();
});

async function counts(db: Database) {
  const tally = async (table: Parameters<ReturnType<Database['select']>['from']>[0]) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    accounts: await tally(accounts),
    doctors: await tally(doctors),
    clinics: await tally(clinics),
    specialties: await tally(specialties),
    packages: await tally(packages),
    labs: await tally(labs),
    branches: await tally(labBranches),
    categories: await tally(labCategories),
    tests: await tally(labTests),
    patients: await tally(patients),
    appointments: await tally(appointments),
  };
}

describe('seedDemoData', () => {
  it('seeds a realistic data set once, and does nothing the second time', async () => {
    expect(firstRun).toBe(true);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ doctors: DEMO_DOCTOR_COUNT }),
      'demo data seeded',
    );
    const before = await counts(server.db);
    expect(before).toMatchObject({ doctors: DEMO_DOCTOR_COUNT, specialties: 20, clinics: 12, packages: 6 });
    expect(before.labs).toBeGreaterThanOrEqual(4);
    expect(before.labs).toBeLessThanOrEqual(6);
    expect(before.branches).toBeGreaterThanOrEqual(before.labs * 2);
    expect(before.branches).toBeLessThanOrEqual(before.labs * 3);
    expect(before.tests).toBeGreaterThan(before.categories * 3);

    const againHashing = vi.fn(hashDemoPasswords);
    expect(await seedDemoData(server.db, undefined, new Date(), againHashing)).toBe(false);
    expect(await counts(server.db)).toEqual(before);
    // The passwords were hashed for the empty database, and not again for the seeded one (every restart).
    expect(firstHashing).toHaveBeenCalledTimes(1);
    expect(againHashing).not.toHaveBeenCalled();
  });

  it('gives every seeded doctor a shape the contract accepts, with unique PMDC numbers', async () => {
    const rows = await server.db
      .select(doctorColumns)
      .from(doctors)
      .innerJoin(accounts, eq(accounts.id, doctors.accountId))
      .leftJoin(clinics, eq(clinics.id, doctors.clinicId));
    const validate = validatorAt('#/components/schemas/Doctor');
    for (const row of rows) {
      const doctor = toDoctor(row);
      expect(validate(doctor), `${doctor.pmdc}: ${errorsOf(validate)}`).toBe(true);
      expect(doctor.name).toMatch(/^Dr\. /);
      expect(doctor.fee % 100).toBe(0);
      expect(doctor.fee).toBeGreaterThanOrEqual(800);
      expect(doctor.fee).toBeLessThanOrEqual(5000);
    }
    expect(new Set(rows.map((row) => row.pmdc)).size).toBe(rows.length);
    const online = rows.filter((row) => row.isOnline).length / rows.length;
    expect(online).toBeGreaterThan(0.3);
    expect(online).toBeLessThan(0.5);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThan(10);
    expect(rows.filter((row) => row.clinicId !== null).length).toBeGreaterThan(10);
  });

  it("writes each doctor's name, specialty, city and clinic name, lower-cased, into the free-text column", async () => {
    const rows = await server.db
      .select({
        name: doctors.name,
        specialty: doctors.specialty,
        city: doctors.city,
        clinic: clinics.name,
        searchText: doctors.searchText,
      })
      .from(doctors)
      .leftJoin(clinics, eq(clinics.id, doctors.clinicId));
    for (const row of rows) {
      const words = [row.name, row.specialty, row.city, row.clinic ?? ''].join(' ').trim().toLowerCase();
      expect(row.searchText, row.name).toBe(words);
    }
    expect(rows.filter((row) => row.clinic !== null).length).toBeGreaterThan(10);
  });

  it('gives the demo doctors reviews from completed visits only, in three scripts, and ratings that agree', async () => {
    const written = await server.db
      .select({
        doctorId: reviews.doctorId,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
        date: appointments.date,
        time: appointments.time,
        paymentStatus: appointments.paymentStatus,
        visitor: appointments.patientId,
        reviewer: reviews.patientId,
        visitDoctor: appointments.doctorId,
      })
      .from(reviews)
      .innerJoin(appointments, eq(appointments.id, reviews.appointmentId));
    expect(written.length).toBeGreaterThan(DEMO_DOCTOR_COUNT);
    for (const review of written) {
      // Each from the visit's own patient with the visit's own doctor, paid and past when it was written.
      expect(reviewEligibility(review, review.createdAt)).toBe('reviewable');
      expect([review.reviewer, review.doctorId]).toEqual([review.visitor, review.visitDoctor]);
    }
    const texts = written.map((review) => review.text);
    expect(texts.some((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
    expect(texts.some((text) => /\b(bohat|achay|hain)\b/.test(text))).toBe(true);
    expect(texts.some((text) => /\b(the|was)\b/.test(text))).toBe(true);
    expect(texts).toContain('');
    expect(new Set(written.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));

    // A doctor's stars are their reviews' sum and count, none for a doctor without any.
    const byDoctor = new Map<number, { sum: number; count: number }>();
    for (const review of written) {
      const totals = byDoctor.get(review.doctorId) ?? { sum: 0, count: 0 };
      byDoctor.set(review.doctorId, { sum: totals.sum + review.rating, count: totals.count + 1 });
    }
    const rated = await server.db
      .select({ id: doctors.id, sum: doctors.ratingSum, count: doctors.ratingCount })
      .from(doctors);
    for (const doctor of rated) {
      expect({ sum: doctor.sum, count: doctor.count }).toEqual(
        byDoctor.get(doctor.id) ?? { sum: 0, count: 0 },
      );
    }
    expect(rated.filter((doctor) => doctor.count === 0).length).toBeGreaterThan(0);
  });

  it('creates one demo account per role, with the printed credentials', async () => {
    expect(DEMO_SIGN_INS.map((entry) => entry.role).sort()).toEqual(
      ['clinic_owner', 'doctor', 'hospital', 'patient', 'pharmacy', 'staff'].sort(),
    );
    for (const entry of DEMO_SIGN_INS) {
      expect(entry.page).toBe(SIGN_IN_ROUTES[entry.role]);
      const [account] =
        entry.role === 'doctor'
          ? await server.db
              .select({ id: accounts.id, hash: accounts.passwordHash, verified: accounts.verified })
              .from(accounts)
              .innerJoin(doctors, eq(doctors.accountId, accounts.id))
              .where(eq(doctors.pmdc, entry.login))
          : await server.db
              .select({ id: accounts.id, hash: accounts.passwordHash, verified: accounts.verified })
              .from(accounts)
              .where(
                and(
                  eq(accounts.role, entry.role),
                  entry.login.includes('@')
                    ? eq(accounts.email, entry.login)
                    : eq(accounts.phone, entry.login),
                ),
              );
      expect(account, entry.role).toBeDefined();
      expect(account?.verified).toBe(true);
      if (entry.password === null) expect(account?.hash).toBeNull();
      else expect(await verifyPassword(entry.password, account?.hash ?? null), entry.role).toBe(true);
    }
  });

  it('gives the clinic owner two branches, and staff, hospital and pharmacy their rows', async () => {
    const [owner] = await server.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, DEMO_CLINIC_OWNER.email));
    const branches = await server.db
      .select({ id: clinics.id, branchName: clinics.branchName })
      .from(clinics)
      .where(eq(clinics.ownerAccountId, owner?.id ?? 0));
    expect(branches).toHaveLength(2);
    expect(branches.every((branch) => branch.branchName !== null)).toBe(true);

    const [doctor] = await server.db.select().from(doctors).where(eq(doctors.pmdc, DEMO_DOCTOR.pmdc));
    expect(doctor).toMatchObject({ isOnline: true, workingDays: [1, 2, 3, 4, 5, 6] });
    expect(branches.map((branch) => branch.id)).toContain(doctor?.clinicId);

    const [member] = await server.db.select().from(staff);
    expect(branches.map((branch) => branch.id)).toContain(member?.clinicId);
    const kinds = await server.db.select({ type: businesses.facilityType }).from(businesses);
    expect(kinds.map((row) => row.type).sort()).toEqual([1, 2]);
  });

  it('books the demo patient with the demo doctor: online today (paid) and in the clinic in the past', async () => {
    const rows = await server.db
      .select({
        type: appointments.type,
        date: appointments.date,
        time: appointments.time,
        status: appointments.paymentStatus,
      })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .innerJoin(accounts, eq(accounts.id, patients.accountId))
      .where(eq(accounts.phone, DEMO_PATIENT.phone));
    const today = toPakistanWallClock(new Date()).toISOString().slice(0, 10);
    expect(rows).toContainEqual(
      expect.objectContaining({ type: 'online', date: today, status: PaymentStatus.SUCCESS }),
    );
    expect(rows.some((row) => row.type === 'in_clinic' && row.date < today)).toBe(true);
    // The demo doctor may call it at once.
    const online = rows.find((row) => row.type === 'online' && row.date === today);
    expect(online && callPermission({ ...online, paymentStatus: online.status }, new Date())).toEqual({
      allowed: true,
    });
  });

  describe('on a start of a database seeded on an earlier day', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const dateOf = (instant: Date) => toPakistanWallClock(instant).toISOString().slice(0, 10);
    // Pakistan's 13:12 on a later day (or a later time of it): the demo call's slot is 13:10.
    const laterDay = (days: number, utcTime = '08:12') => {
      const day = new Date(Date.now() + days * DAY_MS);
      return new Date(`${dateOf(day)}T${utcTime}:00Z`);
    };
    const demoIds = async () => {
      const [doctor] = await server.db
        .select({ id: doctors.id })
        .from(doctors)
        .innerJoin(accounts, eq(accounts.id, doctors.accountId))
        .where(and(eq(accounts.role, 'doctor'), eq(accounts.phone, DEMO_DOCTOR.phone)));
      const [patient] = await server.db
        .select({ id: patients.id })
        .from(patients)
        .innerJoin(accounts, eq(accounts.id, patients.accountId))
        .where(eq(accounts.phone, DEMO_PATIENT.phone));
      if (!doctor || !patient) throw new Error('the demo doctor or patient is missing');
      return { doctorId: doctor.id, patientId: patient.id };
    };
    const demoOnlineOn = async (date: string) => {
      const { doctorId, patientId } = await demoIds();
      return server.db
        .select({ id: appointments.id, time: appointments.time, status: appointments.paymentStatus })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            eq(appointments.patientId, patientId),
            eq(appointments.type, 'online'),
            eq(appointments.date, date),
          ),
        );
    };

    it('books the demo patient an online consultation (paid) that day at now, once, so the call can be tried', async () => {
      const later = laterDay(3);
      const before = await counts(server.db);
      log.info.mockClear();

      expect(await seedDemoData(server.db, log, later)).toBe(false);
      const booked = await demoOnlineOn(dateOf(later));
      expect(booked).toEqual([
        { id: expect.any(Number) as number, time: '13:10', status: PaymentStatus.SUCCESS },
      ]);
      const [payment] = await server.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.appointmentId, booked[0]?.id ?? -1));
      expect(payment).toEqual({ status: PaymentStatus.SUCCESS });
      expect(log.info).toHaveBeenCalledWith(
        { appointment: booked[0]?.id },
        'demo online consultation set for now',
      );
      // Nothing else changed, and a second start while it can be called adds nothing.
      expect(await counts(server.db)).toEqual({ ...before, appointments: before.appointments + 1 });
      expect(await seedDemoData(server.db, log, laterDay(3, '08:40'))).toBe(false);
      expect(await demoOnlineOn(dateOf(later))).toEqual(booked);

      // A start after its call window (30 minutes after 13:10) moves it to now, and books nothing new.
      expect(await seedDemoData(server.db, log, laterDay(3, '08:41'))).toBe(false);
      expect(await demoOnlineOn(dateOf(later))).toEqual([{ ...booked[0], time: '13:40' }]);
      expect(await counts(server.db)).toEqual({ ...before, appointments: before.appointments + 1 });
    });

    it('takes the latest free five minutes when now is booked, and adds none when the last half hour is full', async () => {
      const { doctorId } = await demoIds();
      const [account] = await server.db
        .insert(accounts)
        .values({ role: 'patient', name: 'Slot Holder', phone: '03229990001', verified: true })
        .returning({ id: accounts.id });
      const [holder] = await server.db
        .insert(patients)
        .values({ accountId: account?.id ?? -1 })
        .returning({ id: patients.id });
      if (!holder) throw new Error('the slot holder was not created');
      const book = (date: string, times: string[]) =>
        server.db.insert(appointments).values(
          times.map((time) => ({
            patientId: holder.id,
            doctorId,
            clinicId: null,
            type: 'online' as const,
            date,
            time,
            fee: 1000,
            paymentStatus: PaymentStatus.NOT_STARTED,
          })),
        );

      const busy = laterDay(4);
      await book(dateOf(busy), ['13:10', '13:05']);
      await seedDemoData(server.db, log, busy);
      expect((await demoOnlineOn(dateOf(busy))).map((row) => row.time)).toEqual(['13:00']);

      const full = laterDay(6);
      await book(dateOf(full), ['12:45', '12:50', '12:55', '13:00', '13:05', '13:10']);
      const before = await counts(server.db);
      expect(await seedDemoData(server.db, log, full)).toBe(false);
      expect(await demoOnlineOn(dateOf(full))).toEqual([]);
      expect(await counts(server.db)).toEqual(before);
    });
  });
});

describe('the generator', () => {
  it('makes the same doctors from the same seed', () => {
    const first = createRandom();
    const second = createRandom();
    const make = (random: ReturnType<typeof createRandom>) =>
      Array.from({ length: 50 }, (_, index) => generateDoctor(index, random));
    expect(make(first)).toEqual(make(second));
    expect(make(createRandom(1))).not.toEqual(make(createRandom(2)));
  });

  it("gives the benchmark's doctors a realistic spread of genders, languages, qualifications, fees and ratings", () => {
    const random = createRandom();
    const list = Array.from({ length: 10_000 }, (_, index) => generateDoctor(index, random));
    const share = (test: (doctor: (typeof list)[number]) => boolean) =>
      list.filter(test).length / list.length;
    // About four in ten are women, and a woman's first name goes with it.
    expect(share((doctor) => doctor.gender === 'female')).toBeGreaterThan(0.37);
    expect(share((doctor) => doctor.gender === 'female')).toBeLessThan(0.43);
    const women = new Set(FEMALE_FIRST_NAMES as readonly string[]);
    for (const doctor of list.slice(0, 500)) {
      expect(women.has(doctor.name.split(' ')[1] ?? ''), doctor.name).toBe(doctor.gender === 'female');
    }
    // Every doctor consults in Urdu; most in English too; every regional language is spoken somewhere.
    expect(share((doctor) => doctor.languages[0] === 'urdu')).toBe(1);
    expect(share((doctor) => doctor.languages.includes('english'))).toBeGreaterThan(0.75);
    for (const language of CONSULTATION_LANGUAGES) {
      expect(
        share((doctor) => doctor.languages.includes(language)),
        language,
      ).toBeGreaterThan(0.005);
    }
    // A first degree for each (BDS for dentists), and a postgraduate one for most specialists.
    for (const doctor of list.slice(0, 500)) {
      expect(doctor.qualifications[0]).toBe(doctor.specialty === 'Dentist' ? 'BDS' : 'MBBS');
      expect(doctor.bio.length).toBeLessThanOrEqual(DOCTOR_BIO_MAX_LENGTH);
      expect(doctor.bio).not.toMatch(/[{}]/);
    }
    expect(share((doctor) => doctor.qualifications.length > 1)).toBeGreaterThan(0.5);
    // An online fee for exactly the doctors who consult online, never above the clinic's.
    for (const doctor of list) {
      expect(doctor.onlineFee !== null, doctor.pmdc).toBe(doctor.isOnline);
      if (doctor.onlineFee !== null) expect(doctor.onlineFee).toBeLessThanOrEqual(Math.max(500, doctor.fee));
    }
    // Most are rated, averages between 3.5 and 5; about one in eight is new, with none yet.
    expect(share((doctor) => doctor.ratingCount === 0)).toBeGreaterThan(0.09);
    expect(share((doctor) => doctor.ratingCount === 0)).toBeLessThan(0.16);
    const averages = list
      .map((doctor) => ratingAverage(doctor.ratingSum, doctor.ratingCount))
      .filter((average) => average !== null);
    expect(Math.min(...averages)).toBeGreaterThanOrEqual(3.5);
    expect(Math.max(...averages)).toBeLessThanOrEqual(5);
    expect(new Set(averages).size).toBeGreaterThan(10);
  });

  it('adds doctors in bulk after those already there, with unique numbers', async () => {
    expect(await seedDoctors(server.db, 1200)).toBe(1200);
    const [row] = await server.db.select({ n: count() }).from(doctors);
    expect(row?.n).toBe(DEMO_DOCTOR_COUNT + 1200);
    const numbers = await server.db.select({ pmdc: doctors.pmdc }).from(doctors);
    expect(new Set(numbers.map((entry) => entry.pmdc)).size).toBe(numbers.length);
  });
});

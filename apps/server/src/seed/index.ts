// The demo data set: seeded into an empty database on first start (not in production), the same on every
// machine (a seeded generator), realistic and fictional.
import {
  callPermission,
  FacilityType,
  nextAvailableDate,
  PackageTier,
  pakistanDate,
  pakistanTimeOfDay,
  PaymentStatus,
  toPakistanWallClock,
} from '@aafiyat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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
  patients,
  payments,
  staff,
} from '../db/schema';
import { hashPassword } from '../services/passwords';
import {
  DEMO_CLINIC_OWNER,
  DEMO_DOCTOR,
  DEMO_HOSPITAL,
  DEMO_PATIENT,
  DEMO_PHARMACY,
  DEMO_STAFF,
} from './demo';
import {
  ensureSpecialties,
  generateDoctor,
  insertDoctors,
  refreshStatistics,
  type GeneratedDoctor,
} from './doctors';
import { seedPackages } from './packages';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './people';
import { CLINIC_GROUPS, LAB_CATEGORY_SEEDS, LAB_SEEDS } from './places';
import { createRandom, type Random } from './random';

export { DEMO_SIGN_INS, type DemoSignIn } from './demo';
export {
  DEMO_CLINIC_OWNER,
  DEMO_DOCTOR,
  DEMO_HOSPITAL,
  DEMO_PATIENT,
  DEMO_PHARMACY,
  DEMO_STAFF,
} from './demo';
export { seedDoctors } from './doctors';

/** How many doctors the demo data has (the demo doctor included). */
export const DEMO_DOCTOR_COUNT = 300;

// Any fixed key: processes starting together on one PostgreSQL seed one at a time (the second finds data).
const SEED_LOCK_KEY = 7_310_426_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the seed reports what it did (the app's logger fits). */
export interface SeedLog {
  info(details: object, message: string): void;
}

function pakistanWeekday(instant: Date): number {
  return toPakistanWallClock(instant).getUTCDay();
}

/** How far back from now the demo call's slot may go: a call may start until 30 minutes after its time. */
const DEMO_CALL_LOOKBACK_MINUTES = 25;

/**
 * The demo online consultation's time: now (Pakistan time) to the five minutes, or the latest free five minutes
 * up to {@link DEMO_CALL_LOOKBACK_MINUTES} before, so the demo doctor may call at once and for about half an hour
 * (a call may start from 10 minutes before its time until 30 minutes after it). It ignores the doctor's hours: the
 * call can be tried at any hour. `undefined` when every such slot is taken.
 */
function demoCallTime(now: Date, taken: ReadonlySet<string>): string | undefined {
  const [hours = 0, minutes = 0] = pakistanTimeOfDay(now).split(':').map(Number);
  const latest = hours * 60 + minutes - (minutes % 5);
  for (let at = latest; at >= Math.max(0, latest - DEMO_CALL_LOOKBACK_MINUTES); at -= 5) {
    const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    if (!taken.has(time)) return time;
  }
  return undefined;
}

function roundTo50(value: number): number {
  return Math.max(50, Math.round(value / 50) * 50);
}

/**
 * Seeds the demo data set into an empty database: specialties, packages, twelve clinics, 300 doctors, five labs
 * with branches and catalogues, one demo account per role, and the demo patient's appointments. When any account
 * exists it seeds nothing, but keeps the demo call possible (see {@link keepDemoCallToday}). Returns whether it
 * seeded.
 */
export async function seedDemoData(db: Database, log?: SeedLog, now: Date = new Date()): Promise<boolean> {
  // Hash outside the transaction: scrypt is slow on purpose and needs no database.
  const [ownerHash, doctorHash, staffHash, hospitalHash, pharmacyHash] = await Promise.all([
    hashPassword(DEMO_CLINIC_OWNER.password),
    hashPassword(DEMO_DOCTOR.password),
    hashPassword(DEMO_STAFF.password),
    hashPassword(DEMO_HOSPITAL.password),
    hashPassword(DEMO_PHARMACY.password),
  ]);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyAccount] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    if (anyAccount) {
      const added = await keepDemoCallToday(tx, now);
      if (added) log?.info({ appointment: added }, 'demo online consultation set for now');
      return false;
    }

    const random = createRandom();
    await ensureSpecialties(tx);
    const packageIds = await seedPackages(tx);
    const packageId = (facility: FacilityType, tier: PackageTier) =>
      packageIds.get(`${String(facility)}:${String(tier)}`) ?? null;

    // The demo clinic owner and the other owners, with their clinics.
    const [owner] = await tx
      .insert(accounts)
      .values({
        role: 'clinic_owner',
        name: DEMO_CLINIC_OWNER.name,
        email: DEMO_CLINIC_OWNER.email,
        phone: DEMO_CLINIC_OWNER.phone,
        passwordHash: ownerHash,
        verified: true,
      })
      .returning({ id: accounts.id });
    if (!owner) throw new Error('the demo clinic owner was not created');
    const clinicTiers = [PackageTier.BASIC, PackageTier.STANDARD, PackageTier.PREMIUM, PackageTier.CUSTOM];
    const clinicsByCity = new Map<string, number[]>();
    const demoClinicIds: number[] = [];
    for (const group of CLINIC_GROUPS) {
      let ownerId = owner.id;
      if (group.owner) {
        const [account] = await tx
          .insert(accounts)
          .values({ role: 'clinic_owner', ...group.owner, verified: true })
          .returning({ id: accounts.id });
        if (!account) throw new Error(`the owner of ${group.clinicName} was not created`);
        ownerId = account.id;
      }
      const tier = group.owner ? random.pick(clinicTiers) : PackageTier.STANDARD;
      const rows = await tx
        .insert(clinics)
        .values(
          group.branches.map((branch) => ({
            ownerAccountId: ownerId,
            name: group.clinicName,
            branchName: branch.branchName,
            city: branch.city,
            address: branch.address,
            branchCode: branch.branchCode,
            packageId: packageId(FacilityType.CLINIC, tier),
          })),
        )
        .returning({ id: clinics.id, city: clinics.city });
      for (const row of rows) {
        clinicsByCity.set(row.city, [...(clinicsByCity.get(row.city) ?? []), row.id]);
        if (!group.owner) demoClinicIds.push(row.id);
      }
    }
    const demoClinicId = demoClinicIds[0] ?? null;

    // The demo doctor, then 299 generated doctors; about a third work at a clinic of their city.
    const [demoDoctorId] = await insertDoctors(
      tx,
      [
        {
          name: DEMO_DOCTOR.name,
          phone: DEMO_DOCTOR.phone,
          pmdc: DEMO_DOCTOR.pmdc,
          specialty: DEMO_DOCTOR.specialty,
          city: DEMO_DOCTOR.city,
          fee: DEMO_DOCTOR.fee,
          workingDays: [...DEMO_DOCTOR.workingDays],
          startTime: DEMO_DOCTOR.startTime,
          endTime: DEMO_DOCTOR.endTime,
          isOnline: true,
          experienceYears: DEMO_DOCTOR.experienceYears,
        },
      ],
      () => demoClinicId,
    );
    if (demoDoctorId === undefined) throw new Error('the demo doctor was not created');
    await tx
      .update(accounts)
      .set({ email: DEMO_DOCTOR.email, passwordHash: doctorHash })
      .where(sql`${accounts.phone} = ${DEMO_DOCTOR.phone} and ${accounts.role} = 'doctor'`);
    const generated: GeneratedDoctor[] = Array.from({ length: DEMO_DOCTOR_COUNT - 1 }, (_, index) =>
      generateDoctor(index, random),
    );
    const attachments = new Map(
      generated.map((doctor) => {
        const nearby = clinicsByCity.get(doctor.city);
        return [doctor.pmdc, nearby && random.chance(0.35) ? random.pick(nearby) : null] as const;
      }),
    );
    await insertDoctors(tx, generated, (doctor) => attachments.get(doctor.pmdc) ?? null);

    // Staff, hospital and pharmacy demo accounts.
    const [staffAccount] = await tx
      .insert(accounts)
      .values({
        role: 'staff',
        name: DEMO_STAFF.name,
        email: DEMO_STAFF.email,
        phone: DEMO_STAFF.phone,
        passwordHash: staffHash,
        verified: true,
      })
      .returning({ id: accounts.id });
    if (!staffAccount || demoClinicId === null) throw new Error('the demo staff member was not created');
    await tx.insert(staff).values({ accountId: staffAccount.id, clinicId: demoClinicId });
    for (const [business, hash, role, facility] of [
      [DEMO_HOSPITAL, hospitalHash, 'hospital', FacilityType.HOSPITAL],
      [DEMO_PHARMACY, pharmacyHash, 'pharmacy', FacilityType.PHARMACY],
    ] as const) {
      const [account] = await tx
        .insert(accounts)
        .values({
          role,
          name: business.name,
          email: business.email,
          phone: business.phone,
          passwordHash: hash,
          verified: true,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error(`the demo ${role} was not created`);
      await tx.insert(businesses).values({
        accountId: account.id,
        facilityType: facility,
        businessName: business.businessName,
        city: business.city,
        address: business.address,
        packageId: packageId(facility, PackageTier.BASIC),
      });
    }

    await seedLabs(tx, random);
    const appointmentCount = await seedAppointments(tx, random, {
      doctorId: demoDoctorId,
      clinicId: demoClinicId,
      now,
    });

    log?.info(
      {
        doctors: DEMO_DOCTOR_COUNT,
        clinics: [...clinicsByCity.values()].flat().length,
        labs: LAB_SEEDS.length,
        appointments: appointmentCount,
      },
      'demo data seeded',
    );
    return true;
  });
  if (seeded) await refreshStatistics(db);
  return seeded;
}

/** The labs, their branches, and each branch's categories and tests (prices vary a little by branch). */
async function seedLabs(db: Database, random: Random): Promise<void> {
  for (const seed of LAB_SEEDS) {
    const [lab] = await db
      .insert(labs)
      .values({
        name: seed.name,
        about: seed.about,
        phone: seed.phone,
        city: seed.city,
        address: seed.address,
        latitude: seed.latitude,
        longitude: seed.longitude,
      })
      .returning({ id: labs.id });
    if (!lab) throw new Error(`the lab ${seed.name} was not created`);
    for (const branchSeed of seed.branches) {
      const [branch] = await db
        .insert(labBranches)
        .values({ labId: lab.id, ...branchSeed })
        .returning({ id: labBranches.id });
      if (!branch) throw new Error(`the branch ${branchSeed.name} was not created`);
      const offered = LAB_CATEGORY_SEEDS.filter((category) => category.always || random.chance(0.7));
      const categories = await db
        .insert(labCategories)
        .values(offered.map((category) => ({ branchId: branch.id, name: category.name })))
        .returning({ id: labCategories.id, name: labCategories.name });
      const tests = categories.flatMap((category) => {
        const template = offered.find((candidate) => candidate.name === category.name);
        return (template?.tests ?? []).map(([name, price]) => ({
          categoryId: category.id,
          name,
          price: roundTo50(price * seed.priceFactor * (0.95 + random.next() * 0.1)),
        }));
      });
      if (tests.length > 0) await db.insert(labTests).values(tests);
    }
  }
}

/**
 * The demo patient (and a few other fictional patients) with appointments with the demo doctor: an online one
 * today (paid, so the call flow can be tried), a past in-clinic one (paid) and an upcoming one (not paid yet);
 * the others fill the doctor's day. Returns how many appointments were made.
 */
async function seedAppointments(
  db: Database,
  random: Random,
  demo: { doctorId: number; clinicId: number | null; now: Date },
): Promise<number> {
  const { doctorId, clinicId, now } = demo;
  const names = Array.from({ length: 6 }, () => {
    const first = random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    return `${first} ${random.pick(SURNAMES)}`;
  });
  const people = [
    { name: DEMO_PATIENT.name, phone: DEMO_PATIENT.phone },
    ...names.map((name, index) => ({ name, phone: `0322${String(4_410_000 + index * 7_919)}` })),
  ];
  const patientIds: number[] = [];
  for (const person of people) {
    const [account] = await db
      .insert(accounts)
      .values({ role: 'patient', name: person.name, phone: person.phone, verified: true })
      .returning({ id: accounts.id });
    if (!account) throw new Error('a demo patient was not created');
    const [patient] = await db
      .insert(patients)
      .values({
        accountId: account.id,
        chronicDiseases: person.phone === DEMO_PATIENT.phone ? ['Hypertension'] : [],
      })
      .returning({ id: patients.id });
    if (!patient) throw new Error('a demo patient was not created');
    patientIds.push(patient.id);
  }
  const [demoPatientId, ...others] = patientIds;
  if (demoPatientId === undefined) throw new Error('the demo patient was not created');

  const today = pakistanDate(now);
  const workingDays: readonly number[] = DEMO_DOCTOR.workingDays;
  let past = new Date(now.getTime() - 5 * DAY_MS);
  while (!workingDays.includes(pakistanWeekday(past))) past = new Date(past.getTime() - DAY_MS);
  const upcoming = nextAvailableDate(workingDays, new Date(now.getTime() + DAY_MS), { zone: 'pakistan' });

  const fee = DEMO_DOCTOR.fee;
  // The rest of the doctor's day, at quarter past or to the hour.
  const times = ['10:15', '11:45', '13:15', '15:45', '17:15', '19:45'];
  const rows: (typeof appointments.$inferInsert)[] = [
    {
      patientId: demoPatientId,
      doctorId,
      clinicId: null,
      type: 'online',
      date: today,
      time: demoCallTime(now, new Set(times)) ?? pakistanTimeOfDay(now),
      fee,
      paymentStatus: PaymentStatus.SUCCESS,
    },
    {
      patientId: demoPatientId,
      doctorId,
      clinicId,
      type: 'in_clinic',
      date: pakistanDate(past),
      time: '11:00',
      fee,
      paymentStatus: PaymentStatus.SUCCESS,
    },
    ...(upcoming
      ? [
          {
            patientId: demoPatientId,
            doctorId,
            clinicId,
            type: 'in_clinic' as const,
            date: pakistanDate(upcoming),
            time: '18:30',
            fee,
            paymentStatus: PaymentStatus.NOT_STARTED,
          },
        ]
      : []),
  ];
  const statuses = [
    PaymentStatus.SUCCESS,
    PaymentStatus.PENDING,
    PaymentStatus.NOT_STARTED,
    PaymentStatus.SUCCESS,
    PaymentStatus.FAILURE,
    PaymentStatus.STARTED,
  ];
  others.forEach((patientId, index) => {
    const online = index % 3 === 1;
    rows.push({
      patientId,
      doctorId,
      clinicId: online ? null : clinicId,
      type: online ? 'online' : 'in_clinic',
      date: today,
      time: times[index] ?? '20:15',
      fee,
      paymentStatus: statuses[index] ?? PaymentStatus.NOT_STARTED,
    });
  });
  return (await insertAppointments(db, rows)).length;
}

/**
 * Inserts appointments, and a successful JazzCash payment for each one marked paid. Returns the appointments'
 * ids.
 */
async function insertAppointments(
  db: Database,
  rows: (typeof appointments.$inferInsert)[],
): Promise<number[]> {
  const created = await db
    .insert(appointments)
    .values(rows)
    .returning({ id: appointments.id, date: appointments.date, status: appointments.paymentStatus });
  const paid = created.filter((row) => row.status === PaymentStatus.SUCCESS);
  if (paid.length > 0) {
    await db.insert(payments).values(
      paid.map((row) => ({
        appointmentId: row.id,
        txnRef: `T${row.date.replace(/-/g, '')}D${String(row.id).padStart(6, '0')}`,
        status: PaymentStatus.SUCCESS,
        responseCode: '000',
        message: 'Thank you for Using JazzCash, your transaction was successful.',
      })),
    );
  }
  return created.map((row) => row.id);
}

/**
 * A database seeded on an earlier day, or earlier today, may have no online consultation the demo doctor can call
 * now (a call may start only from 10 minutes before its time until 30 minutes after it). On such a start this
 * moves the demo patient's paid online consultation of today with the demo doctor to now (see
 * {@link demoCallTime}), or books one, paid. Does nothing while that consultation can still be called now or later today, when either
 * demo account is gone, or when every slot near now is taken. Returns the moved or new appointment's id, if any.
 */
async function keepDemoCallToday(db: Database, now: Date): Promise<number | undefined> {
  const [doctor] = await db
    .select({ id: doctors.id, fee: doctors.fee })
    .from(doctors)
    .innerJoin(accounts, eq(accounts.id, doctors.accountId))
    .where(and(eq(accounts.role, 'doctor'), eq(accounts.phone, DEMO_DOCTOR.phone)));
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(eq(accounts.role, 'patient'), eq(accounts.phone, DEMO_PATIENT.phone)));
  if (!doctor || !patient) return undefined;

  const today = pakistanDate(now);
  const booked = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      type: appointments.type,
      date: appointments.date,
      time: appointments.time,
      paymentStatus: appointments.paymentStatus,
    })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctor.id), eq(appointments.date, today)));
  const demo = booked.filter((row) => row.patientId === patient.id && row.type === 'online');
  const callable = (row: (typeof booked)[number]) => {
    const permission = callPermission(row, now);
    return permission.allowed || permission.reason === 'too_early';
  };
  if (demo.some(callable)) return undefined;

  const time = demoCallTime(now, new Set(booked.map((row) => row.time)));
  if (time === undefined) return undefined;
  // A paid one whose time has passed moves to now; an unpaid one the patient booked stays as it is.
  const [passed] = demo.filter((row) => row.paymentStatus === PaymentStatus.SUCCESS);
  if (passed) {
    await db.update(appointments).set({ time }).where(eq(appointments.id, passed.id));
    return passed.id;
  }
  const [id] = await insertAppointments(db, [
    {
      patientId: patient.id,
      doctorId: doctor.id,
      clinicId: null,
      type: 'online',
      date: today,
      time,
      fee: doctor.fee,
      paymentStatus: PaymentStatus.SUCCESS,
    },
  ]);
  return id;
}

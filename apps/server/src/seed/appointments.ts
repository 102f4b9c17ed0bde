// The demo patients and their appointments with the demo doctor, and the demo online consultation kept callable
// on every start.
import {
  callPermission,
  nextAvailableDate,
  pakistanDate,
  pakistanTimeOfDay,
  PaymentStatus,
  pakistanWeekday,
} from '@aafiyat/domain';
import { and, eq } from 'drizzle-orm';
import { callRuleColumns } from '../db/callRule';
import type { Database } from '../db/client';
import { accounts, appointments, doctors, patients, payments } from '../db/schema';
import { DEMO_DOCTOR, DEMO_PATIENT } from './demo';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './people';
import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

type AppointmentRow = typeof appointments.$inferInsert;

/** The demo doctor's day that the demo appointments are booked into. */
export interface DemoDoctorDay {
  doctorId: number;
  clinicId: number | null;
  now: Date;
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

/** Seeds the demo patient and six fictional patients; returns their patient ids, the demo patient's first. */
async function seedDemoPatients(db: Database, random: Random): Promise<number[]> {
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
  return patientIds;
}

/**
 * The demo patient's appointments: an online one today (paid, so the call flow can be tried, at a time free of
 * the doctor's other `taken` times), a past in-clinic one on a working day (paid) and an upcoming one (not paid
 * yet).
 */
function demoPatientAppointments(
  patientId: number,
  { doctorId, clinicId, now }: DemoDoctorDay,
  taken: readonly string[],
): AppointmentRow[] {
  const workingDays: readonly number[] = DEMO_DOCTOR.workingDays;
  let past = new Date(now.getTime() - 5 * DAY_MS);
  while (!workingDays.includes(pakistanWeekday(past))) past = new Date(past.getTime() - DAY_MS);
  const upcoming = nextAvailableDate(workingDays, new Date(now.getTime() + DAY_MS), { zone: 'pakistan' });
  const base = { patientId, doctorId, fee: DEMO_DOCTOR.fee };
  return [
    {
      ...base,
      clinicId: null,
      type: 'online',
      date: pakistanDate(now),
      time: demoCallTime(now, new Set(taken)) ?? pakistanTimeOfDay(now),
      paymentStatus: PaymentStatus.SUCCESS,
    },
    {
      ...base,
      clinicId,
      type: 'in_clinic',
      date: pakistanDate(past),
      time: '11:00',
      paymentStatus: PaymentStatus.SUCCESS,
    },
    ...(upcoming
      ? [
          {
            ...base,
            clinicId,
            type: 'in_clinic' as const,
            date: pakistanDate(upcoming),
            time: '18:30',
            paymentStatus: PaymentStatus.NOT_STARTED,
          },
        ]
      : []),
  ];
}

/** The other patients' appointments today, one at each of `times`: every third online, in every payment state. */
function otherAppointments(
  patientIds: readonly number[],
  { doctorId, clinicId, now }: DemoDoctorDay,
  times: readonly string[],
): AppointmentRow[] {
  const statuses = [
    PaymentStatus.SUCCESS,
    PaymentStatus.PENDING,
    PaymentStatus.NOT_STARTED,
    PaymentStatus.SUCCESS,
    PaymentStatus.FAILURE,
    PaymentStatus.STARTED,
  ];
  return patientIds.map((patientId, index) => {
    const online = index % 3 === 1;
    return {
      patientId,
      doctorId,
      clinicId: online ? null : clinicId,
      type: online ? 'online' : 'in_clinic',
      date: pakistanDate(now),
      time: times[index] ?? '20:15',
      fee: DEMO_DOCTOR.fee,
      paymentStatus: statuses[index] ?? PaymentStatus.NOT_STARTED,
    };
  });
}

/**
 * The demo patient (and a few other fictional patients) with appointments with the demo doctor: an online one
 * today (paid, so the call flow can be tried), a past in-clinic one (paid) and an upcoming one (not paid yet);
 * the others fill the doctor's day. Returns how many appointments were made.
 */
export async function seedAppointments(db: Database, random: Random, demo: DemoDoctorDay): Promise<number> {
  const [demoPatientId, ...others] = await seedDemoPatients(db, random);
  if (demoPatientId === undefined) throw new Error('the demo patient was not created');
  // The rest of the doctor's day, at quarter past or to the hour.
  const times = ['10:15', '11:45', '13:15', '15:45', '17:15', '19:45'];
  const rows = [
    ...demoPatientAppointments(demoPatientId, demo, times),
    ...otherAppointments(others, demo, times),
  ];
  return (await insertAppointments(db, rows)).length;
}

/**
 * Inserts appointments, and a successful JazzCash payment for each one marked paid. Returns the appointments'
 * ids.
 */
async function insertAppointments(db: Database, rows: AppointmentRow[]): Promise<number[]> {
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
export async function keepDemoCallToday(db: Database, now: Date): Promise<number | undefined> {
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
    .select({ id: appointments.id, patientId: appointments.patientId, ...callRuleColumns })
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

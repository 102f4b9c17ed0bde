// The clinic owner's and the doctor's dashboards: today's appointments (Pakistan date), payment counts, this
// month's revenue and the next available date.
import type { Schema } from '@aafiyat/api';
import {
  nextAvailableDate,
  PAKISTAN_UTC_OFFSET_MS,
  pakistanDate,
  PaymentFilter,
  PaymentStatus,
  paymentMatchesFilter,
  toPakistanWallClock,
} from '@aafiyat/domain';
import { and, asc, eq, gte, inArray, lt, or, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accounts, appointments, clinics, doctors, patients, payments } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import { paymentStatusOf } from './appointments';
import { doctorColumns, doctorProfileColumns, toDoctor } from './doctors';

type ScheduleItem = Schema<'ScheduleItem'>;

const patientAccounts = alias(accounts, 'patient_accounts');
const MAX_CLINIC_DOCTORS = 500;

/** The first instants (UTC) of the current and the next calendar month in Pakistan. */
export function pakistanMonthBounds(now: Date): { start: Date; end: Date } {
  const wall = toPakistanWallClock(now);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - PAKISTAN_UTC_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - PAKISTAN_UTC_OFFSET_MS),
  };
}

/** Today's appointments matching `where`, by time, as the contract's schedule items. */
async function schedule(db: Database, where: ReturnType<typeof and>): Promise<ScheduleItem[]> {
  const rows = await db
    .select({
      id: appointments.id,
      time: appointments.time,
      type: appointments.type,
      paymentStatus: appointments.paymentStatus,
      patientId: patients.id,
      patientName: patientAccounts.name,
      pmdc: doctors.pmdc,
      doctorName: accounts.name,
      specialty: doctors.specialty,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(accounts, eq(accounts.id, doctors.accountId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(patientAccounts, eq(patientAccounts.id, patients.accountId))
    // A booking whose time went to another patient is no longer on the day.
    .where(and(where, eq(appointments.released, false)))
    .orderBy(asc(appointments.time), asc(appointments.id));
  return rows.map((row) => ({
    appointment_id: row.id,
    time: row.time,
    type: row.type,
    patient: { id: row.patientId, name: row.patientName },
    doctor: { pmdc: row.pmdc, name: row.doctorName, specialty: row.specialty },
    payment_status: paymentStatusOf(row.paymentStatus),
  }));
}

/** Today's items counted by payment status (before any filter). */
export function countByStatus(items: readonly ScheduleItem[]): Schema<'PaymentCounts'> {
  const counts = { success: 0, pending: 0, failure: 0, not_started: 0, started: 0 };
  for (const item of items) {
    if (item.payment_status === PaymentStatus.SUCCESS) counts.success += 1;
    else if (item.payment_status === PaymentStatus.PENDING) counts.pending += 1;
    else if (item.payment_status === PaymentStatus.FAILURE) counts.failure += 1;
    else if (item.payment_status === PaymentStatus.NOT_STARTED) counts.not_started += 1;
    else counts.started += 1;
  }
  return counts;
}

/** The two dashboards. */
export function dashboardHandlers({
  db,
}: AppContext): Pick<OperationHandlers, 'getClinicDashboard' | 'getDoctorDashboard'> {
  return {
    async getClinicDashboard(request) {
      const session = request.session;
      if (!session) throw fail.unauthenticated();
      const clinicId = session.clinicId;
      const [clinic] =
        clinicId === null
          ? []
          : await db
              .select({ id: clinics.id, name: clinics.name })
              .from(clinics)
              .where(and(eq(clinics.id, clinicId), eq(clinics.ownerAccountId, session.accountId)));
      if (!clinic)
        throw fail.forbidden('Please sign in to one of your clinic branches to see its dashboard.');

      const now = new Date();
      const today = pakistanDate(now);
      // A clinic's appointments: those booked at it, and those with its doctors (online ones included).
      const reach = or(eq(appointments.clinicId, clinic.id), eq(doctors.clinicId, clinic.id));
      const everyToday = await schedule(db, and(eq(appointments.date, today), reach));
      const filter = request.query.filter ?? PaymentFilter.All;

      const month = pakistanMonthBounds(now);
      const paidThisMonth = db
        .selectDistinct({ id: payments.appointmentId })
        .from(payments)
        .where(
          and(
            eq(payments.status, PaymentStatus.SUCCESS),
            gte(payments.updatedAt, month.start),
            lt(payments.updatedAt, month.end),
          ),
        );
      const [revenue] = await db
        .select({ total: sum(appointments.fee) })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(
          and(
            reach,
            eq(appointments.paymentStatus, PaymentStatus.SUCCESS),
            inArray(appointments.id, paidThisMonth),
          ),
        );

      const doctorRows = await db
        .select(doctorColumns)
        .from(doctors)
        .leftJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(eq(doctors.clinicId, clinic.id))
        .orderBy(asc(doctors.name), asc(doctors.id))
        .limit(MAX_CLINIC_DOCTORS);

      return {
        status: 200,
        body: {
          date: today,
          clinic_id: clinic.id,
          clinic_name: clinic.name,
          today: everyToday.filter((item) => paymentMatchesFilter(item.payment_status, filter)),
          payment_counts: countByStatus(everyToday),
          // `sum` of integers comes back as text (a bigint on PostgreSQL).
          revenue_this_month: Number(revenue?.total ?? 0),
          doctors: doctorRows.map(toDoctor),
        },
      };
    },

    async getDoctorDashboard(request) {
      const session = request.session;
      if (!session) throw fail.unauthenticated();
      // The doctor's own profile, whole.
      const [doctor] = await db
        .select(doctorProfileColumns)
        .from(doctors)
        .leftJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(eq(doctors.id, session.userId));
      if (!doctor) throw fail.forbidden('We could not find your doctor profile.');
      const now = new Date();
      const today = pakistanDate(now);
      const items = await schedule(
        db,
        and(eq(appointments.date, today), eq(appointments.doctorId, session.userId)),
      );
      const next = nextAvailableDate(doctor.workingDays, now, { zone: 'pakistan' });
      return {
        status: 200,
        body: {
          date: today,
          doctor: toDoctor(doctor),
          // Times are 24-hour `HH:MM` (the contract's `Time`); the page shows them with the domain's to12HourTime.
          today: {
            in_clinic: items.filter((item) => item.type === 'in_clinic'),
            online: items.filter((item) => item.type === 'online'),
          },
          next_available_date: next === null ? null : pakistanDate(next),
        },
      };
    },
  };
}

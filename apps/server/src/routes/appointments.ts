// Booking, the patient's list of appointments and the checkout summary. Dates and times are Pakistan time
// (UTC+5 all year), whatever the server's own zone is.
import type { Schema } from '@aafiyat/api';
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  PAYMENT_FILTER_STATUSES,
  PaymentFilter,
  PaymentStatus,
  bookingState,
  checkBookableDate,
  mayPayAtClinic,
  slotHoldUntil,
  type BookingState,
  pakistanDate,
  pakistanTimeOfDay,
  parseTimeString,
} from '@aafiyat/domain';
import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { bookingStateColumns, holdsItsTime } from '../db/bookingHold';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts, appointments, clinics, doctors, reviews } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import { DEFAULT_PAGE_SIZE } from './doctors';
import { patientIdOf } from './patient';

const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please pick another.';
/** What a booking whose time went to another patient says when it is paid or confirmed. */
export const BOOKING_RELEASED_MESSAGE =
  'This time was given to another patient because it was not paid within 15 minutes. Please book again.';
const PATIENT_TIME_TAKEN_MESSAGE =
  'You already have an appointment at this date and time. Please pick another time.';
// Any fixed 32-bit key: with the patient's id, it makes one patient's bookings wait for each other.
const PATIENT_BOOKING_LOCK = 24_024;

/** The weekday (Sunday = 0) of a calendar date `YYYY-MM-DD`. */
export function weekdayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Seconds since midnight of a valid `HH:MM(:SS)` string. */
function secondsOf(time: string): number {
  const parts = parseTimeString(time);
  if (!parts) throw new Error(`not a time: ${time}`);
  return parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
}

/**
 * Whether a time falls within a doctor's daily hours: from the start (inclusive) to the end (exclusive: an
 * appointment cannot begin when the doctor leaves). Hours past midnight (`20:00`–`02:00`) wrap.
 */
export function isWithinTimings(time: string, start: string, end: string): boolean {
  const at = secondsOf(time);
  const from = secondsOf(start);
  const to = secondsOf(end);
  return from <= to ? at >= from && at < to : at >= from || at < to;
}

/** The columns an `Appointment` is read from. */
export const appointmentColumns = {
  id: appointments.id,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  type: appointments.type,
  date: appointments.date,
  time: appointments.time,
  fee: appointments.fee,
  paymentStatus: appointments.paymentStatus,
  createdAt: appointments.createdAt,
  pmdc: doctors.pmdc,
  doctorName: accounts.name,
  specialty: doctors.specialty,
  clinicId: clinics.id,
  clinicName: clinics.name,
  reviewRating: reviews.rating,
  reviewedAt: reviews.createdAt,
  payAtClinic: bookingStateColumns.payAtClinic,
  heldUntil: bookingStateColumns.heldUntil,
  released: bookingStateColumns.released,
};

/** A row of {@link appointmentColumns}. */
export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/** Appointments with their doctor (and the clinic the booking was for, when there is one). */
export function selectAppointments(db: Database) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(accounts, eq(accounts.id, doctors.accountId))
    .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id));
}

/** One appointment of the given patient, or a 404 (another patient's id reveals nothing). */
export async function ownAppointment(db: Database, appointmentId: number, patientId: number) {
  const [row] = await selectAppointments(db).where(
    and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)),
  );
  if (!row) throw fail.notFound('We could not find that appointment.');
  return row;
}

/** The stored status as the contract's `PaymentStatus`. */
export function paymentStatusOf(value: number): PaymentStatus {
  return (Object.values(PaymentStatus) as number[]).includes(value)
    ? (value as PaymentStatus)
    : PaymentStatus.NOT_STARTED;
}

/** A doctor, briefly (`DoctorRef`). */
export function doctorRefOf(row: Pick<AppointmentRow, 'pmdc' | 'doctorName' | 'specialty'>) {
  return { pmdc: row.pmdc, name: row.doctorName, specialty: row.specialty };
}

/** Where a booking stands now (the domain's `bookingState`), and until when its time is held while it is. */
export function bookingOf(
  row: AppointmentRow,
  now: Date = new Date(),
): { booking_state: BookingState; held_until?: string } {
  const state = bookingState(row, now);
  return state === 'held' && row.heldUntil !== null
    ? { booking_state: state, held_until: row.heldUntil.toISOString() }
    : { booking_state: state };
}

/** The checkout page's summary of an appointment. */
export function checkoutSummaryOf(row: AppointmentRow): Schema<'CheckoutSummary'> {
  return {
    appointment_id: row.id,
    doctor: doctorRefOf(row),
    ...(row.clinicName !== null ? { clinic_name: row.clinicName } : {}),
    date: row.date,
    time: row.time,
    type: row.type,
    fee: row.fee,
    payment_status: paymentStatusOf(row.paymentStatus),
    ...bookingOf(row),
  };
}

function toAppointment(row: AppointmentRow): Schema<'Appointment'> {
  return {
    id: row.id,
    doctor: doctorRefOf(row),
    ...(row.clinicId !== null && row.clinicName !== null
      ? { clinic_id: row.clinicId, clinic_name: row.clinicName }
      : {}),
    type: row.type,
    date: row.date,
    time: row.time,
    fee: row.fee,
    payment_status: paymentStatusOf(row.paymentStatus),
    created_at: row.createdAt.toISOString(),
    ...(row.reviewRating !== null && row.reviewedAt !== null
      ? { review: { rating: row.reviewRating, date: pakistanDate(row.reviewedAt) } }
      : {}),
    ...bookingOf(row),
  };
}

/** Booking, the patient's appointments and the checkout summary. */
export function appointmentHandlers({
  db,
}: AppContext): Pick<
  OperationHandlers,
  'createAppointment' | 'listPatientAppointments' | 'getAppointmentCheckout' | 'payAtClinic'
> {
  return {
    async createAppointment(request) {
      const patientId = patientIdOf(request.session);
      const { pmdc, type, date } = request.body;
      // Slots are to the minute, so `09:00` and `09:00:00` are one slot for the unique index.
      const time = request.body.time.slice(0, 5);
      const [doctor] = await db
        .select({
          id: doctors.id,
          fee: doctors.fee,
          workingDays: doctors.workingDays,
          startTime: doctors.startTime,
          endTime: doctors.endTime,
          isOnline: doctors.isOnline,
          clinicId: doctors.clinicId,
        })
        .from(doctors)
        .where(eq(doctors.pmdc, pmdc));
      if (!doctor) throw fail.notFound('We could not find that doctor.');
      if (type === 'online' && !doctor.isOnline) {
        throw fail.conflict(
          'This doctor does not consult online. Please book an in-clinic appointment.',
          'doctor_not_online',
        );
      }
      const now = new Date();
      const today = pakistanDate(now);
      // A booking may be for today to 60 days ahead (Pakistan time).
      const window = checkBookableDate(date, now);
      if (window === 'in_past') {
        throw fail.badRequest('Please pick today or a later date.', 'date_in_past', [
          { path: 'body/date', message: 'Please pick today or a later date.' },
        ]);
      }
      if (window !== 'bookable') {
        throw fail.badRequest(DATE_OUT_OF_RANGE_MESSAGE, 'date_out_of_range', [
          { path: 'body/date', message: DATE_OUT_OF_RANGE_MESSAGE },
        ]);
      }
      if (!doctor.workingDays.includes(weekdayOfDate(date))) {
        const message = 'The doctor does not work on this day. Please pick one of their working days.';
        throw fail.badRequest(message, 'not_working_day', [{ path: 'body/date', message }]);
      }
      if (!isWithinTimings(time, doctor.startTime, doctor.endTime)) {
        const message = `Please pick a time between ${doctor.startTime.slice(0, 5)} and ${doctor.endTime.slice(0, 5)}.`;
        throw fail.badRequest(message, 'outside_timings', [{ path: 'body/time', message }]);
      }
      if (date === today && time < pakistanTimeOfDay(now)) {
        const message = 'This time has already passed today. Please pick a later time.';
        throw fail.badRequest(message, 'time_in_past', [{ path: 'body/time', message }]);
      }
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          // A patient holds one appointment at a time (any doctor): their bookings take turns, so two at once
          // cannot both find the time free.
          await tx.execute(
            sql`select pg_advisory_xact_lock(${PATIENT_BOOKING_LOCK}::int, ${patientId}::int)`,
          );
          const [clash] = await tx
            .select({ id: appointments.id })
            .from(appointments)
            .where(
              and(
                eq(appointments.patientId, patientId),
                eq(appointments.date, date),
                eq(sql`left(${appointments.time}, 5)`, time),
                eq(appointments.released, false),
              ),
            )
            .limit(1);
          if (clash) throw fail.conflict(PATIENT_TIME_TAKEN_MESSAGE, 'patient_time_taken');
          // A booking of this slot unpaid past its hold gives its time up to this one.
          await tx
            .update(appointments)
            .set({ released: true })
            .where(
              and(
                eq(appointments.doctorId, doctor.id),
                eq(appointments.date, date),
                eq(sql`left(${appointments.time}, 5)`, time),
                not(holdsItsTime),
                eq(appointments.released, false),
              ),
            );
          const [row] = await tx
            .insert(appointments)
            .values({
              patientId,
              doctorId: doctor.id,
              clinicId: type === 'in_clinic' ? doctor.clinicId : null,
              type,
              date,
              time,
              fee: doctor.fee,
              paymentStatus: PaymentStatus.NOT_STARTED,
              heldUntil: slotHoldUntil(now),
            })
            .returning({ id: appointments.id });
          if (!row) throw new Error('insert returned no row');
          return row.id;
        });
      } catch (error) {
        // The unique index decides a race between two bookings of one slot, not a read before the write.
        if (isUniqueViolation(error)) throw fail.conflict(SLOT_TAKEN_MESSAGE, 'slot_unavailable');
        throw error;
      }
      request.log.info({ patientId, appointmentId: id, doctorId: doctor.id, type }, 'appointment booked');
      return { status: 201, body: toAppointment(await ownAppointment(db, id, patientId)) };
    },

    async listPatientAppointments(request) {
      const patientId = patientIdOf(request.session);
      const filter = request.query.filter ?? PaymentFilter.All;
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? DEFAULT_PAGE_SIZE;
      const where = and(
        eq(appointments.patientId, patientId),
        filter === PaymentFilter.All
          ? undefined
          : inArray(appointments.paymentStatus, [...PAYMENT_FILTER_STATUSES[filter]]),
      );
      const [counted] = await db.select({ total: count() }).from(appointments).where(where);
      const rows = await selectAppointments(db)
        .where(where)
        .orderBy(desc(appointments.date), desc(appointments.time), desc(appointments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        status: 200,
        body: { data: rows.map(toAppointment), page, page_size: pageSize, total: counted?.total ?? 0 },
      };
    },

    async getAppointmentCheckout(request) {
      const row = await ownAppointment(db, request.params.id, patientIdOf(request.session));
      return { status: 200, body: checkoutSummaryOf(row) };
    },

    async payAtClinic(request) {
      const patientId = patientIdOf(request.session);
      const row = await ownAppointment(db, request.params.id, patientId);
      if (row.type === 'online') {
        throw fail.conflict(
          'An online consultation must be paid before it is confirmed.',
          'online_must_be_paid',
        );
      }
      const state = bookingState(row, new Date());
      if (state === 'pay_at_clinic') return { status: 200, body: checkoutSummaryOf(row) };
      if (!mayPayAtClinic(row.type, state)) {
        throw state === 'released'
          ? fail.conflict(BOOKING_RELEASED_MESSAGE, 'booking_released')
          : row.paymentStatus === PaymentStatus.PENDING
            ? fail.conflict(
                'JazzCash is still waiting for this payment to be completed. Please finish it there.',
                'payment_pending',
              )
            : fail.conflict('This appointment is already paid.', 'already_paid');
      }
      // Not released: no other patient has its time, so it is kept for them from now on.
      await db
        .update(appointments)
        .set({ payAtClinic: true, heldUntil: null })
        .where(and(eq(appointments.id, row.id), eq(appointments.released, false)));
      request.log.info({ patientId, appointmentId: row.id }, 'to be paid at the clinic');
      return { status: 200, body: checkoutSummaryOf(await ownAppointment(db, row.id, patientId)) };
    },
  };
}

// A doctor calls the patient of one of their paid online consultations around its time: the call is written as
// ringing, the patient's room hears it, and it is missed unless answered in time.
import { CALL_REFUSAL_MESSAGES, callPermission } from '@aafiyat/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { callRuleColumns } from '../../db/callRule';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { preparedStatement } from '../../db/pglitePrepared';
import { accounts, appointments, calls, doctors } from '../../db/schema';
import { fail, RefusalError, type Answer, type OperationRequest } from '../../http/operation';
import type { CallRinger } from '../../realtime/calls';

/** The code of every refusal to start a call. */
const NOT_ALLOWED = 'call_not_allowed';

/** A call just started, and what the patient's panel shows of its doctor. */
interface RingingCall {
  id: string;
  patientId: number;
  doctorName: string;
  specialty: string;
}

/** The appointment a call is started for, as the rule of {@link callPermission} reads it. */
interface CallableAppointment {
  patientId: number;
  date: string;
}

/** The doctor's own appointment that a call may start for now; refuses any other. */
async function callableAppointment(
  db: Database,
  appointmentId: number,
  doctorId: number,
  now: Date,
): Promise<CallableAppointment> {
  const [appointment] = await db
    .select({ doctorId: appointments.doctorId, patientId: appointments.patientId, ...callRuleColumns })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!appointment) throw fail.notFound('We could not find that appointment.');
  if (appointment.doctorId !== doctorId) {
    throw fail.forbidden('You can call the patients of your own appointments only.');
  }
  // A call may start only for a paid online consultation, from 10 minutes before its time to 30 after it.
  const permission = callPermission(appointment, now);
  if (!permission.allowed) {
    throw new RefusalError(CALL_REFUSAL_MESSAGES[permission.reason], NOT_ALLOWED, permission.reason);
  }
  return appointment;
}

/** Writes the ringing call, clearing stale ones of the parties once; refuses when either is in a call. */
async function ringOnce(
  db: Database,
  ringer: CallRinger,
  appointmentId: number,
  doctorId: number,
  appointment: CallableAppointment,
): Promise<RingingCall> {
  let call: RingingCall | undefined;
  try {
    call = await startRinging(db, appointmentId, doctorId, appointment.date).catch(async (error: unknown) => {
      // The live-call indexes refused it: this doctor or patient has a call ringing or connected. A ringing
      // call whose process died before its time-out is cleared only now, so a call is one statement less.
      if (!isUniqueViolation(error)) throw error;
      await ringer.clearStale(doctorId, appointment.patientId);
      return startRinging(db, appointmentId, doctorId, appointment.date);
    });
  } catch (error) {
    // The live-call indexes decide: one ringing or connected call per doctor and per patient.
    if (isUniqueViolation(error)) {
      throw new RefusalError(
        'You or the patient are already in a call. Please try again shortly.',
        NOT_ALLOWED,
        'busy',
      );
    }
    throw error;
  }
  if (!call) {
    // Nothing was inserted though the rule allowed it: the appointment changed between the two statements.
    throw fail.conflict('We could not start the call. Please try again.', NOT_ALLOWED);
  }
  return call;
}

/** The `startCall` operation: the doctor rings the patient of an appointment. */
export async function startCall(
  { db, realtime }: AppContext,
  ringer: CallRinger,
  request: OperationRequest<'startCall'>,
): Promise<Answer<'startCall'>> {
  const session = request.session;
  if (session?.role !== 'doctor') throw fail.forbidden();
  const doctorId = session.userId;
  const appointmentId = request.body.appointment_id;
  const appointment = await callableAppointment(db, appointmentId, doctorId, new Date());
  const call = await ringOnce(db, ringer, appointmentId, doctorId, appointment);
  const { id: callId, patientId } = call;
  // Only this patient's room hears the call.
  realtime.emitToPatient(patientId, 'receive_call', {
    call_id: callId,
    appointment_id: appointmentId,
    doctor_name: call.doctorName,
    specialty: call.specialty,
  });
  ringer.ring({ callId, doctorId, patientId });
  request.log.info({ callId, appointmentId, doctorId }, 'call ringing');
  return { status: 201, body: { call_id: callId, appointment_id: appointmentId, status: 'ringing' } };
}

/**
 * Inserts a ringing call of an online appointment of this doctor on `date` (as the caller read it), and reads the doctor's name and
 * specialty for the patient's panel, in one statement: on PGlite, which runs one statement at a time, 100 calls at
 * once each wait for the others' statements, so each statement saved brings every call sooner. Nothing is inserted
 * (undefined) when the appointment is missing, another doctor's, in-clinic or moved meanwhile; a unique violation
 * when the doctor or the patient already has a live call.
 */
async function startRinging(
  db: Database,
  appointmentId: number,
  doctorId: number,
  date: string,
): Promise<RingingCall | undefined> {
  const [call] = await ringing.execute(db, { appointmentId, doctorId, date });
  return call;
}

/** The insert of {@link startRinging}, with placeholders for the appointment, the doctor and its date. */
function ringingQuery(db: Database) {
  // Qualified and named by hand: the statement is written out, not built, since drizzle's insert-select wants
  // every column of the table.
  const name = (column: AnyPgColumn) => sql.identifier(column.name);
  const of = (column: AnyPgColumn) => sql`${appointments}.${name(column)}`;
  const inserted = db
    .$with('inserted', { id: calls.id, patientId: calls.patientId, doctorId: calls.doctorId })
    .as(
      sql`insert into ${calls} (${name(calls.appointmentId)}, ${name(calls.doctorId)}, ${name(calls.patientId)}, ${name(calls.status)}) select ${of(appointments.id)}, ${of(appointments.doctorId)}, ${of(appointments.patientId)}, 'ringing' from ${appointments} where ${of(appointments.id)} = ${sql.placeholder('appointmentId')} and ${of(appointments.doctorId)} = ${sql.placeholder('doctorId')} and ${of(appointments.type)} = 'online' and ${of(appointments.date)} = ${sql.placeholder('date')} returning ${name(calls.id)}, ${name(calls.patientId)}, ${name(calls.doctorId)}`,
    );
  return db
    .with(inserted)
    .select({
      id: inserted.id,
      patientId: inserted.patientId,
      doctorName: accounts.name,
      specialty: doctors.specialty,
    })
    .from(inserted)
    .innerJoin(doctors, eq(doctors.id, inserted.doctorId))
    .innerJoin(accounts, eq(accounts.id, doctors.accountId));
}

/** The insert of {@link startRinging}, prepared once per database (db/pglitePrepared.ts). */
const ringing = preparedStatement<{ appointmentId: number; doctorId: number; date: string }, RingingCall>(
  'start_ringing',
  ringingQuery,
  ([id, patientId, doctorName, specialty]) => ({
    id: id as string,
    patientId: patientId as number,
    doctorName: doctorName as string,
    specialty: specialty as string,
  }),
);

// The patient's missed calls of today, with which they tell the doctor they are ready to be called again.
import type { Schema } from '@aafiyat/api';
import { pakistanDate } from '@aafiyat/domain';
import { and, desc, eq, gt, inArray, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, appointments, calls, doctors, patients } from '../../db/schema';
import { fail, type Answer, type OperationRequest } from '../../http/operation';
import { patientIdOf } from '../patient';

const NOT_MISSED = 'call_not_missed';
/** The contract's `MissedCallList` holds at most this many. */
const MISSED_CALLS_LIMIT = 50;

type MissedStatus = Schema<'MissedCall'>['status'];
const isMissedStatus = (status: string): status is MissedStatus =>
  status === 'missed' || status === 'declined';

/** The `listMissedCalls` operation: today's calls the patient missed or declined, newest first. */
export async function listMissedCalls(
  { db }: AppContext,
  request: OperationRequest<'listMissedCalls'>,
): Promise<Answer<'listMissedCalls'>> {
  const patientId = patientIdOf(request.session);
  // A later call of the same appointment, whatever became of it, replaces a missed one: the doctor has
  // called again, so there is nothing left to tell them.
  const later = alias(calls, 'later');
  const rows = await db
    .select({
      id: calls.id,
      appointmentId: calls.appointmentId,
      status: calls.status,
      createdAt: calls.createdAt,
      readyAt: calls.readyAt,
      doctorName: accounts.name,
      specialty: doctors.specialty,
    })
    .from(calls)
    .innerJoin(appointments, eq(appointments.id, calls.appointmentId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(accounts, eq(accounts.id, doctors.accountId))
    .where(
      and(
        eq(calls.patientId, patientId),
        inArray(calls.status, ['missed', 'declined']),
        eq(appointments.date, pakistanDate(new Date())),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(and(eq(later.appointmentId, calls.appointmentId), gt(later.createdAt, calls.createdAt))),
        ),
      ),
    )
    .orderBy(desc(calls.createdAt))
    .limit(MISSED_CALLS_LIMIT);
  const data: Schema<'MissedCall'>[] = [];
  for (const row of rows) {
    if (!isMissedStatus(row.status)) continue;
    data.push({
      call_id: row.id,
      appointment_id: row.appointmentId,
      doctor_name: row.doctorName,
      specialty: row.specialty,
      status: row.status,
      called_at: row.createdAt.toISOString(),
      ready: row.readyAt !== null,
    });
  }
  return { status: 200, body: { data } };
}

/** The `markCallReady` operation: the patient of a call missed today tells its doctor they are ready. */
export async function markCallReady(
  { db, realtime }: AppContext,
  request: OperationRequest<'markCallReady'>,
): Promise<Answer<'markCallReady'>> {
  const patientId = patientIdOf(request.session);
  const [call] = await db
    .select({
      id: calls.id,
      appointmentId: calls.appointmentId,
      patientId: calls.patientId,
      doctorId: calls.doctorId,
      status: calls.status,
      date: appointments.date,
      patientName: accounts.name,
    })
    .from(calls)
    .innerJoin(appointments, eq(appointments.id, calls.appointmentId))
    .innerJoin(patients, eq(patients.id, calls.patientId))
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(calls.id, request.params.call_id));
  if (!call) throw fail.notFound('We could not find that call.');
  if (call.patientId !== patientId) throw fail.forbidden('This call is for another patient.');
  if (call.status !== 'missed' && call.status !== 'declined') {
    throw fail.conflict(
      call.status === 'ended'
        ? 'This call has already taken place.'
        : 'This call is still ringing or connected.',
      NOT_MISSED,
    );
  }
  if (call.date !== pakistanDate(new Date())) {
    throw fail.conflict("The appointment's day is over. Please book another appointment.", NOT_MISSED);
  }
  await db.update(calls).set({ readyAt: new Date() }).where(eq(calls.id, call.id));
  // Every open dashboard of the doctor hears it; the missed-call list shows it as ready from now on.
  realtime.emitToDoctor(call.doctorId, 'call_ready', {
    call_id: call.id,
    appointment_id: call.appointmentId,
    patient_name: call.patientName,
  });
  request.log.info({ callId: call.id, doctorId: call.doctorId }, 'patient is ready for a missed call');
  return { status: 202, body: { call_id: call.id, status: 'patient_ready' } };
}

// Online consultation: a doctor calls the patient of one of their paid online consultations around its time, the
// ICE servers for the peer connection, and the patient's missed calls, with which they tell the doctor they are
// ready.
import type { Schema } from '@aafiyat/api';
import { CALL_REFUSAL_MESSAGES, callPermission, pakistanDate } from '@aafiyat/domain';
import { and, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { preparedStatement } from '../db/pglitePrepared';
import { accounts, appointments, calls, doctors, patients } from '../db/schema';
import { fail, RefusalError, type OperationHandlers } from '../http/operation';
import { createCallRinger } from '../realtime/calls';
import { patientIdOf } from './patient';

/** How long the ICE server list is good for; the view fetches it again for every call. */
const ICE_SERVERS_TTL_MS = 60 * 60 * 1000;
const NOT_ALLOWED = 'call_not_allowed';
const NOT_MISSED = 'call_not_missed';
/** The contract's `MissedCallList` holds at most this many. */
const MISSED_CALLS_LIMIT = 50;

type MissedStatus = Schema<'MissedCall'>['status'];
const isMissedStatus = (status: string): status is MissedStatus =>
  status === 'missed' || status === 'declined';

/** startCall, getIceServers, listMissedCalls and markCallReady. */
export function callHandlers(
  context: AppContext,
): Pick<OperationHandlers, 'startCall' | 'getIceServers' | 'listMissedCalls' | 'markCallReady'> {
  const { db, config, realtime } = context;
  const ringer = createCallRinger(context, config.callTimeoutMs);

  return {
    async startCall(request) {
      const session = request.session;
      if (session?.role !== 'doctor') throw fail.forbidden();
      const doctorId = session.userId;
      const appointmentId = request.body.appointment_id;
      const now = new Date();
      const [appointment] = await db
        .select({
          doctorId: appointments.doctorId,
          patientId: appointments.patientId,
          type: appointments.type,
          date: appointments.date,
          time: appointments.time,
          paymentStatus: appointments.paymentStatus,
        })
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
      let call: RingingCall | undefined;
      try {
        call = await startRinging(db, appointmentId, doctorId, appointment.date).catch(
          async (error: unknown) => {
            // The live-call indexes refused it: this doctor or patient has a call ringing or connected. A ringing
            // call whose process died before its time-out is cleared only now, so a call is one statement less.
            if (!isUniqueViolation(error)) throw error;
            await ringer.clearStale(doctorId, appointment.patientId);
            return startRinging(db, appointmentId, doctorId, appointment.date);
          },
        );
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
    },

    getIceServers() {
      // Without configured servers the list is empty: the peers use their host candidates, which serve a
      // local network (no outside STUN/TURN service is assumed).
      const data: Schema<'IceServer'>[] = config.iceServers.slice(0, 10).map((server) => ({
        urls: [server.urls].flat().slice(0, 10),
        ...(server.username !== undefined ? { username: server.username } : {}),
        ...(server.credential !== undefined ? { credential: server.credential } : {}),
      }));
      return Promise.resolve({
        status: 200 as const,
        body: { data, expires_at: new Date(Date.now() + ICE_SERVERS_TTL_MS).toISOString() },
      });
    },

    async listMissedCalls(request) {
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
                .where(
                  and(eq(later.appointmentId, calls.appointmentId), gt(later.createdAt, calls.createdAt)),
                ),
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
    },

    async markCallReady(request) {
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
    },
  };
}

/** A call just started, and what the patient's panel shows of its doctor. */
interface RingingCall {
  id: string;
  patientId: number;
  doctorName: string;
  specialty: string;
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

// Online consultation: a doctor calls the patient of one of their online appointments of today, the ICE servers
// for the peer connection, and a patient saying they are ready after a missed call.
import type { Schema } from '@aafiyat/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, appointments, calls, doctors } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import { createCallRinger } from '../realtime/calls';
import { isUniqueViolation, pakistanDate } from './appointments';
import { patientIdOf } from './patient';

/** How long the ICE server list is good for; the view fetches it again for every call. */
const ICE_SERVERS_TTL_MS = 60 * 60 * 1000;
const NOT_ALLOWED = 'call_not_allowed';
const NOT_MISSED = 'call_not_missed';

/** startCall, getIceServers and markCallReady. */
export function callHandlers(
  context: AppContext,
): Pick<OperationHandlers, 'startCall' | 'getIceServers' | 'markCallReady'> {
  const { db, config, realtime } = context;
  const ringer = createCallRinger(context, config.callTimeoutMs);

  return {
    async startCall(request) {
      const session = request.session;
      if (session?.role !== 'doctor') throw fail.forbidden();
      const doctorId = session.userId;
      const [appointment] = await db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          patientId: appointments.patientId,
          type: appointments.type,
          date: appointments.date,
          doctorName: accounts.name,
          specialty: doctors.specialty,
        })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(accounts, eq(accounts.id, doctors.accountId))
        .where(eq(appointments.id, request.body.appointment_id));
      if (!appointment) throw fail.notFound('We could not find that appointment.');
      if (appointment.doctorId !== doctorId) {
        throw fail.forbidden('You can call the patients of your own appointments only.');
      }
      if (appointment.type !== 'online') {
        throw fail.conflict('Only online appointments can be called.', NOT_ALLOWED);
      }
      if (appointment.date !== pakistanDate(new Date())) {
        throw fail.conflict('You can call the patient only on the day of the appointment.', NOT_ALLOWED);
      }
      await ringer.clearStale(doctorId, appointment.patientId);
      let callId: string;
      try {
        const [row] = await db
          .insert(calls)
          .values({
            appointmentId: appointment.id,
            doctorId,
            patientId: appointment.patientId,
            status: 'ringing',
          })
          .returning({ id: calls.id });
        if (!row) throw new Error('insert returned no row');
        callId = row.id;
      } catch (error) {
        // The live-call indexes decide: one ringing or connected call per doctor and per patient.
        if (isUniqueViolation(error)) {
          throw fail.conflict(
            'You or the patient are already in a call. Please try again shortly.',
            NOT_ALLOWED,
          );
        }
        throw error;
      }
      // Only this patient's room hears the call.
      realtime.emitToPatient(appointment.patientId, 'receive_call', {
        call_id: callId,
        appointment_id: appointment.id,
        doctor_name: appointment.doctorName,
        specialty: appointment.specialty,
      });
      ringer.ring({ callId, doctorId, patientId: appointment.patientId });
      request.log.info({ callId, appointmentId: appointment.id, doctorId }, 'call ringing');
      return { status: 201, body: { call_id: callId, appointment_id: appointment.id, status: 'ringing' } };
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

    async markCallReady(request) {
      const patientId = patientIdOf(request.session);
      const [call] = await db
        .select({
          id: calls.id,
          patientId: calls.patientId,
          doctorId: calls.doctorId,
          status: calls.status,
          date: appointments.date,
        })
        .from(calls)
        .innerJoin(appointments, eq(appointments.id, calls.appointmentId))
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
      // The doctor should hear this on the socket, but the contract's event map (packages/api/src/events.ts) has
      // no event or call state for "the patient is ready"; until it gains one, the answer is recorded in the log.
      request.log.info({ callId: call.id, doctorId: call.doctorId }, 'patient is ready for a missed call');
      return { status: 202, body: { call_id: call.id, status: 'patient_ready' } };
    },
  };
}

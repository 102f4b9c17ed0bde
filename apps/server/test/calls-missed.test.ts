// The patient's missed calls of today (GET /api/calls/missed) and telling the doctor they are ready: declined
// and unanswered calls are listed until the doctor calls that appointment again.
import type { CallReadyNotice } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema';
import {
  listen,
  pairUp,
  record,
  roundTrip,
  send,
  socketsOf,
  startCall,
  until,
  type CallPair,
} from './call-support';
import { insertAppointment, pakistanDay, slotFromNow } from './care-support';
import {
  expectContract,
  signInAs,
  startServer,
  TEST_ORIGIN,
  type SignedIn,
  type TestServer,
} from './harness';

const TIMEOUT_MS = 400;

let server: TestServer;
let sockets: ReturnType<typeof socketsOf>;

beforeAll(async () => {
  server = await startServer({ CALL_TIMEOUT_MS: String(TIMEOUT_MS) });
  sockets = socketsOf(await listen(server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

interface MissedCall {
  call_id: string;
  appointment_id: number;
  doctor_name: string;
  specialty: string;
  status: 'missed' | 'declined';
  called_at: string;
  ready: boolean;
}

async function missedCalls(who?: SignedIn) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/calls/missed',
    headers: who ? { cookie: who.cookie } : {},
  });
  expectContract('listMissedCalls', response);
  return response;
}

async function listOf(who: SignedIn): Promise<MissedCall[]> {
  const response = await missedCalls(who);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MissedCall[] }>().data;
}

const ready = (callId: string, who: SignedIn) =>
  server.app.inject({
    method: 'POST',
    url: `/api/calls/${callId}/ready`,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
  });

/** Calls and lets it ring out; resolves once the patient heard it was missed. */
async function ringOut(pair: CallPair): Promise<string> {
  const patient = await sockets.connect(pair.patient, true);
  const heard = record(patient, 'call_status');
  const callId = await startCall(server, pair);
  await until(() => heard.length === 1, TIMEOUT_MS + 3000);
  expect(heard).toEqual([{ call_id: callId, status: 'missed' }]);
  return callId;
}

describe('GET /api/calls/missed', () => {
  it("lists a declined call; ready tells the doctor's sockets, with the patient's name, and marks it", async () => {
    const pair = await pairUp(server, { doctor: 'Dr. Sadia Karim', patient: 'Imran Yousaf' });
    const doctor = await sockets.connect(pair.doctor);
    const secondDashboard = await sockets.connect(pair.doctor);
    const patient = await sockets.connect(pair.patient, true);
    const bystander = await sockets.connect(await signInAs(server, 'doctor'));
    const notices = [doctor, secondDashboard].map((socket) => record(socket, 'call_ready'));
    const overheard = record(bystander, 'call_ready');
    const statuses = record(doctor, 'call_status');
    expect(await listOf(pair.patient)).toEqual([]);

    const before = Date.now();
    const callId = await startCall(server, pair);
    expect(await send(patient, 'call_decline', { call_id: callId })).toEqual({ ok: true });
    await until(() => statuses.length === 1);

    const [listed, ...rest] = await listOf(pair.patient);
    expect(rest).toEqual([]);
    expect(listed).toEqual<MissedCall>({
      call_id: callId,
      appointment_id: pair.appointmentId,
      doctor_name: 'Dr. Sadia Karim',
      specialty: 'Cardiologist',
      status: 'declined',
      called_at: expect.any(String) as string,
      ready: false,
    });
    expect(Date.parse(listed?.called_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(listed?.called_at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);

    const response = await ready(callId, pair.patient);
    expect(response.statusCode).toBe(202);
    expectContract('markCallReady', response);
    const notice: CallReadyNotice = {
      call_id: callId,
      appointment_id: pair.appointmentId,
      patient_name: 'Imran Yousaf',
    };
    await until(() => notices.every((list) => list.length === 1));
    for (const list of notices) expect(list).toEqual([notice]);
    expect(await listOf(pair.patient)).toEqual([{ ...listed, ready: true }]);
    // Only this doctor hears it.
    await roundTrip(bystander);
    expect(overheard).toEqual([]);
  });

  it('lists a call nobody answered until the doctor calls that appointment again, newest first', async () => {
    const pair = await pairUp(server, { doctor: 'Dr. Sana Mirza' });
    // A second slot of today, Pakistan time: 5 minutes back, or just after midnight 5 minutes ahead (a call may
    // open 10 minutes before its time).
    const today = slotFromNow(0).date;
    const laterAppointment = await insertAppointment(server, {
      patientId: pair.patient.userId,
      doctorId: pair.doctor.userId,
      ...(slotFromNow(-5).date === today ? slotFromNow(-5) : slotFromNow(5)),
      paymentStatus: PaymentStatus.SUCCESS,
    });
    const first = await ringOut(pair);
    const second = await ringOut({ ...pair, appointmentId: laterAppointment });
    const listed = await listOf(pair.patient);
    expect(listed.map((call) => [call.call_id, call.status, call.appointment_id])).toEqual([
      [second, 'missed', laterAppointment],
      [first, 'missed', pair.appointmentId],
    ]);

    // The doctor calls the first appointment again: its missed call is replaced, even while the new one rings.
    const doctor = await sockets.connect(pair.doctor);
    const again = await startCall(server, pair);
    expect((await listOf(pair.patient)).map((call) => call.call_id)).toEqual([second]);
    // …and whatever becomes of the new call (here the doctor cancels it, so it is not listed either).
    expect(await send(doctor, 'call_hangup', { call_id: again })).toEqual({ ok: true });
    expect((await listOf(pair.patient)).map((call) => call.call_id)).toEqual([second]);
    // Replaced calls can still be marked ready (the panel may be open), and the list does not bring them back.
    expect((await ready(first, pair.patient)).statusCode).toBe(202);
    expect((await listOf(pair.patient)).map((call) => call.call_id)).toEqual([second]);
  });

  it("leaves out other days' calls, ended calls, and other patients' calls", async () => {
    const pair = await pairUp(server);
    const other = await pairUp(server);
    const yesterday = await insertAppointment(server, {
      patientId: pair.patient.userId,
      doctorId: pair.doctor.userId,
      date: pakistanDay(-1),
      time: '10:00',
    });
    const rows = await server.db
      .insert(calls)
      .values([
        {
          appointmentId: yesterday,
          doctorId: pair.doctor.userId,
          patientId: pair.patient.userId,
          status: 'missed',
        },
        {
          appointmentId: pair.appointmentId,
          doctorId: pair.doctor.userId,
          patientId: pair.patient.userId,
          status: 'ended',
        },
        {
          appointmentId: other.appointmentId,
          doctorId: other.doctor.userId,
          patientId: other.patient.userId,
          status: 'declined',
        },
      ])
      .returning({ id: calls.id });
    expect(rows).toHaveLength(3);
    expect(await listOf(pair.patient)).toEqual([]);
    expect((await listOf(other.patient)).map((call) => call.call_id)).toEqual([rows[2]?.id]);
  });

  it('keeps only the newest call of an appointment, and lists at most 50', async () => {
    const pair = await pairUp(server);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const sameAppointment = await server.db
      .insert(calls)
      .values(
        [180, 120, 90].map((minutes) => ({
          appointmentId: pair.appointmentId,
          doctorId: pair.doctor.userId,
          patientId: pair.patient.userId,
          status: 'missed' as const,
          createdAt: minutesAgo(minutes),
        })),
      )
      .returning({ id: calls.id });
    expect((await listOf(pair.patient)).map((call) => call.call_id)).toEqual([sameAppointment[2]?.id]);

    // Today (the list's day), twelve hours away from the pair's own appointment, which is at the time the test runs.
    const hour = String((Number(slotFromNow(0).time.slice(0, 2)) + 12) % 24).padStart(2, '0');
    const appointments = await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        insertAppointment(server, {
          patientId: pair.patient.userId,
          doctorId: pair.doctor.userId,
          date: pakistanDay(0),
          time: `${hour}:${String(index).padStart(2, '0')}`,
        }),
      ),
    );
    await server.db.insert(calls).values(
      appointments.map((appointmentId, index) => ({
        appointmentId,
        doctorId: pair.doctor.userId,
        patientId: pair.patient.userId,
        status: 'declined' as const,
        createdAt: minutesAgo(index + 1),
      })),
    );
    const listed = await listOf(pair.patient);
    expect(listed).toHaveLength(50);
    // Newest first: the calls of one to fifty minutes ago, in that order.
    expect(listed.map((call) => call.appointment_id)).toEqual(appointments.slice(0, 50));
  });

  it('answers 401 without a session and 403 for a doctor', async () => {
    const anonymous = await missedCalls();
    expect(anonymous.statusCode).toBe(401);
    const doctor = await missedCalls(await signInAs(server, 'doctor'));
    expect(doctor.statusCode).toBe(403);
  });
});

describe('POST /api/calls after a process died while its call rang', () => {
  const callNow = (pair: CallPair) =>
    server.app.inject({
      method: 'POST',
      url: '/api/calls',
      payload: { appointment_id: pair.appointmentId },
      headers: { origin: TEST_ORIGIN, cookie: pair.doctor.cookie },
    });
  const ringingRow = async (pair: CallPair, createdAt: Date) => {
    const [row] = await server.db
      .insert(calls)
      .values({
        appointmentId: pair.appointmentId,
        doctorId: pair.doctor.userId,
        patientId: pair.patient.userId,
        status: 'ringing',
        createdAt,
      })
      .returning({ id: calls.id });
    return row?.id ?? '';
  };
  const statusOf = async (callId: string) =>
    (await server.db.select({ status: calls.status }).from(calls).where(eq(calls.id, callId)))[0]?.status;

  it('marks a call left ringing past its time-out missed, and rings the new one', async () => {
    const pair = await pairUp(server);
    // Its process died before its timer could mark it missed: no process will.
    const orphan = await ringingRow(pair, new Date(Date.now() - 60_000));
    const patient = await sockets.connect(pair.patient, true);
    const rings = record(patient, 'receive_call');

    const response = await callNow(pair);
    expect(response.statusCode, response.body).toBe(201);
    expectContract('startCall', response);
    const callId = response.json<{ call_id: string }>().call_id;
    expect(await statusOf(orphan)).toBe('missed');
    expect(await statusOf(callId)).toBe('ringing');
    await until(() => rings.length === 1);
    expect(rings[0]?.call_id).toBe(callId);
  });

  it('refuses a call while another of the doctor or the patient still rings within its time-out', async () => {
    const pair = await pairUp(server);
    const ringing = await ringingRow(pair, new Date());
    const response = await callNow(pair);
    expect(response.statusCode).toBe(409);
    expectContract('startCall', response);
    expect(response.json<{ message: string }>().message).toBe(
      'You or the patient are already in a call. Please try again shortly.',
    );
    expect(await statusOf(ringing)).toBe('ringing');
  });
});

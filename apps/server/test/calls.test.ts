// Calls over a real socket: the app listens on a loopback port and patients connect with socket.io-client, with
// their session cookie in the handshake. The ring time-out is shortened through CALL_TIMEOUT_MS.
import type { AddressInfo } from 'node:net';
import { CALL_REFUSAL_MESSAGES, PaymentStatus, type CallRefusalReason } from '@aafiyat/domain';
import type { CallStatus, ClientToServerEvents, IncomingCall, ServerToClientEvents } from '@aafiyat/api';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema';
import { insertAppointment, pakistanDay, slotFromNow } from './care-support';
import {
  expectContract,
  signInAs,
  startServer,
  TEST_ORIGIN,
  type SignedIn,
  type TestServer,
} from './harness';

const TIMEOUT_MS = 1500;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let server: TestServer;
let url: string;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;
const sockets: ClientSocket[] = [];
const ids = {
  online: 0,
  second: 0,
  inClinic: 0,
  tomorrow: 0,
  yesterday: 0,
  pending: 0,
  failed: 0,
  notStarted: 0,
  later: 0,
  earlier: 0,
};

beforeAll(async () => {
  server = await startServer({ CALL_TIMEOUT_MS: String(TIMEOUT_MS) });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`;
  doctor = await signInAs(server, 'doctor', {
    name: 'Dr. Sana Mirza',
    doctor: { specialty: 'Cardiologist' },
  });
  otherDoctor = await signInAs(server, 'doctor');
  patient = await signInAs(server, 'patient', { name: 'Ayesha Khan' });
  otherPatient = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  const paid = (slot: { date: string; time: string }, type: 'online' | 'in_clinic' = 'online') =>
    insertAppointment(server, {
      patientId: patient.userId,
      doctorId: doctor.userId,
      ...slot,
      type,
      paymentStatus: PaymentStatus.SUCCESS,
    });
  const unpaid = (minutes: number, paymentStatus: PaymentStatus) =>
    insertAppointment(server, {
      patientId: patient.userId,
      doctorId: doctor.userId,
      ...slotFromNow(minutes),
      paymentStatus,
    });
  ids.online = await paid(slotFromNow(0));
  ids.second = await paid(slotFromNow(-5));
  ids.inClinic = await paid(slotFromNow(-10), 'in_clinic');
  ids.tomorrow = await paid({ date: pakistanDay(1), time: '10:00' });
  ids.yesterday = await paid({ date: pakistanDay(-1), time: '10:00' });
  ids.pending = await unpaid(-15, PaymentStatus.PENDING);
  ids.failed = await unpaid(-20, PaymentStatus.FAILURE);
  ids.notStarted = await unpaid(-25, PaymentStatus.NOT_STARTED);
  // Outside the window: 12 minutes ahead (the slot is to the minute), and 32 minutes ago.
  ids.later = await paid(slotFromNow(12));
  ids.earlier = await paid(slotFromNow(-32));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

/** A signed-in socket; patients announce themselves as the site does. */
async function connect(who: SignedIn, announce: boolean): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/notify',
    transports: ['websocket'],
    extraHeaders: { cookie: who.cookie, origin: TEST_ORIGIN },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  if (announce) {
    const answer = await socket.emitWithAck('patient_connection', { patient_id: who.userId });
    expect(answer).toEqual({ ok: true });
  }
  return socket;
}

function record<Event extends keyof ServerToClientEvents>(socket: ClientSocket, event: Event) {
  const heard: Parameters<ServerToClientEvents[Event]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[Event]>[0]) => {
    heard.push(payload);
  }) as never);
  return heard;
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const call = (appointmentId: unknown, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/calls',
    payload: { appointment_id: appointmentId },
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const ready = (callId: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/calls/${callId}/ready`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

let missedCallId = '';

describe('POST /api/calls', () => {
  it("rings the appointment's patient only, refuses a second call, and marks it missed after the time-out", async () => {
    const patientSocket = await connect(patient, true);
    const bystander = await connect(otherPatient, true);
    const doctorSocket = await connect(doctor, false);
    const incoming = record(patientSocket, 'receive_call');
    const overheard = record(bystander, 'receive_call');
    const patientStatus = record(patientSocket, 'call_status');
    const doctorStatus = record(doctorSocket, 'call_status');
    const bystanderStatus = record(bystander, 'call_status');

    const started = Date.now();
    const response = await call(ids.online, doctor.cookie);
    expect(response.statusCode).toBe(201);
    expectContract('startCall', response);
    const body = response.json<{ call_id: string; appointment_id: number; status: string }>();
    expect(body).toMatchObject({ appointment_id: ids.online, status: 'ringing' });

    await until(() => incoming.length === 1, 2000);
    expect(incoming[0]).toEqual<IncomingCall>({
      call_id: body.call_id,
      appointment_id: ids.online,
      doctor_name: 'Dr. Sana Mirza',
      specialty: 'Cardiologist',
    });

    // While it rings, neither side can be called again.
    const second = await call(ids.second, doctor.cookie);
    expect(second.statusCode).toBe(409);
    expectContract('startCall', second);
    expect(second.json()).toMatchObject({ code: 'call_not_allowed', reason: 'busy' });
    const stillRinging = await ready(body.call_id, patient.cookie);
    expect(stillRinging.statusCode).toBe(409);
    expectContract('markCallReady', stillRinging);
    expect(stillRinging.json()).toMatchObject({ code: 'call_not_missed' });

    await until(() => patientStatus.length === 1 && doctorStatus.length === 1, TIMEOUT_MS + 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const missed: CallStatus = { call_id: body.call_id, status: 'missed' };
    expect(patientStatus).toEqual([missed]);
    expect(doctorStatus).toEqual([missed]);
    const [row] = await server.db
      .select({ status: calls.status, endedAt: calls.endedAt })
      .from(calls)
      .where(eq(calls.id, body.call_id));
    expect(row?.status).toBe('missed');
    expect(row?.endedAt).toBeInstanceOf(Date);
    // The other patient heard nothing of it.
    expect(overheard).toEqual([]);
    expect(bystanderStatus).toEqual([]);
    missedCallId = body.call_id;

    // Missed: the doctor may call again.
    const again = await call(ids.second, doctor.cookie);
    expect(again.statusCode).toBe(201);
    await until(() => incoming.length === 2, 2000);
    await until(() => patientStatus.length === 2, TIMEOUT_MS + 3000);
  });

  it("answers 403 when the appointment is another doctor's", async () => {
    const response = await call(ids.online, otherDoctor.cookie);
    expect(response.statusCode).toBe(403);
    expectContract('startCall', response);
  });

  it.each([
    ['an in-clinic appointment', () => ids.inClinic, 'not_online'],
    ['a consultation whose payment is pending', () => ids.pending, 'not_paid'],
    ['a consultation whose payment failed', () => ids.failed, 'not_paid'],
    ['a consultation not paid yet', () => ids.notStarted, 'not_paid'],
    ['a consultation more than 10 minutes ahead', () => ids.later, 'too_early'],
    ['a consultation of tomorrow', () => ids.tomorrow, 'too_early'],
    ['a consultation more than 30 minutes ago', () => ids.earlier, 'too_late'],
    ['a consultation of yesterday', () => ids.yesterday, 'too_late'],
  ])('answers 409 call_not_allowed for %s, with the reason', async (_, id, reason) => {
    const response = await call(id(), doctor.cookie);
    expect(response.statusCode).toBe(409);
    expectContract('startCall', response);
    expect(response.json()).toEqual({
      code: 'call_not_allowed',
      reason,
      message: CALL_REFUSAL_MESSAGES[reason as CallRefusalReason],
    });
    // Nothing rang.
    const rows = await server.db.select({ id: calls.id }).from(calls).where(eq(calls.appointmentId, id()));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown appointment and 400 for a bad body', async () => {
    const unknown = await call(999_999, doctor.cookie);
    expect(unknown.statusCode).toBe(404);
    expectContract('startCall', unknown);
    const bad = await call('first', doctor.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('startCall', bad);
  });

  it('answers 401 without a session and 403 for a patient', async () => {
    const anonymous = await call(ids.online);
    expect(anonymous.statusCode).toBe(401);
    expectContract('startCall', anonymous);
    const wrongRole = await call(ids.online, patient.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('startCall', wrongRole);
  });
});

describe('POST /api/calls/{call_id}/ready', () => {
  it('tells the doctor a patient who missed the call is ready', async () => {
    const doctorSocket = await connect(doctor, false);
    const notices = record(doctorSocket, 'call_ready');
    const response = await ready(missedCallId, patient.cookie);
    expect(response.statusCode).toBe(202);
    expectContract('markCallReady', response);
    expect(response.json()).toEqual({ call_id: missedCallId, status: 'patient_ready' });
    await until(() => notices.length === 1, 2000);
    expect(notices).toEqual([
      { call_id: missedCallId, appointment_id: ids.online, patient_name: 'Ayesha Khan' },
    ]);
  });

  it("answers 403 for another patient's call, 404 for an unknown one and 400 for a bad id", async () => {
    const other = await ready(missedCallId, otherPatient.cookie);
    expect(other.statusCode).toBe(403);
    expectContract('markCallReady', other);
    const unknown = await ready('5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10', patient.cookie);
    expect(unknown.statusCode).toBe(404);
    expectContract('markCallReady', unknown);
    const bad = await ready('not-a-uuid', patient.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('markCallReady', bad);
  });

  it("answers 409 call_not_missed once the appointment's day is over", async () => {
    const [row] = await server.db
      .insert(calls)
      .values({
        appointmentId: ids.yesterday,
        doctorId: doctor.userId,
        patientId: patient.userId,
        status: 'missed',
      })
      .returning({ id: calls.id });
    const response = await ready(row?.id ?? '', patient.cookie);
    expect(response.statusCode).toBe(409);
    expectContract('markCallReady', response);
    expect(response.json()).toMatchObject({ code: 'call_not_missed' });
  });

  it('answers 401 without a session and 403 for a doctor', async () => {
    const anonymous = await ready(missedCallId);
    expect(anonymous.statusCode).toBe(401);
    expectContract('markCallReady', anonymous);
    const wrongRole = await ready(missedCallId, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('markCallReady', wrongRole);
  });
});

describe('GET /api/calls/ice-servers', () => {
  it('answers an empty list without configured servers (host candidates only), for doctors and patients', async () => {
    for (const who of [doctor, patient]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/calls/ice-servers',
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode).toBe(200);
      expectContract('getIceServers', response);
      const body = response.json<{ data: unknown[]; expires_at: string }>();
      expect(body.data).toEqual([]);
      expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now());
    }
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/calls/ice-servers' });
    expect(anonymous.statusCode).toBe(401);
    expectContract('getIceServers', anonymous);
    const owner = await signInAs(server, 'clinic_owner');
    const wrongRole = await server.app.inject({
      method: 'GET',
      url: '/api/calls/ice-servers',
      headers: { cookie: owner.cookie },
    });
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getIceServers', wrongRole);
  });
});

import type { CallSignalMessage, CallStatus, IncomingCall } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../call-support';
import { insertAppointment, slotFromNow } from '../care-support';
import { signInAs, startServer, type SignedIn, type TestServer } from '../harness';
import { spawnServer, type ServerProcess } from '../processes';

// Two server processes on one PostgreSQL database and one Redis, as behind a load balancer: a call started
// through one reaches the patient's socket on the other, and rate limits count across both.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error('The cluster suite needs TEST_DATABASE_URL and TEST_REDIS_URL (npm test starts both).');
}

let setup: TestServer;
let first: ServerProcess;
let second: ServerProcess;
let doctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;
let appointmentId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  // An in-process app on its own fresh database: it writes the accounts and signs the cookies the two server
  // processes (same secret, same database) accept.
  setup = await startServer();
  const sharedDatabase = setup.config.databaseUrl ?? '';
  const env = { DATABASE_URL: sharedDatabase, REDIS_URL: redisUrl, CALL_TIMEOUT_MS: '60000' };
  first = await spawnServer(env);
  second = await spawnServer(env);
  doctor = await signInAs(setup, 'doctor', {
    name: 'Dr. Sadia Karim',
    doctor: { workingDays: [0, 1, 2, 3, 4, 5, 6] },
  });
  patient = await signInAs(setup, 'patient', { name: 'Imran Yousaf' });
  otherPatient = await signInAs(setup, 'patient', { name: 'Noreen Akhtar' });
  appointmentId = await insertAppointment(setup, {
    patientId: patient.userId,
    doctorId: doctor.userId,
    ...slotFromNow(0),
    type: 'online',
    paymentStatus: PaymentStatus.SUCCESS,
  });
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([first.stop(), second.stop()]);
  await setup.close();
});

/** A doctor's socket: doctors join their room on connection, with nothing to announce. */
function connectDoctor(server: ServerProcess, who: SignedIn): Promise<Socket> {
  const socket = io(server.url, {
    path: '/notify',
    extraHeaders: { cookie: who.cookie },
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

function connect(server: ServerProcess, who: SignedIn): Promise<Socket> {
  const socket = io(server.url, {
    path: '/notify',
    extraHeaders: { cookie: who.cookie },
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.emit('patient_connection', { patient_id: who.userId }, (ack: { ok: boolean }) => {
        if (ack.ok) resolve(socket);
        else reject(new Error('announcement refused'));
      });
    });
    socket.once('connect_error', reject);
  });
}

/** A call the patient has accepted, with what each party has heard of its status so far. */
interface AcceptedCall {
  callId: string;
  appointmentId: number;
  /** The doctor's session cookie. */
  doctorCookie: string;
  patientSocket: Socket;
  doctorSocket: Socket;
  doctorHeard: CallStatus[];
  patientHeard: CallStatus[];
}

/**
 * A doctor and a patient of their own with an online appointment today at `time`: the patient connected to
 * `patientOn` and the doctor to `doctorOn`, the call started by the doctor through `doctorOn` and accepted by the
 * patient through `patientOn`; resolves once the doctor has heard the acceptance (the two may be different
 * processes, which learn of each other's events through Redis).
 */
async function acceptedCall(
  names: { doctor: string; patient: string },
  patientOn: ServerProcess,
  doctorOn: ServerProcess,
): Promise<AcceptedCall> {
  const callDoctor = await signInAs(setup, 'doctor', { name: names.doctor });
  const callPatient = await signInAs(setup, 'patient', { name: names.patient });
  const appointment = await insertAppointment(setup, {
    patientId: callPatient.userId,
    doctorId: callDoctor.userId,
    ...slotFromNow(0),
    type: 'online',
    paymentStatus: PaymentStatus.SUCCESS,
  });
  const patientSocket = await connect(patientOn, callPatient);
  const doctorSocket = await connectDoctor(doctorOn, callDoctor);
  const rang = new Promise<IncomingCall>((resolve) => patientSocket.once('receive_call', resolve));
  const doctorHeard: CallStatus[] = [];
  doctorSocket.on('call_status', (status: CallStatus) => doctorHeard.push(status));
  const patientHeard: CallStatus[] = [];
  patientSocket.on('call_status', (status: CallStatus) => patientHeard.push(status));
  const started = await fetch(`${doctorOn.url}/api/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: doctorOn.url, cookie: callDoctor.cookie },
    body: JSON.stringify({ appointment_id: appointment }),
  });
  expect(started.status).toBe(201);
  const { call_id: callId } = (await started.json()) as { call_id: string };
  await rang;
  expect(await patientSocket.emitWithAck('call_accept', { call_id: callId })).toEqual({ ok: true });
  await until(() => doctorHeard.length === 1);
  return {
    callId,
    appointmentId: appointment,
    doctorCookie: callDoctor.cookie,
    patientSocket,
    doctorSocket,
    doctorHeard,
    patientHeard,
  };
}

describe('two processes on PostgreSQL and Redis', () => {
  it('delivers a call started on one process to the patient connected to the other, and to nobody else', async () => {
    const patientSocket = await connect(second, patient);
    const otherSocket = await connect(first, otherPatient);
    const received = new Promise<IncomingCall>((resolve) => patientSocket.once('receive_call', resolve));
    let leaked = false;
    otherSocket.on('receive_call', () => (leaked = true));

    const started = await fetch(`${first.url}/api/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url, cookie: doctor.cookie },
      body: JSON.stringify({ appointment_id: appointmentId }),
    });
    expect(started.status).toBe(201);
    const call = (await started.json()) as { call_id: string };

    const incoming = await received;
    expect(incoming).toMatchObject({
      call_id: call.call_id,
      appointment_id: appointmentId,
      doctor_name: 'Dr. Sadia Karim',
    });
    // Give a misdelivered event the same time to arrive before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toBe(false);
  });

  it('relays signalling of a call accepted on one process from the other, and stops when it ends there', async () => {
    // The patient is on the first process, the doctor on the second; accepted through the first, the second
    // hears it through Redis.
    const { callId, patientSocket, doctorSocket, doctorHeard, patientHeard } = await acceptedCall(
      { doctor: 'Dr. Hina Baig', patient: 'Kamran Ali' },
      first,
      second,
    );
    expect(doctorHeard).toEqual([{ call_id: callId, status: 'accepted' }]);
    const toPatient: CallSignalMessage[] = [];
    patientSocket.on('call_signal', (message: CallSignalMessage) => toPatient.push(message));
    const toDoctor: CallSignalMessage[] = [];
    doctorSocket.on('call_signal', (message: CallSignalMessage) => toDoctor.push(message));

    // The second process has not seen the acceptance itself: it reads the call and relays to the first.
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    expect(await doctorSocket.emitWithAck('call_signal', { call_id: callId, signal: offer })).toEqual({
      ok: true,
    });
    await until(() => toPatient.length === 1);
    expect(toPatient).toEqual([{ call_id: callId, signal: offer }]);
    const answer = { type: 'answer', sdp: 'v=0\r\n' };
    expect(await patientSocket.emitWithAck('call_signal', { call_id: callId, signal: answer })).toEqual({
      ok: true,
    });
    await until(() => toDoctor.length === 1);
    expect(toDoctor).toEqual([{ call_id: callId, signal: answer }]);

    // Ended on the second process: the first, which remembered the call as connected, relays nothing more.
    expect(await doctorSocket.emitWithAck('call_hangup', { call_id: callId })).toEqual({ ok: true });
    await until(() => patientHeard.length === 2);
    expect(patientHeard[1]).toEqual({ call_id: callId, status: 'ended' });
    expect(await patientSocket.emitWithAck('call_signal', { call_id: callId, signal: answer })).toEqual({
      ok: false,
      message: 'You are not in this call.',
    });
  });

  it('counts rate limits across both processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const target = attempt % 2 === 0 ? first : second;
      const response = await fetch(`${target.url}/api/auth/send-verification-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: target.url },
        body: JSON.stringify({ phone_number: `0345${String(1_000_000 + attempt)}` }),
      });
      statuses.push(response.status);
    }
    // Five sends a minute per IP: the sixth is refused whichever process takes it.
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('ends a connected call when the process of one party is killed, from the process that lives', async () => {
    // Two processes of their own with a short reconnection grace; the patient's is killed mid-call. The dead
    // process saw no disconnect and the living one never held the patient's socket: only the living one's
    // sweep of connected calls can end the call.
    const graceMs = 600;
    const env = {
      DATABASE_URL: setup.config.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      CALL_TIMEOUT_MS: '60000',
      CALL_RECONNECT_GRACE_MS: String(graceMs),
    };
    const [doomed, living] = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const { callId, appointmentId, doctorCookie, patientSocket, doctorHeard } = await acceptedCall(
        { doctor: 'Dr. Asma Rauf', patient: 'Farhan Siddiqui' },
        doomed,
        living,
      );

      await doomed.stop('SIGKILL');
      const killed = Date.now();
      // The phone would try the dead address again; this one gives up.
      patientSocket.disconnect();
      await until(() => doctorHeard.length === 2, graceMs * 4 + 10_000);
      expect(Date.now() - killed).toBeGreaterThanOrEqual(graceMs - 50);
      expect(doctorHeard[1]).toEqual({ call_id: callId, status: 'ended' });
      // Over: the doctor may call the patient again, through the process that lives.
      const again = await fetch(`${living.url}/api/calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: living.url, cookie: doctorCookie },
        body: JSON.stringify({ appointment_id: appointmentId }),
      });
      expect(again.status).toBe(201);
    } finally {
      await Promise.all([doomed.stop('SIGKILL'), living.stop()]);
    }
  }, 90_000);
});

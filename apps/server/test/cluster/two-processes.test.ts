import type { IncomingCall } from '@aafiyat/api';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment, pakistanDay } from '../care-support';
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
    date: pakistanDay(),
    time: '23:30',
    type: 'online',
  });
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([first.stop(), second.stop()]);
  await setup.close();
});

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
});

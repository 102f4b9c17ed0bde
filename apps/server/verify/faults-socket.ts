// Part b of the `faults` check: a patient's realtime client (packages/api's createRealtimeClient, as the site
// uses it) stays useful across a server crash. The server is SIGKILLed and restarted on the same port and data;
// the client must reconnect by itself and announce the patient again, proven by a doctor's call arriving on it.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRealtimeClient, type IncomingCall } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { roundTrip, until } from '../test/call-support';
import { insertAppointment, slotFromNow } from '../test/care-support';
import { signInAs, type SignedIn } from '../test/harness';
import {
  freshLocation,
  say,
  startServerProcess,
  tailOf,
  VERIFY_SECRET,
  withDatabase,
  type Check,
  type DataLocation,
  type ServerProcess,
} from './support';

interface People {
  doctor: SignedIn;
  patient: SignedIn;
  appointmentId: number;
}

/**
 * A doctor, a patient and an online appointment of today, written before the server starts (on PGlite it holds
 * the folder). Cookies are signed by an app built on the same secret the server processes get.
 */
async function seedPeople(where: DataLocation): Promise<People> {
  return withDatabase(where, async (db) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: where.dataDir,
      COOKIE_SECRET: VERIFY_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      SITE_DIR: join(where.dataDir, 'no-site'),
    });
    const app = await buildApp({ config, db });
    try {
      const server = { app, db, config, dataDir: where.dataDir, close: () => app.close() };
      const doctor = await signInAs(server, 'doctor', {
        name: 'Dr. Verify Restart',
        doctor: { workingDays: [0, 1, 2, 3, 4, 5, 6] },
      });
      const patient = await signInAs(server, 'patient', { name: 'Verify Patient' });
      const appointmentId = await insertAppointment(server, {
        patientId: patient.userId,
        doctorId: doctor.userId,
        ...slotFromNow(0),
        type: 'online',
        paymentStatus: PaymentStatus.SUCCESS,
      });
      return { doctor, patient, appointmentId };
    } finally {
      await app.close();
    }
  });
}

/** The doctor starts a call through the API; returns its id, or throws with the answer. */
async function startCall(server: ServerProcess, people: People): Promise<string> {
  const response = await fetch(`${server.url}/api/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: people.doctor.cookie },
    body: JSON.stringify({ appointment_id: people.appointmentId }),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`POST /api/calls answered ${String(response.status)}: ${text}`);
  return (JSON.parse(text) as { call_id: string }).call_id;
}

export async function socketAfterRestart(check: Check): Promise<void> {
  const { cleanup } = check;
  const where = await freshLocation('pglite', cleanup, () => Promise.reject(new Error('PGlite only')));
  const people = await seedPeople(where);
  const first = await startServerProcess(cleanup, where);

  const client = createRealtimeClient({ url: first.url, ackTimeoutMs: 5000 });
  cleanup.add('disconnect the patient client', () => {
    client.disconnect();
  });
  // In a browser the session cookie rides along by itself; in Node the manager sends it as a header on every
  // (re)connection.
  client.socket.io.opts.extraHeaders = { cookie: people.patient.cookie };
  let announcements = 0;
  client.socket.onAnyOutgoing((event: string, payload: unknown) => {
    const claimed = (payload as { patient_id?: unknown } | undefined)?.patient_id;
    if (event === 'patient_connection' && claimed === people.patient.userId) announcements += 1;
  });
  const calls: IncomingCall[] = [];
  client.onReceiveCall((call) => calls.push(call));
  let disconnects = 0;
  client.socket.on('disconnect', () => (disconnects += 1));

  client.connectAsPatient(people.patient.userId);
  await until(() => client.socket.connected && announcements === 1, 20_000);
  // Handled in order after the client's own announcement: once this answers, the patient is in their room.
  await roundTrip(client.socket);
  const before = await startCall(first, people);
  await until(() => calls.some((call) => call.call_id === before), 10_000);
  const declined = await client.decline(before);
  if (!declined.ok) throw new Error(`declining the first call failed: ${declined.message}`);
  say('b: the patient is connected and announced; a call arrived before the crash.');

  const killedAt = performance.now();
  await first.stop('SIGKILL');
  await until(() => disconnects === 1 && !client.socket.connected, 10_000);
  let second: ServerProcess;
  try {
    second = await startServerProcess(cleanup, where, { PORT: String(first.port) });
  } catch (error) {
    check.criterion(
      'b: the server restarts on the same port and data after SIGKILL',
      false,
      error instanceof Error ? error.message : String(error),
    );
    return;
  }
  const restartedAt = performance.now();
  check.figure('b_restart_ms', restartedAt - killedAt);
  let reconnected = true;
  try {
    await until(() => client.socket.connected && announcements === 2, 30_000);
  } catch {
    reconnected = false;
  }
  const reconnectedAt = performance.now();
  check.figure('b_reconnect_after_restart_ms', reconnectedAt - restartedAt);
  check.figure('b_announcements', announcements);
  check.criterion(
    'b: the client reconnects by itself and announces the patient again',
    reconnected,
    `${String(announcements)} announcements (1 before the crash), connected: ${String(client.socket.connected)}, ` +
      `${((reconnectedAt - restartedAt) / 1000).toFixed(1)} s after the restart`,
  );
  if (!reconnected) {
    say(`b: the restarted server printed:\n${tailOf(second)}`);
    return;
  }

  await roundTrip(client.socket);
  const callStarted = performance.now();
  const after = await startCall(second, people);
  let arrived = true;
  try {
    await until(() => calls.some((call) => call.call_id === after), 10_000);
  } catch {
    arrived = false;
  }
  const deliveryMs = performance.now() - callStarted;
  check.figure('b_call_delivery_ms', deliveryMs);
  check.criterion(
    'b: a call started after the restart arrives on the reconnected client',
    arrived,
    arrived
      ? `the call arrived ${deliveryMs.toFixed(0)} ms after it was started`
      : 'no receive_call within 10 s',
  );
  check.table(
    'Socket across a restart (PGlite)',
    ['server back after SIGKILL', 'client reconnected and announced', 'call delivered'],
    [
      [
        `${((restartedAt - killedAt) / 1000).toFixed(1)} s`,
        `${((reconnectedAt - restartedAt) / 1000).toFixed(1)} s later`,
        arrived ? `${deliveryMs.toFixed(0)} ms` : 'no',
      ],
    ],
  );
  await client.decline(after);
  client.disconnect();
  const exitCode = await second.stop('SIGTERM');
  if (exitCode !== 0) say(`b: the restarted server exited with ${String(exitCode)}:\n${tailOf(second)}`);
}

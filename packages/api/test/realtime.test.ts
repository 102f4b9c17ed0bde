import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ClientToServerEvents,
  IncomingCall,
  PatientConnection,
  ServerToClientEvents,
} from '../src/events';
import { REALTIME_PATH } from '../src/events';
import { createRealtimeClient, type RealtimeClient } from '../src/realtime';

type TestServer = Server<ClientToServerEvents, ServerToClientEvents>;

let http: HttpServer;
let io: TestServer;
let url: string;
let announcements: PatientConnection[];
let sockets: ServerSocket<ClientToServerEvents, ServerToClientEvents>[];
let refuse: string | null;
const clients: RealtimeClient[] = [];

/** Resolves when `check` holds, polling on the event loop; fails with `what` after 5 s. */
async function until(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function client(): RealtimeClient {
  const created = createRealtimeClient({ url });
  // Reconnect quickly so the reconnection test does not wait a second.
  created.socket.io.reconnectionDelay(20).reconnectionDelayMax(50);
  clients.push(created);
  return created;
}

beforeEach(async () => {
  announcements = [];
  sockets = [];
  refuse = null;
  http = createServer();
  io = new Server(http, { path: REALTIME_PATH });
  io.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('patient_connection', (payload, ack) => {
      announcements.push(payload);
      ack(refuse === null ? { ok: true } : { ok: false, message: refuse });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
});

afterEach(async () => {
  for (const created of clients.splice(0)) created.disconnect();
  await io.close();
});

describe('the realtime client', () => {
  it('uses the /notify path with credentials and does not connect until asked', () => {
    const created = client();
    expect(created.socket.io.opts.path).toBe('/notify');
    expect(created.socket.io.opts.withCredentials).toBe(true);
    expect(created.socket.connected).toBe(false);
  });

  it('announces patient_connection with the patient id on connect', async () => {
    client().connectAsPatient(41);
    await until(() => announcements.length === 1, 'the announcement');
    expect(announcements).toEqual([{ patient_id: 41 }]);
  });

  it('announces again after the connection drops and comes back', async () => {
    const created = client();
    created.connectAsPatient(41);
    await until(() => announcements.length === 1, 'the first announcement');
    // Closing the transport (not a server-side disconnect) is what a dropped mobile connection looks like.
    sockets[0]?.conn.close();
    await until(() => announcements.length === 2, 'the announcement after reconnecting');
    expect(announcements).toEqual([{ patient_id: 41 }, { patient_id: 41 }]);
    expect(sockets).toHaveLength(2);
  });

  it('announces at once when asked again while connected, as the new patient only', async () => {
    const created = client();
    created.connectAsPatient(41);
    await until(() => announcements.length === 1, 'the first announcement');
    created.connectAsPatient(42);
    await until(() => announcements.length === 2, 'the second announcement');
    sockets[0]?.conn.close();
    await until(() => announcements.length === 3, 'the announcement after reconnecting');
    expect(announcements.map((announcement) => announcement.patient_id)).toEqual([41, 42, 42]);
  });

  it('hands receive_call to its subscribers until they stop listening', async () => {
    const created = client();
    const received: IncomingCall[] = [];
    const stop = created.onReceiveCall((call) => received.push(call));
    created.connectAsPatient(41);
    await until(() => announcements.length === 1, 'the announcement');

    const call: IncomingCall = {
      call_id: '3f1c2b9e-7a4d-4f0e-9b6a-2d8c1e5f7a90',
      appointment_id: 1207,
      doctor_name: 'Dr. Ayesha Siddiqui',
      specialty: 'Dermatologist',
    };
    sockets[0]?.emit('receive_call', call);
    await until(() => received.length === 1, 'the call');
    expect(received).toEqual([call]);

    stop();
    sockets[0]?.emit('receive_call', { ...call, appointment_id: 1208 });
    // A marker event after the second call proves the second one was delivered and ignored.
    const marker = new Promise<void>((resolve) => {
      created.socket.once('call_status', () => {
        resolve();
      });
    });
    sockets[0]?.emit('call_status', { call_id: call.call_id, status: 'missed' });
    await marker;
    expect(received).toHaveLength(1);
  });

  it('reports a refused announcement', async () => {
    refuse = 'This is not your patient id.';
    const created = client();
    const refusals: string[] = [];
    created.onRefused((message) => refusals.push(message));
    created.connectAsPatient(99);
    await until(() => refusals.length === 1, 'the refusal');
    expect(refusals).toEqual(['This is not your patient id.']);
  });

  it('disconnects for good, dropping every listener', async () => {
    const created = client();
    created.onReceiveCall(() => undefined);
    created.connectAsPatient(41);
    await until(() => announcements.length === 1, 'the announcement');
    const serverSide = sockets[0];
    const gone = new Promise<string>((resolve) => serverSide?.once('disconnect', resolve));

    created.disconnect();
    expect(await gone).toBe('client namespace disconnect');
    expect(created.socket.connected).toBe(false);
    expect(created.socket.active).toBe(false);
    expect(created.socket.listeners('receive_call')).toHaveLength(0);
    expect(created.socket.listeners('connect')).toHaveLength(0);
  });
});

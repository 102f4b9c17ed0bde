import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Acknowledgement,
  CallReadyNotice,
  CallReference,
  CallSignalMessage,
  CallStatus,
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
/** What the test server received of each call event, in order. */
let actions: { event: string; payload: CallReference | CallSignalMessage }[];
/** Call events the test server does not acknowledge (to see a lost answer). */
let unanswered: Set<string>;
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
  actions = [];
  unanswered = new Set();
  http = createServer();
  io = new Server(http, { path: REALTIME_PATH });
  io.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('patient_connection', (payload, ack) => {
      announcements.push(payload);
      ack(refuse === null ? { ok: true } : { ok: false, message: refuse });
    });
    for (const event of ['call_accept', 'call_decline', 'call_hangup', 'call_signal'] as const) {
      // One listener for four events of different payloads: the map's union is wider than one signature.
      const listener = (
        payload: CallReference | CallSignalMessage,
        ack: (result: Acknowledgement) => void,
      ) => {
        actions.push({ event, payload });
        if (unanswered.has(event)) return;
        ack(refuse === null ? { ok: true } : { ok: false, message: refuse });
      };
      socket.on(event, listener);
    }
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

  it('connects a doctor without announcing anything', async () => {
    const created = client();
    created.connectAsDoctor();
    // The server sees the socket a moment before the client hears that it is connected: wait for both.
    await until(() => sockets.length === 1 && created.socket.connected, 'the connection');
    created.connectAsDoctor();
    expect(created.socket.connected).toBe(true);
    expect(announcements).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it('accepts, declines and hangs up with the call id, and says why when the server refuses', async () => {
    const created = client();
    created.connectAsDoctor();
    await until(() => sockets.length === 1, 'the connection');
    await expect(created.accept(CALL_ID)).resolves.toEqual({ ok: true });
    await expect(created.decline(CALL_ID)).resolves.toEqual({ ok: true });
    refuse = 'This call is no longer ringing.';
    await expect(created.openCall(CALL_ID).hangUp()).resolves.toEqual({
      ok: false,
      message: 'This call is no longer ringing.',
    });
    expect(actions).toEqual([
      { event: 'call_accept', payload: { call_id: CALL_ID } },
      { event: 'call_decline', payload: { call_id: CALL_ID } },
      { event: 'call_hangup', payload: { call_id: CALL_ID } },
    ]);
  });

  it('reads an answer that never comes as a dropped connection', async () => {
    const created = createRealtimeClient({ url, ackTimeoutMs: 100 });
    clients.push(created);
    created.connectAsDoctor();
    await until(() => sockets.length === 1, 'the connection');
    unanswered.add('call_signal');
    await expect(created.openCall(CALL_ID).send({ type: 'offer', sdp: 'v=0' })).resolves.toEqual({
      ok: false,
      message: 'The connection dropped. Please try again.',
    });
  });

  it("buffers one call's signals until the view listens, then hands them over in order", async () => {
    const created = client();
    created.connectAsDoctor();
    await until(() => sockets.length === 1, 'the connection');
    const channel = created.openCall(CALL_ID);
    const server = sockets[0];
    server?.emit('call_signal', { call_id: CALL_ID, signal: { type: 'offer', sdp: 'first' } });
    server?.emit('call_signal', { call_id: OTHER_CALL_ID, signal: { type: 'offer', sdp: 'not ours' } });
    server?.emit('call_signal', {
      call_id: CALL_ID,
      signal: { type: 'candidate', candidate: { candidate: 'c1', sdpMid: '0', sdpMLineIndex: 0 } },
    });
    const statusSeen = new Promise<void>((resolve) =>
      created.socket.once('call_status', () => {
        resolve();
      }),
    );
    server?.emit('call_status', { call_id: CALL_ID, status: 'accepted' });
    await statusSeen;

    const received: string[] = [];
    const stop = channel.onSignal((signal) =>
      received.push(signal.type === 'candidate' ? signal.candidate.candidate : signal.sdp),
    );
    expect(received).toEqual(['first', 'c1']);
    server?.emit('call_signal', { call_id: CALL_ID, signal: { type: 'answer', sdp: 'later' } });
    await until(() => received.length === 3, 'the live signal');
    expect(received).toEqual(['first', 'c1', 'later']);

    stop();
    channel.close();
    expect(created.socket.listeners('call_signal')).toHaveLength(0);
    expect(created.socket.listeners('call_status')).toHaveLength(0);
  });

  it("hands a call's own status changes to the channel, and every status and ready notice to the client", async () => {
    const created = client();
    created.connectAsDoctor();
    await until(() => sockets.length === 1, 'the connection');
    const channel = created.openCall(CALL_ID);
    const own: string[] = [];
    const all: CallStatus[] = [];
    const ready: CallReadyNotice[] = [];
    channel.onStatus((status) => own.push(status));
    created.onCallStatus((status) => all.push(status));
    created.onCallReady((notice) => ready.push(notice));
    const server = sockets[0];
    server?.emit('call_status', { call_id: OTHER_CALL_ID, status: 'missed' });
    server?.emit('call_status', { call_id: CALL_ID, status: 'ended' });
    const notice = { call_id: OTHER_CALL_ID, appointment_id: 1207, patient_name: 'Ayesha Khan' };
    server?.emit('call_ready', notice);
    await until(() => ready.length === 1, 'the ready notice');
    expect(own).toEqual(['ended']);
    expect(all).toEqual([
      { call_id: OTHER_CALL_ID, status: 'missed' },
      { call_id: CALL_ID, status: 'ended' },
    ]);
    expect(ready).toEqual([notice]);
  });

  it('sends signals with the call id', async () => {
    const created = client();
    created.connectAsDoctor();
    await until(() => sockets.length === 1, 'the connection');
    await expect(created.openCall(CALL_ID).send({ type: 'answer', sdp: 'v=0' })).resolves.toEqual({
      ok: true,
    });
    expect(actions).toEqual([
      { event: 'call_signal', payload: { call_id: CALL_ID, signal: { type: 'answer', sdp: 'v=0' } } },
    ]);
  });
});

const CALL_ID = '3f1c2b9e-7a4d-4f0e-9b6a-2d8c1e5f7a90';
const OTHER_CALL_ID = '0b6f7c1e-8d2a-4c3b-9e5f-7a1d2c3b4e5f';

// Shared pieces of the call tests: real sockets with a session cookie against a listening app, what each socket
// heard, and a round trip that proves a socket has received everything the server sent it before.
import type { AddressInfo } from 'node:net';
import type { Acknowledgement, ClientToServerEvents, ServerToClientEvents } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { insertAppointment, slotFromNow } from './care-support';
import { signInAs, TEST_ORIGIN, type SignedIn, type TestServer } from './harness';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The socket.io URL of an app listening on loopback. */
export async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`;
}

/** A realtime socket opened with a session cookie from the site's origin, once it is connected. */
export async function openSocket(url: string, cookie: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/notify',
    transports: ['websocket'],
    extraHeaders: { cookie, origin: TEST_ORIGIN },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Opens signed-in sockets to one server and closes them all at the end. */
export function socketsOf(url: string) {
  const open: ClientSocket[] = [];
  return {
    /** A signed-in socket; with `announce`, a patient announces themselves as the site does. */
    async connect(who: SignedIn, announce = false): Promise<ClientSocket> {
      const socket = await openSocket(url, who.cookie);
      open.push(socket);
      if (announce) {
        const answer = await socket.emitWithAck('patient_connection', { patient_id: who.userId });
        expect(answer).toEqual({ ok: true });
      }
      return socket;
    },
    closeAll(): void {
      for (const socket of open) socket.disconnect();
    },
  };
}

/** Everything a socket hears of one event, in order. */
export function record<Event extends keyof ServerToClientEvents>(socket: ClientSocket, event: Event) {
  const heard: Parameters<ServerToClientEvents[Event]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[Event]>[0]) => {
    heard.push(payload);
  }) as never);
  return heard;
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * One acknowledged message on `socket`. The server answers it only after handling what it received earlier, and
 * one connection delivers in order, so anything the server emitted to this socket before has arrived by the
 * time this resolves (one process: the in-memory adapter emits at once). A negative check needs no sleep.
 */
export async function roundTrip(socket: ClientSocket): Promise<void> {
  await socket.emitWithAck('patient_connection', { patient_id: -1 });
}

type CallEvent = 'call_accept' | 'call_decline' | 'call_hangup' | 'call_signal';

/** The socket without its event map: payloads a client could send but the types forbid are part of the tests. */
function untyped(socket: ClientSocket) {
  return socket as unknown as {
    emit(event: string, payload: unknown): void;
    emitWithAck(event: string, payload: unknown): Promise<Acknowledgement>;
  };
}

/** Sends a call event as a browser would and returns the server's acknowledgement. */
export function send(socket: ClientSocket, event: CallEvent, payload: unknown): Promise<Acknowledgement> {
  return untyped(socket).emitWithAck(event, payload);
}

/** Sends a call event without an acknowledgement callback. */
export function sendWithoutAck(socket: ClientSocket, event: CallEvent, payload: unknown): void {
  untyped(socket).emit(event, payload);
}

/** A doctor, their patient and a paid online appointment that may be called now. */
export interface CallPair {
  doctor: SignedIn;
  patient: SignedIn;
  appointmentId: number;
}

/** A fresh doctor, patient and paid online appointment of now, so each test's calls stand alone. */
export async function pairUp(
  server: TestServer,
  names: { doctor?: string; patient?: string } = {},
): Promise<CallPair> {
  const doctor = await signInAs(server, 'doctor', {
    name: names.doctor ?? 'Dr. Sana Mirza',
    doctor: { specialty: 'Cardiologist' },
  });
  const patient = await signInAs(server, 'patient', { name: names.patient ?? 'Ayesha Khan' });
  const appointmentId = await insertAppointment(server, {
    patientId: patient.userId,
    doctorId: doctor.userId,
    ...slotFromNow(0),
    paymentStatus: PaymentStatus.SUCCESS,
  });
  return { doctor, patient, appointmentId };
}

/** The doctor calls: `POST /api/calls`; returns the new call's id. */
export async function startCall(server: TestServer, pair: CallPair): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/calls',
    payload: { appointment_id: pair.appointmentId },
    headers: { origin: TEST_ORIGIN, cookie: pair.doctor.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ call_id: string }>().call_id;
}

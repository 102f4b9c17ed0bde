// The call over the socket once it rings: the patient accepts or declines, both parties relay signalling to
// each other and to nobody else, and either side hangs up. Real sockets with session cookies on a listening app.
import type { CallSignalMessage, CallStatus } from '@aafiyat/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema';
import {
  listen,
  pairUp,
  record,
  roundTrip,
  send,
  sendWithoutAck,
  socketsOf,
  startCall,
  until,
  type CallPair,
  type ClientSocket,
} from './call-support';
import { signInAs, startServer, type SignedIn, type TestServer } from './harness';

const NOT_IN_CALL = { ok: false, message: 'You are not in this call.' };
const NOT_RINGING = { ok: false, message: 'This call is no longer ringing.' };
const MALFORMED = { ok: false, message: 'Please try again.' };
const OK = { ok: true };

let server: TestServer;
let sockets: ReturnType<typeof socketsOf>;
let strangerPatient: SignedIn;
let strangerDoctor: SignedIn;

beforeAll(async () => {
  // Calls ring for a minute here, so none is missed while a test works with it.
  server = await startServer({ CALL_TIMEOUT_MS: '60000' });
  sockets = socketsOf(await listen(server));
  strangerPatient = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  strangerDoctor = await signInAs(server, 'doctor', { name: 'Dr. Omar Farooq' });
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

interface Connected {
  pair: CallPair;
  doctor: ClientSocket;
  patient: ClientSocket;
  otherPatient: ClientSocket;
  otherDoctor: ClientSocket;
  callId: string;
}

/** A fresh pair with both sockets, two strangers' sockets, and a ringing call the patient has heard. */
async function ringing(): Promise<Connected> {
  const pair = await pairUp(server);
  const doctor = await sockets.connect(pair.doctor);
  const patient = await sockets.connect(pair.patient, true);
  const otherPatient = await sockets.connect(strangerPatient, true);
  const otherDoctor = await sockets.connect(strangerDoctor);
  const incoming = record(patient, 'receive_call');
  const callId = await startCall(server, pair);
  await until(() => incoming.length === 1);
  return { pair, doctor, patient, otherPatient, otherDoctor, callId };
}

/** A connected call, once both parties have heard it was accepted (so later recordings start clean). */
async function accepted(): Promise<Connected> {
  const call = await ringing();
  const heard = [call.doctor, call.patient].map((socket) => record(socket, 'call_status'));
  expect(await send(call.patient, 'call_accept', { call_id: call.callId })).toEqual(OK);
  await until(() => heard.every((list) => list.length === 1));
  return call;
}

async function statusOf(callId: string) {
  const [row] = await server.db
    .select({ status: calls.status, acceptedAt: calls.acceptedAt, endedAt: calls.endedAt })
    .from(calls)
    .where(eq(calls.id, callId));
  return row;
}

describe('call_accept', () => {
  it("tells both parties and the patient's other tabs, once; strangers and later answers are refused", async () => {
    const call = await ringing();
    const secondTab = await sockets.connect(call.pair.patient, true);
    const heard = [call.doctor, call.patient, secondTab].map((socket) => record(socket, 'call_status'));
    const overheard = [call.otherPatient, call.otherDoctor].map((socket) => record(socket, 'call_status'));

    expect(await send(call.otherPatient, 'call_accept', { call_id: call.callId })).toEqual(NOT_IN_CALL);
    expect(await send(call.otherDoctor, 'call_accept', { call_id: call.callId })).toEqual(NOT_IN_CALL);
    // The doctor is a party, but answering is the patient's.
    expect(await send(call.doctor, 'call_accept', { call_id: call.callId })).toEqual(NOT_IN_CALL);
    expect((await statusOf(call.callId))?.status).toBe('ringing');

    expect(await send(call.patient, 'call_accept', { call_id: call.callId })).toEqual(OK);
    const status: CallStatus = { call_id: call.callId, status: 'accepted' };
    await until(() => heard.every((list) => list.length === 1));
    for (const list of heard) expect(list).toEqual([status]);
    const row = await statusOf(call.callId);
    expect(row?.status).toBe('accepted');
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    expect(row?.endedAt).toBeNull();

    // From the other tab, or twice: the call is no longer ringing.
    expect(await send(secondTab, 'call_accept', { call_id: call.callId })).toEqual(NOT_RINGING);
    expect(await send(call.patient, 'call_decline', { call_id: call.callId })).toEqual(NOT_RINGING);
    // Still refused as a stranger's, not as "no longer ringing", which would say the call exists.
    expect(await send(call.otherPatient, 'call_accept', { call_id: call.callId })).toEqual(NOT_IN_CALL);

    await Promise.all(
      [call.doctor, call.patient, secondTab, call.otherPatient, call.otherDoctor].map(roundTrip),
    );
    for (const list of heard) expect(list).toHaveLength(1);
    for (const list of overheard) expect(list).toEqual([]);
  });

  it('refuses unknown ids, ids that are not UUIDs and payloads that are not a call reference', async () => {
    const call = await ringing();
    expect(
      await send(call.patient, 'call_accept', { call_id: '5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10' }),
    ).toEqual(NOT_IN_CALL);
    for (const callId of ['not-a-uuid', "'; drop table calls; --", `${call.callId}0`, '']) {
      expect(await send(call.patient, 'call_accept', { call_id: callId })).toEqual(NOT_IN_CALL);
    }
    for (const payload of [null, 'call', 42, [], {}, { call_id: 42 }, { callId: call.callId }]) {
      expect(await send(call.patient, 'call_accept', payload)).toEqual(MALFORMED);
      expect(await send(call.patient, 'call_decline', payload)).toEqual(MALFORMED);
      expect(await send(call.patient, 'call_hangup', payload)).toEqual(MALFORMED);
      expect(await send(call.patient, 'call_signal', payload)).toEqual(MALFORMED);
    }
    // Without an acknowledgement the event is still handled, and nothing breaks.
    const heard = record(call.doctor, 'call_status');
    sendWithoutAck(call.patient, 'call_accept', { call_id: call.callId });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ call_id: call.callId, status: 'accepted' }]);
    sendWithoutAck(call.patient, 'call_accept', 'garbage');
    await roundTrip(call.patient);
    expect(call.patient.connected).toBe(true);
    // An id in capitals names the same call.
    expect(await send(call.doctor, 'call_hangup', { call_id: call.callId.toUpperCase() })).toEqual(OK);
    expect((await statusOf(call.callId))?.status).toBe('ended');
  });
});

describe('call_decline', () => {
  it('tells both parties the call was declined and refuses strangers and the doctor', async () => {
    const call = await ringing();
    const doctorHeard = record(call.doctor, 'call_status');
    const patientHeard = record(call.patient, 'call_status');
    expect(await send(call.otherPatient, 'call_decline', { call_id: call.callId })).toEqual(NOT_IN_CALL);
    expect(await send(call.doctor, 'call_decline', { call_id: call.callId })).toEqual(NOT_IN_CALL);

    expect(await send(call.patient, 'call_decline', { call_id: call.callId })).toEqual(OK);
    const declined: CallStatus = { call_id: call.callId, status: 'declined' };
    await until(() => doctorHeard.length === 1 && patientHeard.length === 1);
    expect(doctorHeard).toEqual([declined]);
    expect(patientHeard).toEqual([declined]);
    const row = await statusOf(call.callId);
    expect(row?.status).toBe('declined');
    expect(row?.endedAt).toBeInstanceOf(Date);

    expect(await send(call.patient, 'call_decline', { call_id: call.callId })).toEqual(NOT_RINGING);
    expect(await send(call.patient, 'call_accept', { call_id: call.callId })).toEqual(NOT_RINGING);
    // Declined, the doctor may call again at once.
    await startCall(server, call.pair);
  });
});

describe('call_signal', () => {
  const offer = { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n' };
  const answer = { type: 'answer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
  const candidate = (n: number) => ({
    type: 'candidate',
    candidate: {
      candidate: `candidate:${String(n)} 1 udp 2122260223 192.168.1.${String(n)} 54400 typ host`,
      sdpMid: '0',
      sdpMLineIndex: 0,
    },
  });

  it('relays each side to the other only, rebuilt from the checked fields, in the order sent', async () => {
    const call = await accepted();
    const toDoctor = record(call.doctor, 'call_signal');
    const toPatient = record(call.patient, 'call_signal');
    const overheard = [call.otherPatient, call.otherDoctor].map((socket) => record(socket, 'call_signal'));

    expect(
      await send(call.doctor, 'call_signal', {
        call_id: call.callId,
        signal: { ...offer, extra: 'dropped', sdpType: 'rollback' },
        note: 'dropped too',
      }),
    ).toEqual(OK);
    await until(() => toPatient.length === 1);
    // toEqual fails on any property the server let through.
    expect(toPatient).toEqual<CallSignalMessage[]>([
      { call_id: call.callId, signal: { type: 'offer', sdp: offer.sdp } },
    ]);

    expect(await send(call.patient, 'call_signal', { call_id: call.callId, signal: answer })).toEqual(OK);
    const acks = [1, 2, 3].map((n) =>
      send(call.patient, 'call_signal', {
        call_id: call.callId,
        signal: {
          ...candidate(n),
          candidate: { ...candidate(n).candidate, usernameFragment: 'abcd', port: 1 },
        },
      }),
    );
    // The end-of-candidates marker: an empty line with no media id.
    acks.push(
      send(call.patient, 'call_signal', {
        call_id: call.callId,
        signal: { type: 'candidate', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null } },
      }),
    );
    expect(await Promise.all(acks)).toEqual([OK, OK, OK, OK]);
    await until(() => toDoctor.length === 5);
    expect(toDoctor.map((message) => message.signal)).toEqual([
      { type: 'answer', sdp: answer.sdp },
      candidate(1),
      candidate(2),
      candidate(3),
      { type: 'candidate', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null } },
    ]);
    expect(toDoctor.every((message) => message.call_id === call.callId)).toBe(true);

    await Promise.all([call.doctor, call.patient, call.otherPatient, call.otherDoctor].map(roundTrip));
    // Nobody hears their own signals back, and nobody else hears any.
    expect(toPatient).toHaveLength(1);
    expect(toDoctor).toHaveLength(5);
    for (const list of overheard) expect(list).toEqual([]);
  });

  it('refuses signals from anyone else and relays nothing of them', async () => {
    const call = await accepted();
    const toDoctor = record(call.doctor, 'call_signal');
    const toPatient = record(call.patient, 'call_signal');
    const strangers = [call.otherPatient, call.otherDoctor];
    const owner = await sockets.connect(await signInAs(server, 'clinic_owner'));
    for (const socket of [...strangers, owner]) {
      expect(await send(socket, 'call_signal', { call_id: call.callId, signal: offer })).toEqual(NOT_IN_CALL);
      expect(await send(socket, 'call_signal', { call_id: call.callId, signal: candidate(9) })).toEqual(
        NOT_IN_CALL,
      );
    }
    await Promise.all([call.doctor, call.patient].map(roundTrip));
    expect(toDoctor).toEqual([]);
    expect(toPatient).toEqual([]);
  });

  it('refuses signals while the call rings and after it ended', async () => {
    const call = await ringing();
    const toDoctor = record(call.doctor, 'call_signal');
    const toPatient = record(call.patient, 'call_signal');
    expect(await send(call.doctor, 'call_signal', { call_id: call.callId, signal: offer })).toEqual(
      NOT_IN_CALL,
    );
    expect(await send(call.patient, 'call_signal', { call_id: call.callId, signal: answer })).toEqual(
      NOT_IN_CALL,
    );

    expect(await send(call.patient, 'call_accept', { call_id: call.callId })).toEqual(OK);
    expect(await send(call.doctor, 'call_signal', { call_id: call.callId, signal: offer })).toEqual(OK);
    await until(() => toPatient.length === 1);

    expect(await send(call.doctor, 'call_hangup', { call_id: call.callId })).toEqual(OK);
    expect(await send(call.doctor, 'call_signal', { call_id: call.callId, signal: offer })).toEqual(
      NOT_IN_CALL,
    );
    expect(await send(call.patient, 'call_signal', { call_id: call.callId, signal: candidate(1) })).toEqual(
      NOT_IN_CALL,
    );
    await Promise.all([call.doctor, call.patient].map(roundTrip));
    expect(toPatient).toHaveLength(1);
    expect(toDoctor).toEqual([]);
  });

  it('reads a connected call this process has not seen, and keeps the sender’s order while it does', async () => {
    // A call accepted through another process: only the row says so. Each signal then waits for that read; on
    // PostgreSQL's pool, reads handled side by side can finish out of order, so this fails there without the
    // per-socket queue (PGlite answers one query at a time and would keep the order regardless).
    const pair = await pairUp(server);
    const [row] = await server.db
      .insert(calls)
      .values({
        appointmentId: pair.appointmentId,
        doctorId: pair.doctor.userId,
        patientId: pair.patient.userId,
        status: 'accepted',
        acceptedAt: new Date(),
      })
      .returning({ id: calls.id });
    const callId = row?.id ?? '';
    const doctor = await sockets.connect(pair.doctor);
    const patient = await sockets.connect(pair.patient, true);
    const toPatient = record(patient, 'call_signal');
    const sent = [offer, candidate(1), candidate(2), candidate(3)];
    const acks = await Promise.all(
      sent.map((signal) => send(doctor, 'call_signal', { call_id: callId, signal })),
    );
    expect(acks).toEqual([OK, OK, OK, OK]);
    await until(() => toPatient.length === 4);
    expect(toPatient.map((message) => message.signal)).toEqual(sent);
  });

  it.each([
    ['an unknown type', { type: 'pranswer', sdp: 'v=0' }],
    ['no type', { sdp: 'v=0' }],
    ['an sdp that is not text', { type: 'offer', sdp: 42 }],
    ['an empty sdp', { type: 'answer', sdp: '' }],
    ['an sdp over 100,000 characters', { type: 'offer', sdp: 'a'.repeat(100_001) }],
    ['a candidate without its object', { type: 'candidate', candidate: 'candidate:1 1 udp' }],
    [
      'a candidate line over 2,000 characters',
      { type: 'candidate', candidate: { candidate: 'a'.repeat(2001), sdpMid: '0', sdpMLineIndex: 0 } },
    ],
    [
      'a media id over 100 characters',
      { type: 'candidate', candidate: { candidate: '', sdpMid: 'm'.repeat(101), sdpMLineIndex: 0 } },
    ],
    ['a media id left out', { type: 'candidate', candidate: { candidate: '', sdpMLineIndex: 0 } }],
    [
      'a line index that is not whole',
      { type: 'candidate', candidate: { candidate: '', sdpMid: '0', sdpMLineIndex: 0.5 } },
    ],
    [
      'a negative line index',
      { type: 'candidate', candidate: { candidate: '', sdpMid: '0', sdpMLineIndex: -1 } },
    ],
    [
      'a line index over 1,000',
      { type: 'candidate', candidate: { candidate: '', sdpMid: '0', sdpMLineIndex: 1001 } },
    ],
    ['no signal', undefined],
    ['a signal that is a list', [offer]],
  ])('refuses a signal with %s and relays nothing', async (_, signal) => {
    const call = await accepted();
    const toPatient = record(call.patient, 'call_signal');
    expect(await send(call.doctor, 'call_signal', { call_id: call.callId, signal })).toEqual(MALFORMED);
    await roundTrip(call.patient);
    expect(toPatient).toEqual([]);
  });

  it('relays an sdp of exactly 100,000 characters', async () => {
    const call = await accepted();
    const toPatient = record(call.patient, 'call_signal');
    const sdp = 'a'.repeat(100_000);
    expect(
      await send(call.doctor, 'call_signal', { call_id: call.callId, signal: { type: 'offer', sdp } }),
    ).toEqual(OK);
    await until(() => toPatient.length === 1);
    expect(toPatient[0]?.signal).toEqual({ type: 'offer', sdp });
  });
});

describe('call_hangup', () => {
  it.each([
    ['the doctor', 'doctor' as const],
    ['the patient', 'patient' as const],
  ])(
    'ends a connected call for both when %s hangs up; again is fine; strangers are refused',
    async (_, who) => {
      const call = await accepted();
      const doctorHeard = record(call.doctor, 'call_status');
      const patientHeard = record(call.patient, 'call_status');
      const overheard = record(call.otherPatient, 'call_status');
      const [caller, other] = who === 'doctor' ? [call.doctor, call.patient] : [call.patient, call.doctor];

      expect(await send(call.otherPatient, 'call_hangup', { call_id: call.callId })).toEqual(NOT_IN_CALL);
      expect(await send(call.otherDoctor, 'call_hangup', { call_id: call.callId })).toEqual(NOT_IN_CALL);
      expect((await statusOf(call.callId))?.status).toBe('accepted');

      expect(await send(caller, 'call_hangup', { call_id: call.callId })).toEqual(OK);
      const ended: CallStatus = { call_id: call.callId, status: 'ended' };
      await until(() => doctorHeard.length === 1 && patientHeard.length === 1);
      expect(doctorHeard).toEqual([ended]);
      expect(patientHeard).toEqual([ended]);
      const row = await statusOf(call.callId);
      expect(row?.status).toBe('ended');
      expect(row?.endedAt).toBeInstanceOf(Date);

      // Both may hang up at the same moment: the second is answered ok, and nobody hears "ended" twice.
      expect(await send(other, 'call_hangup', { call_id: call.callId })).toEqual(OK);
      expect(await send(caller, 'call_hangup', { call_id: call.callId })).toEqual(OK);
      // After the end, a stranger is still refused.
      expect(await send(call.otherPatient, 'call_hangup', { call_id: call.callId })).toEqual(NOT_IN_CALL);
      await Promise.all([call.doctor, call.patient, call.otherPatient].map(roundTrip));
      expect(doctorHeard).toHaveLength(1);
      expect(patientHeard).toHaveLength(1);
      expect(overheard).toEqual([]);
    },
  );

  it('lets the doctor cancel a ringing call, and the patient end one too', async () => {
    for (const side of ['doctor', 'patient'] as const) {
      const call = await ringing();
      const patientHeard = record(call.patient, 'call_status');
      expect(await send(call[side], 'call_hangup', { call_id: call.callId })).toEqual(OK);
      await until(() => patientHeard.length === 1);
      expect(patientHeard).toEqual([{ call_id: call.callId, status: 'ended' }]);
      expect(await send(call.patient, 'call_accept', { call_id: call.callId })).toEqual(NOT_RINGING);
    }
  });

  it('refuses unknown calls and other roles', async () => {
    const call = await ringing();
    expect(
      await send(call.doctor, 'call_hangup', { call_id: '5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10' }),
    ).toEqual(NOT_IN_CALL);
    expect(await send(call.doctor, 'call_hangup', { call_id: 'not-a-uuid' })).toEqual(NOT_IN_CALL);
    const owner = await sockets.connect(await signInAs(server, 'clinic_owner'));
    expect(await send(owner, 'call_hangup', { call_id: call.callId })).toEqual(NOT_IN_CALL);
    expect((await statusOf(call.callId))?.status).toBe('ringing');
  });
});

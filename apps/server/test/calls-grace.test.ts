// A connected call whose party drops off: after CALL_RECONNECT_GRACE_MS (shortened here) without a socket of
// theirs, the call ends for the other party; a party who comes back in time keeps it.
import type { CallStatus } from '@aafiyat/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema';
import {
  listen,
  pairUp,
  record,
  send,
  socketsOf,
  startCall,
  until,
  type CallPair,
  type ClientSocket,
} from './call-support';
import { startServer, type TestServer } from './harness';

// Long enough that a reconnect on a busy 2-core machine comes within half of it (150 ms was outrun once).
const GRACE_MS = 1000;
// Long enough for a check that should not end the call to have run, with room for a slow machine.
const PAST_GRACE_MS = GRACE_MS * 4;

let server: TestServer;
let sockets: ReturnType<typeof socketsOf>;

beforeAll(async () => {
  server = await startServer({ CALL_TIMEOUT_MS: '60000', CALL_RECONNECT_GRACE_MS: String(GRACE_MS) });
  sockets = socketsOf(await listen(server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

interface Connected {
  pair: CallPair;
  doctor: ClientSocket;
  patient: ClientSocket;
  callId: string;
}

async function connectedCall(): Promise<Connected> {
  const pair = await pairUp(server);
  const doctor = await sockets.connect(pair.doctor);
  const patient = await sockets.connect(pair.patient, true);
  const heard = record(doctor, 'call_status');
  const callId = await startCall(server, pair);
  expect(await send(patient, 'call_accept', { call_id: callId })).toEqual({ ok: true });
  await until(() => heard.length === 1);
  return { pair, doctor, patient, callId };
}

async function statusOf(callId: string) {
  const [row] = await server.db.select({ status: calls.status }).from(calls).where(eq(calls.id, callId));
  return row?.status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a party whose connection drops during a call', () => {
  it('ends the call after the grace when the patient does not come back', async () => {
    const call = await connectedCall();
    const heard = record(call.doctor, 'call_status');
    const dropped = Date.now();
    call.patient.disconnect();
    await until(() => heard.length === 1, GRACE_MS + 5000);
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(GRACE_MS - 20);
    expect(heard).toEqual<CallStatus[]>([{ call_id: call.callId, status: 'ended' }]);
    expect(await statusOf(call.callId)).toBe('ended');
    // Over, the doctor may call again.
    await startCall(server, call.pair);
  });

  it('ends the call for the patient when the doctor does not come back', async () => {
    const call = await connectedCall();
    const heard = record(call.patient, 'call_status');
    call.doctor.disconnect();
    await until(() => heard.length === 1, GRACE_MS + 5000);
    expect(heard).toEqual<CallStatus[]>([{ call_id: call.callId, status: 'ended' }]);
    expect(await statusOf(call.callId)).toBe('ended');
  });

  it('keeps the call when the patient reconnects and announces themselves within the grace', async () => {
    const call = await connectedCall();
    const heard = record(call.doctor, 'call_status');
    call.patient.disconnect();
    const back = await sockets.connect(call.pair.patient, true);
    await sleep(PAST_GRACE_MS);
    expect(heard).toEqual([]);
    expect(await statusOf(call.callId)).toBe('accepted');
    // The call still works on the new connection.
    const signals = record(back, 'call_signal');
    const offer = { type: 'offer', sdp: 'v=0' };
    expect(await send(call.doctor, 'call_signal', { call_id: call.callId, signal: offer })).toEqual({
      ok: true,
    });
    await until(() => signals.length === 1);
  });

  it('keeps the call while another tab of the patient is still connected', async () => {
    const call = await connectedCall();
    await sockets.connect(call.pair.patient, true);
    const heard = record(call.doctor, 'call_status');
    call.patient.disconnect();
    await sleep(PAST_GRACE_MS);
    expect(heard).toEqual([]);
    expect(await statusOf(call.callId)).toBe('accepted');
  });

  it('ends it when the patient reconnects but never announces themselves (their room stays empty)', async () => {
    const call = await connectedCall();
    const heard = record(call.doctor, 'call_status');
    call.patient.disconnect();
    await sockets.connect(call.pair.patient, false);
    await until(() => heard.length === 1, GRACE_MS + 5000);
    expect(heard).toEqual<CallStatus[]>([{ call_id: call.callId, status: 'ended' }]);
  });

  it('restarts the grace at each drop of the same party', async () => {
    const call = await connectedCall();
    const heard = record(call.doctor, 'call_status');
    call.patient.disconnect();
    await sleep(GRACE_MS / 2);
    const again = await sockets.connect(call.pair.patient, true);
    again.disconnect();
    const secondDrop = Date.now();
    await until(() => heard.length === 1, GRACE_MS + 5000);
    // Ended a full grace after the second drop, not the first.
    expect(Date.now() - secondDrop).toBeGreaterThanOrEqual(GRACE_MS - 20);
  });
});

// A process that waited for a dropped party and died took its timer with it. Here no process ever waited: the
// call is marked connected straight in the database, as such a call is left, and only the sweep can end it.
describe('a connected call nobody waits for (the process that did has died)', () => {
  async function orphanedCall(options: { patientOnline: boolean }) {
    const pair = await pairUp(server);
    const doctor = await sockets.connect(pair.doctor);
    if (options.patientOnline) await sockets.connect(pair.patient, true);
    const callId = await startCall(server, pair);
    await server.db
      .update(calls)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(calls.id, callId));
    return { pair, doctor, callId };
  }

  it('is ended by the sweep a grace after it first finds the patient gone, and the doctor hears it', async () => {
    const orphan = await orphanedCall({ patientOnline: false });
    const heard = record(orphan.doctor, 'call_status');
    const left = Date.now();
    await until(() => heard.length === 1, GRACE_MS * 3 + 5000);
    expect(Date.now() - left).toBeGreaterThanOrEqual(GRACE_MS - 20);
    expect(heard).toEqual<CallStatus[]>([{ call_id: orphan.callId, status: 'ended' }]);
    expect(await statusOf(orphan.callId)).toBe('ended');
    // The live-call indexes no longer hold the pair: the doctor may call again.
    await startCall(server, orphan.pair);
  });

  it('is kept while both parties are connected', async () => {
    const orphan = await orphanedCall({ patientOnline: true });
    const heard = record(orphan.doctor, 'call_status');
    await sleep(PAST_GRACE_MS);
    expect(heard).toEqual([]);
    expect(await statusOf(orphan.callId)).toBe('accepted');
  });
});

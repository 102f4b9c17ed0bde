// The checks of socket payloads and the process's memory of connected calls, without a server.
import { describe, expect, it } from 'vitest';
import { createAcceptedCalls } from '../src/realtime/acceptedCalls';
import { isUuid } from '@aafiyat/domain';
import { acknowledger, readCallId, readCallSignal } from '../src/realtime/payloads';

const ID = '5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10';

describe('readCallId', () => {
  it('reads a canonical UUID, in lower case', () => {
    expect(readCallId({ call_id: ID })).toEqual({ ok: true, callId: ID });
    expect(readCallId({ call_id: ID.toUpperCase() })).toEqual({ ok: true, callId: ID });
  });

  it('tells a string that names no call from a payload that is not a call reference', () => {
    for (const callId of ['', 'not-a-uuid', `{${ID}}`, ID.replaceAll('-', ''), `${ID} `, `urn:uuid:${ID}`]) {
      expect(isUuid(callId)).toBe(false);
      expect(readCallId({ call_id: callId })).toEqual({ ok: false, reason: 'unknown' });
    }
    for (const payload of [undefined, null, ID, [ID], {}, { call_id: 1 }, { call_id: null }]) {
      expect(readCallId(payload)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('readCallSignal', () => {
  it('rebuilds an offer, an answer and a candidate from their own fields only', () => {
    expect(readCallSignal({ type: 'offer', sdp: 'v=0', extra: true })).toEqual({ type: 'offer', sdp: 'v=0' });
    expect(readCallSignal({ type: 'answer', sdp: 'v=0', candidate: {} })).toEqual({
      type: 'answer',
      sdp: 'v=0',
    });
    expect(
      readCallSignal({
        type: 'candidate',
        sdp: 'v=0',
        candidate: { candidate: 'candidate:1', sdpMid: 'audio', sdpMLineIndex: 1000, usernameFragment: 'x' },
      }),
    ).toEqual({
      type: 'candidate',
      candidate: { candidate: 'candidate:1', sdpMid: 'audio', sdpMLineIndex: 1000 },
    });
  });

  it('takes the limits themselves and refuses one past them', () => {
    expect(readCallSignal({ type: 'offer', sdp: 'a'.repeat(100_000) })).not.toBeNull();
    expect(readCallSignal({ type: 'offer', sdp: 'a'.repeat(100_001) })).toBeNull();
    const candidate = (fields: Record<string, unknown>) =>
      readCallSignal({
        type: 'candidate',
        candidate: { candidate: '', sdpMid: '0', sdpMLineIndex: 0, ...fields },
      });
    expect(candidate({ candidate: 'a'.repeat(2000) })).not.toBeNull();
    expect(candidate({ candidate: 'a'.repeat(2001) })).toBeNull();
    expect(candidate({ sdpMid: 'm'.repeat(100) })).not.toBeNull();
    expect(candidate({ sdpMid: 'm'.repeat(101) })).toBeNull();
    expect(candidate({ sdpMid: null, sdpMLineIndex: null })).not.toBeNull();
    for (const bad of [
      { sdpMid: undefined },
      { sdpMid: 0 },
      { sdpMLineIndex: '0' },
      { sdpMLineIndex: 1001 },
    ]) {
      expect(candidate(bad)).toBeNull();
    }
    for (const bad of [{ sdpMLineIndex: -1 }, { sdpMLineIndex: 0.5 }, { sdpMLineIndex: Number.NaN }]) {
      expect(candidate(bad)).toBeNull();
    }
    expect(candidate({ candidate: undefined })).toBeNull();
  });

  it('refuses anything else', () => {
    for (const signal of [
      undefined,
      null,
      'offer',
      [],
      { type: 'rollback' },
      { type: 'offer' },
      { type: 'offer', sdp: '' },
      { type: 'answer', sdp: ['v=0'] },
      { type: 'candidate' },
      { type: 'candidate', candidate: null },
      { type: 'candidate', candidate: [] },
    ]) {
      expect(readCallSignal(signal)).toBeNull();
    }
  });
});

describe('acknowledger', () => {
  it('answers once, and does nothing without a callback', () => {
    const answers: unknown[] = [];
    const respond = acknowledger((result: unknown) => answers.push(result));
    respond({ ok: true });
    respond({ ok: false, message: 'again' });
    expect(answers).toEqual([{ ok: true }]);
    expect(() => {
      acknowledger(undefined)({ ok: true });
      acknowledger('not a function')({ ok: true });
    }).not.toThrow();
  });
});

describe('createAcceptedCalls', () => {
  const parties = { doctorId: 1, patientId: 2 };

  function clock() {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('remembers a connected call until it is checked again or forgotten', () => {
    const time = clock();
    const connected = createAcceptedCalls({ revalidateMs: 1000, now: time.now });
    expect(connected.get(ID)).toBeUndefined();
    expect(connected.remember(ID, parties)).toBe(true);
    expect(connected.get(ID)).toEqual(parties);
    time.advance(999);
    expect(connected.get(ID)).toEqual(parties);
    time.advance(1);
    expect(connected.get(ID)).toBeUndefined();
    expect(connected.remember(ID, parties)).toBe(true);
    connected.forget(ID);
    expect(connected.get(ID)).toBeUndefined();
  });

  it('refuses to bring back an ended call that a slow read still saw connected', () => {
    const time = clock();
    const connected = createAcceptedCalls({ endedMemoryMs: 5000, now: time.now });
    connected.forget(ID);
    expect(connected.remember(ID, parties)).toBe(false);
    expect(connected.get(ID)).toBeUndefined();
    time.advance(5000);
    expect(connected.remember(ID, parties)).toBe(true);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const connected = createAcceptedCalls({ maxEntries: 2 });
    const ids = ['a', 'b', 'c'].map((letter) => ID.slice(0, -1) + letter);
    for (const id of ids) connected.remember(id, parties);
    expect(ids.map((id) => connected.get(id) !== undefined)).toEqual([false, true, true]);
  });
});

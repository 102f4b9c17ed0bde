// Whatever a client sends over the socket arrives here as it was sent, whatever the event map's types say: each
// payload is checked before anything is read from it, and a relayed signal is rebuilt from its checked fields.
import type { Acknowledgement, CallSignal } from '@aafiyat/api';
import { isUuid } from '@aafiyat/domain';

/** The longest session description relayed (a video call's SDP is a few kilobytes; this leaves room). */
export const MAX_SDP_LENGTH = 100_000;
/** The longest ICE candidate line relayed. */
export const MAX_CANDIDATE_LENGTH = 2_000;
/** The longest media id (`sdpMid`) relayed. */
export const MAX_SDP_MID_LENGTH = 100;
/** The highest media line index relayed. */
export const MAX_SDP_MLINE_INDEX = 1_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What {@link readCallId} found. */
export type CallIdReading =
  | { ok: true; callId: string }
  /** `malformed`: not a `{ call_id: string }` at all; `unknown`: a string that cannot name a call. */
  | { ok: false; reason: 'malformed' | 'unknown' };

/** The call id of a `{ call_id }` payload, checked before any query. */
export function readCallId(payload: unknown): CallIdReading {
  if (!isRecord(payload) || typeof payload.call_id !== 'string') return { ok: false, reason: 'malformed' };
  if (!isUuid(payload.call_id)) return { ok: false, reason: 'unknown' };
  // PostgreSQL answers uuids in lower case; the events carry the same spelling.
  return { ok: true, callId: payload.call_id.toLowerCase() };
}

function isSdpMid(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length <= MAX_SDP_MID_LENGTH);
}

function isSdpMLineIndex(value: unknown): value is number | null {
  return (
    value === null ||
    (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SDP_MLINE_INDEX)
  );
}

/**
 * A signalling message checked against {@link CallSignal} and rebuilt from its known fields only, so nothing a
 * client adds reaches the other party; null when it is not a valid signal.
 */
export function readCallSignal(signal: unknown): CallSignal | null {
  if (!isRecord(signal)) return null;
  if (signal.type === 'offer' || signal.type === 'answer') {
    const { sdp } = signal;
    if (typeof sdp !== 'string' || sdp.length === 0 || sdp.length > MAX_SDP_LENGTH) return null;
    return { type: signal.type, sdp };
  }
  if (signal.type === 'candidate') {
    const { candidate } = signal;
    if (!isRecord(candidate)) return null;
    const { candidate: line, sdpMid, sdpMLineIndex } = candidate;
    // An empty line is the end-of-candidates marker, which the other side needs too.
    if (typeof line !== 'string' || line.length > MAX_CANDIDATE_LENGTH) return null;
    if (!isSdpMid(sdpMid) || !isSdpMLineIndex(sdpMLineIndex)) return null;
    return { type: 'candidate', candidate: { candidate: line, sdpMid, sdpMLineIndex } };
  }
  return null;
}

/**
 * The acknowledgement callback of an event, or one that does nothing: a client may leave it out, and the types
 * cannot promise it is there. Only the first answer is sent.
 */
export function acknowledger(ack: unknown): (result: Acknowledgement) => void {
  let answered = false;
  return (result) => {
    if (answered || typeof ack !== 'function') return;
    answered = true;
    (ack as (result: Acknowledgement) => void)(result);
  };
}

// What the parties do to a call over their sockets: the patient answers it, either party relays WebRTC
// signalling or ends it. Every state change is one conditional update, so two processes (or two tabs) racing on
// one call cannot both win.
import type { Acknowledgement } from '@aafiyat/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { calls } from '../db/schema';
import type { SessionInfo } from '../services/sessions';
import type { AcceptedCalls, CallParties } from './acceptedCalls';
import type { CallEnding } from './callEnding';
import { isParty, partyOf } from './callParties';
import { doctorRoom, patientRoom } from './hub';
import { readCallId, readCallSignal, type CallIdReading } from './payloads';
import type { RealtimeServer } from './types';

/** Refusal to anyone who is not a party of the call, and for ids that name no call: existence stays hidden. */
export const NOT_IN_CALL = 'You are not in this call.';
/** Refusal to the patient answering a call that was answered, declined, missed or cancelled meanwhile. */
export const NOT_RINGING = 'This call is no longer ringing.';
/** Refusal of a payload that is not the event's shape. */
export const MALFORMED = 'Please try again.';

const OK: Acknowledgement = { ok: true };

/** What the actions work with. */
export interface CallActionContext {
  io: RealtimeServer;
  db: Database;
  log: FastifyBaseLogger;
  /** This process's memory of connected calls. */
  connected: AcceptedCalls;
  ending: CallEnding;
}

function refuse(
  { log }: CallActionContext,
  session: SessionInfo,
  event: string,
  message: string,
): Acknowledgement {
  // Ids of the session only: never a payload (SDP lines carry addresses), a name or a phone number.
  log.warn({ accountId: session.accountId, role: session.role, event }, `refused ${event}`);
  return { ok: false, message };
}

/** The refusal of a payload whose call id could not be read. */
function refuseReading(
  context: CallActionContext,
  session: SessionInfo,
  event: string,
  reading: Extract<CallIdReading, { ok: false }>,
): Acknowledgement {
  return refuse(context, session, event, reading.reason === 'malformed' ? MALFORMED : NOT_IN_CALL);
}

/** Whether the caller is a party of the call (false too when there is no such call). */
async function isPartyOf({ db }: CallActionContext, session: SessionInfo, callId: string): Promise<boolean> {
  const [call] = await db
    .select({ doctorId: calls.doctorId, patientId: calls.patientId })
    .from(calls)
    .where(eq(calls.id, callId));
  return call !== undefined && isParty(session, call);
}

/** The patient answers: ringing to accepted or declined. */
export async function answerCall(
  context: CallActionContext,
  session: SessionInfo,
  payload: unknown,
  event: 'call_accept' | 'call_decline',
): Promise<Acknowledgement> {
  const reading = readCallId(payload);
  if (!reading.ok) return refuseReading(context, session, event, reading);
  if (session.role !== 'patient') return refuse(context, session, event, NOT_IN_CALL);
  const { db, log, connected, ending } = context;
  const { callId } = reading;
  const now = new Date();
  const [call] = await db
    .update(calls)
    .set(
      event === 'call_accept'
        ? { status: 'accepted', acceptedAt: now }
        : { status: 'declined', endedAt: now },
    )
    .where(and(eq(calls.id, callId), eq(calls.patientId, session.userId), eq(calls.status, 'ringing')))
    .returning({ doctorId: calls.doctorId, patientId: calls.patientId });
  // Nothing changed: not this patient's call (or none), or it was answered, missed or cancelled meanwhile.
  if (!call) {
    return (await isPartyOf(context, session, callId))
      ? { ok: false, message: NOT_RINGING }
      : refuse(context, session, event, NOT_IN_CALL);
  }
  const live = { callId, ...call };
  if (event === 'call_accept') {
    connected.remember(callId, call);
    ending.announce(live, 'accepted');
    log.info({ callId, doctorId: call.doctorId }, 'call accepted');
  } else {
    ending.ended(live, 'declined');
    log.info({ callId, doctorId: call.doctorId }, 'call declined');
  }
  return OK;
}

/** Either party ends a ringing or connected call; ending an ended one again is fine. */
export async function hangUpCall(
  context: CallActionContext,
  session: SessionInfo,
  payload: unknown,
): Promise<Acknowledgement> {
  const event = 'call_hangup';
  const reading = readCallId(payload);
  if (!reading.ok) return refuseReading(context, session, event, reading);
  const party = partyOf(session);
  if (!party) return refuse(context, session, event, NOT_IN_CALL);
  const { callId } = reading;
  const [call] = await context.db
    .update(calls)
    .set({ status: 'ended', endedAt: new Date() })
    .where(
      and(
        eq(calls.id, callId),
        eq(party === 'doctor' ? calls.doctorId : calls.patientId, session.userId),
        inArray(calls.status, ['ringing', 'accepted']),
      ),
    )
    .returning({ doctorId: calls.doctorId, patientId: calls.patientId });
  // Both sides may hang up at once: the second finds the call over, which is what they wanted.
  if (!call) {
    return (await isPartyOf(context, session, callId)) ? OK : refuse(context, session, event, NOT_IN_CALL);
  }
  context.ending.ended({ callId, ...call }, 'ended');
  context.log.info({ callId, by: party }, 'call ended');
  return OK;
}

/** The parties of a connected call, from this process's memory or the row. */
async function partiesOf(
  { db, connected }: CallActionContext,
  callId: string,
): Promise<CallParties | undefined> {
  const known = connected.get(callId);
  if (known) return known;
  const [row] = await db
    .select({ doctorId: calls.doctorId, patientId: calls.patientId, status: calls.status })
    .from(calls)
    .where(eq(calls.id, callId));
  if (row?.status !== 'accepted') return undefined;
  const parties = { doctorId: row.doctorId, patientId: row.patientId };
  return connected.remember(callId, parties) ? parties : undefined;
}

/** Relays an offer, answer or candidate to the other party of a connected call, and to nobody else. */
export async function relaySignal(
  context: CallActionContext,
  session: SessionInfo,
  payload: unknown,
): Promise<Acknowledgement> {
  const event = 'call_signal';
  const reading = readCallId(payload);
  if (!reading.ok) return refuseReading(context, session, event, reading);
  const signal = readCallSignal((payload as { signal?: unknown }).signal);
  if (!signal) return refuse(context, session, event, MALFORMED);
  if (!partyOf(session)) return refuse(context, session, event, NOT_IN_CALL);
  const { callId } = reading;
  const parties = await partiesOf(context, callId);
  if (!parties || !isParty(session, parties)) return refuse(context, session, event, NOT_IN_CALL);
  const to = session.role === 'doctor' ? patientRoom(parties.patientId) : doctorRoom(parties.doctorId);
  context.io.to(to).emit('call_signal', { call_id: callId, signal });
  return OK;
}

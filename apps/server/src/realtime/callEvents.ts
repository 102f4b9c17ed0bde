// A call after it rings: the patient accepts or declines it, both parties relay WebRTC signalling through the
// server, either ends it, and a party whose connection dropped for good ends it by staying away. Every state
// change is one conditional update, so two processes (or two tabs) racing on one call cannot both win. The
// process that saw a party's last socket close waits for them; should it die while waiting, every process's
// sweep of connected calls finds the party still gone and ends the call instead.
import type { Acknowledgement, CallState } from '@aafiyat/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { calls } from '../db/schema';
import type { SessionInfo } from '../services/sessions';
import { createAcceptedCalls, type CallParties } from './acceptedCalls';
import { doctorRoom, patientRoom } from './hub';
import { acknowledger, readCallId, readCallSignal } from './payloads';
import type { RealtimeServer, RealtimeSocket } from './types';

/** Refusal to anyone who is not a party of the call, and for ids that name no call: existence stays hidden. */
export const NOT_IN_CALL = 'You are not in this call.';
/** Refusal to the patient answering a call that was answered, declined, missed or cancelled meanwhile. */
export const NOT_RINGING = 'This call is no longer ringing.';
/** Refusal of a payload that is not the event's shape. */
export const MALFORMED = 'Please try again.';
const FAILED = 'Something went wrong try again!';

const OK: Acknowledgement = { ok: true };

/** What {@link createCallEvents} works with. */
export interface CallEventsOptions {
  io: RealtimeServer;
  db: Database;
  log: FastifyBaseLogger;
  /** How long a connected call waits for a party whose sockets all dropped (`CALL_RECONNECT_GRACE_MS`). */
  graceMs: number;
  /** Whether other processes share the rooms (Redis adapter): they are told when a call ends here. */
  clustered: boolean;
}

/** The call events of one server process. */
export interface CallEvents {
  /** Handles `call_accept`, `call_decline`, `call_signal` and `call_hangup` of one socket, and its disconnect. */
  attach(socket: RealtimeSocket): void;
  /** Looks once for connected calls a party has left with nobody waiting for them (the sweep's one round). */
  sweep(): Promise<void>;
  /** Stops every waiting timer and the sweep, and ignores later disconnects (shutdown disconnects every socket). */
  close(): void;
}

type Party = 'doctor' | 'patient';

/** The connected calls one sweep looks at, oldest first: more are left to the next round. */
const SWEEP_BATCH = 500;

interface LiveCall extends CallParties {
  callId: string;
}

function partyOf(session: SessionInfo): Party | null {
  return session.role === 'doctor' || session.role === 'patient' ? session.role : null;
}

function isParty(session: SessionInfo, call: CallParties): boolean {
  return (
    (session.role === 'doctor' && call.doctorId === session.userId) ||
    (session.role === 'patient' && call.patientId === session.userId)
  );
}

/** Creates the handlers; {@link CallEvents.attach} them to each socket on connection. */
export function createCallEvents({ io, db, log, graceMs, clustered }: CallEventsOptions): CallEvents {
  const connected = createAcceptedCalls();
  // One timer per call and party, restarted by each new disconnect of that party.
  const graceTimers = new Map<string, NodeJS.Timeout>();
  let closing = false;
  // Read through a function: the flag changes while a handler awaits the database.
  const stopping = () => closing;

  function stopWaiting(callId: string): void {
    for (const party of ['doctor', 'patient'] as const) {
      const key = `${callId}:${party}`;
      clearTimeout(graceTimers.get(key));
      graceTimers.delete(key);
    }
  }

  function announce(call: LiveCall, status: CallState): void {
    const payload = { call_id: call.callId, status };
    io.to(patientRoom(call.patientId)).emit('call_status', payload);
    io.to(doctorRoom(call.doctorId)).emit('call_status', payload);
  }

  /** Everything that follows the end of a call written by this process. */
  function ended(call: LiveCall, status: CallState): void {
    connected.forget(call.callId);
    stopWaiting(call.callId);
    // Published before the status on the same Redis connection, so another process has forgotten the call by
    // the time a party hears it ended and could send one more signal there.
    if (clustered) io.serverSideEmit('call_ended', call.callId);
    announce(call, status);
  }

  io.on('call_ended', (callId: unknown) => {
    if (typeof callId !== 'string') return;
    connected.forget(callId);
    stopWaiting(callId);
  });

  function refuse(session: SessionInfo, event: string, message: string): Acknowledgement {
    // Ids of the session only: never a payload (SDP lines carry addresses), a name or a phone number.
    log.warn({ accountId: session.accountId, role: session.role, event }, `refused ${event}`);
    return { ok: false, message };
  }

  /** Whether the caller is a party of the call (false too when there is no such call). */
  async function isPartyOf(session: SessionInfo, callId: string): Promise<boolean> {
    const [call] = await db
      .select({ doctorId: calls.doctorId, patientId: calls.patientId })
      .from(calls)
      .where(eq(calls.id, callId));
    return call !== undefined && isParty(session, call);
  }

  /** The patient answers: ringing to accepted or declined. */
  async function answer(
    session: SessionInfo,
    payload: unknown,
    event: 'call_accept' | 'call_decline',
  ): Promise<Acknowledgement> {
    const reading = readCallId(payload);
    if (!reading.ok) return refuse(session, event, reading.reason === 'malformed' ? MALFORMED : NOT_IN_CALL);
    if (session.role !== 'patient') return refuse(session, event, NOT_IN_CALL);
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
      return (await isPartyOf(session, callId))
        ? { ok: false, message: NOT_RINGING }
        : refuse(session, event, NOT_IN_CALL);
    }
    const live = { callId, ...call };
    if (event === 'call_accept') {
      connected.remember(callId, call);
      announce(live, 'accepted');
      log.info({ callId, doctorId: call.doctorId }, 'call accepted');
    } else {
      ended(live, 'declined');
      log.info({ callId, doctorId: call.doctorId }, 'call declined');
    }
    return OK;
  }

  /** Either party ends a ringing or connected call; ending an ended one again is fine. */
  async function hangUp(session: SessionInfo, payload: unknown): Promise<Acknowledgement> {
    const event = 'call_hangup';
    const reading = readCallId(payload);
    if (!reading.ok) return refuse(session, event, reading.reason === 'malformed' ? MALFORMED : NOT_IN_CALL);
    const party = partyOf(session);
    if (!party) return refuse(session, event, NOT_IN_CALL);
    const { callId } = reading;
    const [call] = await db
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
    if (!call) return (await isPartyOf(session, callId)) ? OK : refuse(session, event, NOT_IN_CALL);
    ended({ callId, ...call }, 'ended');
    log.info({ callId, by: party }, 'call ended');
    return OK;
  }

  /** The parties of a connected call, from this process's memory or the row. */
  async function partiesOf(callId: string): Promise<CallParties | undefined> {
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
  async function relay(session: SessionInfo, payload: unknown): Promise<Acknowledgement> {
    const event = 'call_signal';
    const reading = readCallId(payload);
    if (!reading.ok) return refuse(session, event, reading.reason === 'malformed' ? MALFORMED : NOT_IN_CALL);
    const signal = readCallSignal((payload as { signal?: unknown }).signal);
    if (!signal) return refuse(session, event, MALFORMED);
    if (!partyOf(session)) return refuse(session, event, NOT_IN_CALL);
    const { callId } = reading;
    const parties = await partiesOf(callId);
    if (!parties || !isParty(session, parties)) return refuse(session, event, NOT_IN_CALL);
    const to = session.role === 'doctor' ? patientRoom(parties.patientId) : doctorRoom(parties.doctorId);
    io.to(to).emit('call_signal', { call_id: callId, signal });
    return OK;
  }

  /** After the grace, ends the call if the party has no socket in their room in any process. */
  async function endIfGone(call: LiveCall, party: Party): Promise<void> {
    const room = party === 'doctor' ? doctorRoom(call.doctorId) : patientRoom(call.patientId);
    const present = await io.in(room).fetchSockets();
    if (present.length > 0 || stopping()) return;
    const [row] = await db
      .update(calls)
      .set({ status: 'ended', endedAt: new Date() })
      .where(and(eq(calls.id, call.callId), eq(calls.status, 'accepted')))
      .returning({ id: calls.id });
    if (!row) return;
    ended(call, 'ended');
    log.info({ callId: call.callId, party }, 'call ended: a party did not come back');
  }

  function waitFor(call: LiveCall, party: Party): void {
    const key = `${call.callId}:${party}`;
    clearTimeout(graceTimers.get(key));
    const timer = setTimeout(() => {
      graceTimers.delete(key);
      endIfGone(call, party).catch((error: unknown) => {
        // Another process may not answer the room query in time, or the database is closing: the call stays
        // as it is, and the parties can still hang up.
        log.warn({ err: error, callId: call.callId, party }, 'could not check a dropped party of a call');
      });
    }, graceMs);
    // A pending check never keeps a stopping process alive.
    timer.unref();
    graceTimers.set(key, timer);
  }

  // Party of a connected call → when a sweep first found them without a socket in any process, while nobody here
  // waited for them. Any sweep that finds them back forgets it.
  const goneSince = new Map<string, number>();
  let sweeping = false;

  /**
   * One round of the sweep. A process that waited for a dropped party and died took its timer with it: the call
   * stayed connected, and its doctor and patient could start no other (the live-call indexes). So every process
   * looks at the connected calls every third of the grace: a party found without a socket anywhere (one query of
   * the parties' sockets in every process) in every round for a whole grace ends the call, as the lost timer
   * would have. A party this process is waiting for is left to its timer.
   */
  async function sweep(): Promise<void> {
    if (sweeping || closing) return;
    sweeping = true;
    try {
      const live = await db
        .select({ callId: calls.id, doctorId: calls.doctorId, patientId: calls.patientId })
        .from(calls)
        .where(eq(calls.status, 'accepted'))
        .orderBy(asc(calls.acceptedAt))
        .limit(SWEEP_BATCH);
      const looked = new Set<string>();
      if (live.length > 0 && !stopping()) {
        // Only the parties' sockets come back (not every socket of every process), with the rooms they are in.
        const partyRooms = live.flatMap((call) => [doctorRoom(call.doctorId), patientRoom(call.patientId)]);
        const present = await io.in(partyRooms).fetchSockets();
        const rooms = new Set(present.flatMap((socket) => [...socket.rooms]));
        const now = Date.now();
        for (const call of live) {
          for (const party of ['doctor', 'patient'] as const) {
            const key = `${call.callId}:${party}`;
            if (graceTimers.has(key)) continue;
            looked.add(key);
            if (rooms.has(party === 'doctor' ? doctorRoom(call.doctorId) : patientRoom(call.patientId))) {
              goneSince.delete(key);
              continue;
            }
            const since = goneSince.get(key);
            if (since === undefined) goneSince.set(key, now);
            else if (now - since >= graceMs && !stopping()) await endIfGone(call, party);
          }
        }
      }
      for (const key of goneSince.keys()) if (!looked.has(key)) goneSince.delete(key);
    } finally {
      sweeping = false;
    }
  }

  const sweeper = setInterval(
    () => {
      sweep().catch((error: unknown) => {
        // The database or another process did not answer: the next round tries again. (While the server stops,
        // the database may close under a round; that is no news.)
        if (!stopping()) log.warn({ err: error }, 'could not sweep the connected calls');
      });
    },
    Math.max(50, Math.floor(graceMs / 3)),
  );
  sweeper.unref();

  /** A socket closed: if its person is in a connected call, give them the grace to come back. */
  async function dropped(session: SessionInfo): Promise<void> {
    const party = partyOf(session);
    if (!party || closing) return;
    const [call] = await db
      .select({ callId: calls.id, doctorId: calls.doctorId, patientId: calls.patientId })
      .from(calls)
      .where(
        and(
          eq(party === 'doctor' ? calls.doctorId : calls.patientId, session.userId),
          eq(calls.status, 'accepted'),
        ),
      )
      .limit(1);
    // The server may have started to stop during the read.
    if (call && !stopping()) waitFor(call, party);
  }

  return {
    attach(socket) {
      const { session } = socket.data;
      // One event at a time per socket: a candidate must not overtake the offer it follows while the offer's
      // call is read from the database.
      let queue = Promise.resolve();
      function handle(event: string, ack: unknown, action: () => Promise<Acknowledgement>): void {
        const respond = acknowledger(ack);
        queue = queue.then(action).then(respond, (error: unknown) => {
          log.error({ err: error, event, accountId: session.accountId }, 'call event failed');
          respond({ ok: false, message: FAILED });
        });
      }
      socket.on('call_accept', (payload: unknown, ack: unknown) => {
        handle('call_accept', ack, () => answer(session, payload, 'call_accept'));
      });
      socket.on('call_decline', (payload: unknown, ack: unknown) => {
        handle('call_decline', ack, () => answer(session, payload, 'call_decline'));
      });
      socket.on('call_hangup', (payload: unknown, ack: unknown) => {
        handle('call_hangup', ack, () => hangUp(session, payload));
      });
      socket.on('call_signal', (payload: unknown, ack: unknown) => {
        handle('call_signal', ack, () => relay(session, payload));
      });
      socket.on('disconnect', () => {
        dropped(session).catch((error: unknown) => {
          log.warn(
            { err: error, accountId: session.accountId },
            'could not look up the call of a closed socket',
          );
        });
      });
    },

    sweep,

    close() {
      closing = true;
      clearInterval(sweeper);
      goneSince.clear();
      for (const timer of graceTimers.values()) clearTimeout(timer);
      graceTimers.clear();
    },
  };
}

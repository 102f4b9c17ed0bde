// A party whose connection dropped for good ends a connected call by staying away. The process that saw a
// party's last socket close waits for them; should it die while waiting, every process's sweep of connected
// calls finds the party still gone and ends the call instead.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { calls } from '../db/schema';
import type { SessionInfo } from '../services/sessions';
import type { CallEnding } from './callEnding';
import { partyKey, partyOf, partyRoom, PARTIES, type LiveCall, type Party } from './callParties';
import type { GraceTimers } from './graceTimers';
import type { RealtimeServer } from './types';

/** The connected calls one sweep looks at, oldest first: more are left to the next round. */
const SWEEP_BATCH = 500;

/** What {@link createCallPresence} works with. */
export interface CallPresenceOptions {
  io: RealtimeServer;
  db: Database;
  log: FastifyBaseLogger;
  /** How long a connected call waits for a party whose sockets all dropped (`CALL_RECONNECT_GRACE_MS`). */
  graceMs: number;
  timers: GraceTimers;
  ending: CallEnding;
  /** Whether the server is stopping; read through a function, as it changes while a query is awaited. */
  stopping: () => boolean;
}

/** The watch over the parties of connected calls in one process. */
export interface CallPresence {
  /** A socket closed: if its person is in a connected call, give them the grace to come back. */
  dropped(session: SessionInfo): Promise<void>;
  /** Looks once for connected calls a party has left with nobody waiting for them (the sweep's one round). */
  sweep(): Promise<void>;
  /** Stops every waiting timer and the sweep. */
  close(): void;
}

/** After the grace, ends the call if the party has no socket in their room in any process. */
async function endIfGone(options: CallPresenceOptions, call: LiveCall, party: Party): Promise<void> {
  const { io, db, log, ending, stopping } = options;
  const present = await io.in(partyRoom(call, party)).fetchSockets();
  if (present.length > 0 || stopping()) return;
  const [row] = await db
    .update(calls)
    .set({ status: 'ended', endedAt: new Date() })
    .where(and(eq(calls.id, call.callId), eq(calls.status, 'accepted')))
    .returning({ id: calls.id });
  if (!row) return;
  ending.ended(call, 'ended');
  log.info({ callId: call.callId, party }, 'call ended: a party did not come back');
}

function waitFor(options: CallPresenceOptions, call: LiveCall, party: Party): void {
  options.timers.start(call.callId, party, () => {
    endIfGone(options, call, party).catch((error: unknown) => {
      // Another process may not answer the room query in time, or the database is closing: the call stays
      // as it is, and the parties can still hang up.
      options.log.warn(
        { err: error, callId: call.callId, party },
        'could not check a dropped party of a call',
      );
    });
  });
}

/** The connected call of the session's person, if they are in one, given the grace to come back. */
async function waitForDropped(options: CallPresenceOptions, session: SessionInfo): Promise<void> {
  const party = partyOf(session);
  if (!party || options.stopping()) return;
  const [call] = await options.db
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
  if (call && !options.stopping()) waitFor(options, call, party);
}

/**
 * One round of the sweep. A process that waited for a dropped party and died took its timer with it: the call
 * stayed connected, and its doctor and patient could start no other (the live-call indexes). So every process
 * looks at the connected calls every third of the grace: a party found without a socket anywhere (one query of
 * the parties' sockets in every process) in every round for a whole grace ends the call, as the lost timer
 * would have. A party this process is waiting for is left to its timer.
 *
 * `goneSince`: party of a connected call → when a sweep first found them without a socket in any process, while
 * nobody here waited for them. Any round that finds them back forgets it.
 */
async function sweepRound(options: CallPresenceOptions, goneSince: Map<string, number>): Promise<void> {
  const { io, db, graceMs, timers, stopping } = options;
  const live = await db
    .select({ callId: calls.id, doctorId: calls.doctorId, patientId: calls.patientId })
    .from(calls)
    .where(eq(calls.status, 'accepted'))
    .orderBy(asc(calls.acceptedAt))
    .limit(SWEEP_BATCH);
  const looked = new Set<string>();
  if (live.length > 0 && !stopping()) {
    // Only the parties' sockets come back (not every socket of every process), with the rooms they are in.
    const partyRooms = live.flatMap((call) => PARTIES.map((party) => partyRoom(call, party)));
    const present = await io.in(partyRooms).fetchSockets();
    const rooms = new Set(present.flatMap((socket) => [...socket.rooms]));
    const now = Date.now();
    for (const call of live) {
      for (const party of PARTIES) {
        if (timers.has(call.callId, party)) continue;
        const key = partyKey(call.callId, party);
        looked.add(key);
        if (rooms.has(partyRoom(call, party))) {
          goneSince.delete(key);
          continue;
        }
        const since = goneSince.get(key);
        if (since === undefined) goneSince.set(key, now);
        else if (now - since >= graceMs && !stopping()) await endIfGone(options, call, party);
      }
    }
  }
  for (const key of goneSince.keys()) if (!looked.has(key)) goneSince.delete(key);
}

/** Starts the sweep (every third of the grace); {@link CallPresence.dropped} each closed socket. */
export function createCallPresence(options: CallPresenceOptions): CallPresence {
  const goneSince = new Map<string, number>();
  let sweeping = false;

  async function sweep(): Promise<void> {
    if (sweeping || options.stopping()) return;
    sweeping = true;
    try {
      await sweepRound(options, goneSince);
    } finally {
      sweeping = false;
    }
  }

  const sweeper = setInterval(
    () => {
      sweep().catch((error: unknown) => {
        // The database or another process did not answer: the next round tries again. (While the server stops,
        // the database may close under a round; that is no news.)
        if (!options.stopping()) options.log.warn({ err: error }, 'could not sweep the connected calls');
      });
    },
    Math.max(50, Math.floor(options.graceMs / 3)),
  );
  sweeper.unref();

  return {
    dropped: (session) => waitForDropped(options, session),
    sweep,
    close() {
      clearInterval(sweeper);
      goneSince.clear();
      options.timers.clear();
    },
  };
}

// A call after it rings: the patient accepts or declines it, both parties relay WebRTC signalling through the
// server, either ends it (./callActions), and a party whose connection dropped for good ends it by staying away
// (./callPresence). The end of a call reaches every process (./callEnding).
import type { Acknowledgement } from '@aafiyat/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createAcceptedCalls } from './acceptedCalls';
import { answerCall, hangUpCall, relaySignal, type CallActionContext } from './callActions';
import { createCallEnding } from './callEnding';
import { createCallPresence, type CallPresence } from './callPresence';
import { createGraceTimers } from './graceTimers';
import { acknowledger } from './payloads';
import type { RealtimeServer, RealtimeSocket } from './types';

const FAILED = 'Something went wrong try again!';

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

/** Routes one socket's call events to the actions, and its disconnect to the presence watch. */
function attachCallHandlers(
  socket: RealtimeSocket,
  context: CallActionContext,
  presence: CallPresence,
): void {
  const { session } = socket.data;
  const { log } = context;
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
    handle('call_accept', ack, () => answerCall(context, session, payload, 'call_accept'));
  });
  socket.on('call_decline', (payload: unknown, ack: unknown) => {
    handle('call_decline', ack, () => answerCall(context, session, payload, 'call_decline'));
  });
  socket.on('call_hangup', (payload: unknown, ack: unknown) => {
    handle('call_hangup', ack, () => hangUpCall(context, session, payload));
  });
  socket.on('call_signal', (payload: unknown, ack: unknown) => {
    handle('call_signal', ack, () => relaySignal(context, session, payload));
  });
  socket.on('disconnect', () => {
    presence.dropped(session).catch((error: unknown) => {
      log.warn({ err: error, accountId: session.accountId }, 'could not look up the call of a closed socket');
    });
  });
}

/** Creates the handlers; {@link CallEvents.attach} them to each socket on connection. */
export function createCallEvents({ io, db, log, graceMs, clustered }: CallEventsOptions): CallEvents {
  const connected = createAcceptedCalls();
  const timers = createGraceTimers(graceMs);
  let closing = false;
  // Read through a function: the flag changes while a handler awaits the database.
  const stopping = () => closing;
  const ending = createCallEnding({ io, connected, timers, clustered });
  const presence = createCallPresence({ io, db, log, graceMs, timers, ending, stopping });
  const context: CallActionContext = { io, db, log, connected, ending };

  return {
    attach(socket) {
      attachCallHandlers(socket, context, presence);
    },

    sweep: () => presence.sweep(),

    close() {
      closing = true;
      presence.close();
    },
  };
}

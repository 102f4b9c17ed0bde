import { REALTIME_PATH } from '@aafiyat/api';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isAllowedOrigin, SESSION_COOKIE } from '../http/security';
import { readSession } from '../services/sessions';
import { hashToken } from '../services/tokens';
import { createCallEvents } from './callEvents';
import { createTokenBucket, SLOW_DOWN } from './eventLimit';
import { accountRoom, doctorRoom, patientRoom, type RealtimeHub } from './hub';
import { acknowledger } from './payloads';
import type { RealtimeServer, RealtimeSocket } from './types';

/** The room of the sockets of one session token (its hash: a room name is no secret). */
const sessionRoom = (token: string) => `session:${hashToken(token)}`;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The socket.io server of `/notify` on the app's HTTP server, open to allowed origins only. */
function createSocketServer(app: FastifyInstance, config: Config, redis: Redis | null): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || isAllowedOrigin(config, origin, request.headers.host));
    },
    cors: {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && isAllowedOrigin(config, origin, undefined));
      },
      credentials: true,
    },
  });
  if (redis) io.adapter(createAdapter(redis.duplicate(), redis.duplicate()));
  return io;
}

/** Admits a socket only with a live session cookie, and keeps the session (and its room) on the socket. */
function authenticateSockets(io: RealtimeServer, app: FastifyInstance, db: Database): void {
  io.use((socket, next) => {
    const raw = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    const unsigned = raw ? app.unsignCookie(raw) : null;
    const token = unsigned?.valid ? unsigned.value : null;
    if (!token) {
      next(new Error('Please sign in to continue.'));
      return;
    }
    readSession(db, token)
      .then((session) => {
        if (!session) {
          next(new Error('Please sign in to continue.'));
          return;
        }
        socket.data.session = session;
        socket.data.sessionRoom = sessionRoom(token);
        next();
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket session lookup failed');
        next(new Error('Something went wrong try again!'));
      });
  });
}

/**
 * A response that sets the session cookie (sign-out clears it; a sign-in replaces the session the request
 * carried) has ended that session: its sockets close too, in every process, so a socket opened with a cookie
 * that is now dead stops hearing calls.
 */
function closeEndedSessionSockets(io: RealtimeServer, app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ended = request.sessionToken;
    if (!ended || reply.statusCode >= 400) return;
    const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    if (!cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))) return;
    io.in(sessionRoom(ended)).disconnectSockets(true);
  });
}

/**
 * Every event passes the socket's token bucket first; the excess is refused without touching the database,
 * and the flood is logged once per socket (a warning per event would flood the log instead).
 */
function limitEvents(socket: RealtimeSocket, log: FastifyBaseLogger): void {
  const { session } = socket.data;
  const bucket = createTokenBucket();
  let warned = false;
  socket.use((packet, next) => {
    if (bucket.take()) {
      next();
      return;
    }
    acknowledger(packet.at(-1))({ ok: false, message: SLOW_DOWN });
    if (!warned) {
      warned = true;
      log.warn(
        { accountId: session.accountId, role: session.role, event: packet[0] },
        'a socket sent events too fast; refusing the excess',
      );
    }
  });
}

/** `patient_connection`: a patient joins the room of their own calls, and nobody joins another's. */
function admitPatient(socket: RealtimeSocket, log: FastifyBaseLogger): void {
  const { session } = socket.data;
  socket.on('patient_connection', (payload: unknown, ack: unknown) => {
    // Neither the payload nor the acknowledgement is what the types say until checked.
    const respond = acknowledger(ack);
    const claimed =
      typeof payload === 'object' && payload !== null
        ? (payload as { patient_id?: unknown }).patient_id
        : undefined;
    if (session.role !== 'patient' || claimed !== session.userId) {
      log.warn(
        { accountId: session.accountId, role: session.role },
        'refused patient_connection for another patient id',
      );
      respond({ ok: false, message: 'You can only receive your own calls.' });
      return;
    }
    void socket.join(patientRoom(session.userId));
    respond({ ok: true });
  });
}

/**
 * The realtime endpoint at `/notify` on the server's own HTTP server. A socket needs the same session cookie as
 * the API and an allowed `Origin`; `patient_connection` joins the room of the session's own patient only, and
 * the call events answer, relay and end calls (`./callEvents`).
 * Socket.io's requests never reach Fastify's hooks, so the session is checked here (TOOLCHAIN.md).
 */
export function attachRealtime(
  app: FastifyInstance,
  { config, db, redis }: { config: Config; db: Database; redis: Redis | null },
): RealtimeHub & { io: RealtimeServer } {
  const io = createSocketServer(app, config, redis);
  const callEvents = createCallEvents({
    io,
    db,
    log: app.log,
    graceMs: config.callReconnectGraceMs,
    clustered: redis !== null,
  });
  authenticateSockets(io, app, db);
  closeEndedSessionSockets(io, app);

  io.on('connection', (socket) => {
    const { session } = socket.data;
    void socket.join([socket.data.sessionRoom, accountRoom(session.accountId)]);
    limitEvents(socket, app.log);
    // Doctors receive their calls' answers and signalling in their own room.
    if (session.role === 'doctor') void socket.join(doctorRoom(session.userId));
    admitPatient(socket, app.log);
    callEvents.attach(socket);
  });

  // Sockets close before the HTTP server does (Fastify closes the server itself; io.close() would too).
  app.addHook('preClose', async () => {
    // First, so the disconnects below start no grace periods against a database about to close.
    callEvents.close();
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      io.engine.close();
      resolve();
    });
  });

  return {
    io,
    emitToPatient(patientId, event, ...payload) {
      io.to(patientRoom(patientId)).emit(event, ...payload);
    },
    emitToDoctor(doctorId, event, ...payload) {
      io.to(doctorRoom(doctorId)).emit(event, ...payload);
    },
    endAccountSockets(accountId) {
      io.in(accountRoom(accountId)).disconnectSockets(true);
    },
    async close() {
      callEvents.close();
      io.disconnectSockets(true);
      await Promise.resolve();
    },
  };
}

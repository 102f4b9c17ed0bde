import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@aafiyat/api';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isAllowedOrigin, SESSION_COOKIE } from '../http/security';
import { readSession, type SessionInfo } from '../services/sessions';
import { doctorRoom, patientRoom, type RealtimeHub } from './hub';

interface SocketData {
  session: SessionInfo;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The realtime endpoint at `/notify` on the server's own HTTP server. A socket needs the same session cookie as
 * the API and an allowed `Origin`; `patient_connection` joins the room of the session's own patient only.
 * Socket.io's requests never reach Fastify's hooks, so the session is checked here (TOOLCHAIN.md).
 */
export function attachRealtime(
  app: FastifyInstance,
  { config, db, redis }: { config: Config; db: Database; redis: Redis | null },
): RealtimeHub & { io: RealtimeServer } {
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
        next();
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket session lookup failed');
        next(new Error('Something went wrong try again!'));
      });
  });

  io.on('connection', (socket) => {
    const { session } = socket.data;
    // Doctors receive their calls' answers and signalling in their own room.
    if (session.role === 'doctor') void socket.join(doctorRoom(session.userId));

    socket.on('patient_connection', (payload, ack) => {
      // A client may leave the acknowledgement out; the types cannot promise it.
      const given: unknown = ack;
      const respond = typeof given === 'function' ? ack : () => undefined;
      // Likewise the payload: whatever a client sends arrives here, whatever the types say.
      const raw: unknown = payload;
      const claimed =
        typeof raw === 'object' && raw !== null ? (raw as { patient_id?: unknown }).patient_id : undefined;
      if (session.role !== 'patient' || claimed !== session.userId) {
        app.log.warn(
          { accountId: session.accountId, role: session.role },
          'refused patient_connection for another patient id',
        );
        respond({ ok: false, message: 'You can only receive your own calls.' });
        return;
      }
      void socket.join(patientRoom(session.userId));
      respond({ ok: true });
    });
  });

  // Sockets close before the HTTP server does (Fastify closes the server itself; io.close() would too).
  app.addHook('preClose', async () => {
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
    async close() {
      io.disconnectSockets(true);
      await Promise.resolve();
    },
  };
}

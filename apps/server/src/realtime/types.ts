import type { ClientToServerEvents, ServerToClientEvents } from '@aafiyat/api';
import type { Server, Socket } from 'socket.io';
import type { SessionInfo } from '../services/sessions';

/** What the server keeps on each socket: the session it was opened with, and that session's room. */
export interface SocketData {
  session: SessionInfo;
  /** The room of every socket opened with the same session token (`session:<token hash>`). */
  sessionRoom: string;
}

/** Messages between the server processes of a cluster (through the Redis adapter; absent with one process). */
export interface InterServerEvents {
  /** A call ended in the sending process: forget it as connected and stop waiting for its parties. */
  call_ended: (callId: string) => void;
}

/** The socket.io server of `/notify`, typed with the contract's event map. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** One client's socket on {@link RealtimeServer}. */
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

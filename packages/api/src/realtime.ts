import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_PATH,
  type Acknowledgement,
  type ClientToServerEvents,
  type IncomingCall,
  type ServerToClientEvents,
} from './events';

/** The typed socket of the realtime endpoint. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** The server's origin (`'https://aafiyat.pk'`), or `''` for the page's own. */
  url: string;
  /** How long to wait for the server to acknowledge an announcement, in milliseconds. */
  ackTimeoutMs?: number;
}

/** The realtime client of a signed-in patient. */
export interface RealtimeClient {
  /** The underlying socket, for the call's signalling. */
  readonly socket: RealtimeSocket;
  /**
   * Connects and announces the patient with `patient_connection` on this and every later reconnection, so
   * calls keep arriving after a dropped connection.
   */
  connectAsPatient(patientId: number): void;
  /** Calls `listener` on every `receive_call`; returns the function that stops listening. */
  onReceiveCall(listener: (call: IncomingCall) => void): () => void;
  /** Calls `listener` when the server refuses an announcement (another patient's id, an expired session). */
  onRefused(listener: (message: string) => void): () => void;
  /** Disconnects for good and drops every listener. */
  disconnect(): void;
}

/**
 * Creates the realtime client on socket.io with path `/notify`, sending credentials so the session cookie
 * authenticates the socket. Nothing connects until {@link RealtimeClient.connectAsPatient}.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const socket: RealtimeSocket = io(options.url, {
    path: REALTIME_PATH,
    withCredentials: true,
    autoConnect: false,
  });
  const ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
  const refusedListeners = new Set<(message: string) => void>();
  let announce: (() => void) | null = null;

  return {
    socket,
    connectAsPatient(patientId) {
      if (announce) socket.off('connect', announce);
      announce = () => {
        socket
          .timeout(ackTimeoutMs)
          .emitWithAck('patient_connection', { patient_id: patientId })
          .then(reportRefusal, () => {
            // A lost acknowledgement is not a refusal: the next reconnection announces again.
          });
      };
      socket.on('connect', announce);
      if (socket.connected) announce();
      else socket.connect();
    },
    onReceiveCall(listener) {
      socket.on('receive_call', listener);
      return () => {
        socket.off('receive_call', listener);
      };
    },
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => {
        refusedListeners.delete(listener);
      };
    },
    disconnect() {
      if (announce) socket.off('connect', announce);
      announce = null;
      socket.removeAllListeners();
      refusedListeners.clear();
      socket.disconnect();
    },
  };

  function reportRefusal(result: Acknowledgement) {
    if (result.ok) return;
    for (const listener of refusedListeners) listener(result.message);
  }
}

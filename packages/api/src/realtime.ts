import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_PATH,
  type Acknowledgement,
  type CallReadyNotice,
  type CallSignal,
  type CallState,
  type CallStatus,
  type ClientToServerEvents,
  type IncomingCall,
  type ServerToClientEvents,
} from './events';

/** The typed socket of the realtime endpoint. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What a call action resolves to when the server's answer never came (a dropped connection). */
const LOST: Acknowledgement = { ok: false, message: 'The connection dropped. Please try again.' };

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** The server's origin (`'https://aafiyat.pk'`), or `''` for the page's own. */
  url: string;
  /** How long to wait for the server to acknowledge an announcement, in milliseconds. */
  ackTimeoutMs?: number;
}

/** One call's signalling, as either party sees it. */
export interface CallChannel {
  /** The call's id. */
  readonly callId: string;
  /** Sends an offer, answer or ICE candidate to the other party; resolves with the server's answer. */
  send(signal: CallSignal): Promise<Acknowledgement>;
  /**
   * Calls `listener` on every signal of this call from the other party. Signals that arrived before the first
   * listener (while the call view's chunk was loading) are handed to it first, in order.
   */
  onSignal(listener: (signal: CallSignal) => void): () => void;
  /** Calls `listener` on every change of this call's state (`accepted`, `declined`, `missed`, `ended`). */
  onStatus(listener: (status: CallState) => void): () => void;
  /** Ends the call for both parties (also cancels a ringing call). */
  hangUp(): Promise<Acknowledgement>;
  /** Stops listening and drops buffered signals; the call itself is left as it is. */
  close(): void;
}

/** The realtime client of a signed-in patient or doctor. */
export interface RealtimeClient {
  /** The underlying socket, for the call's signalling. */
  readonly socket: RealtimeSocket;
  /**
   * Connects and announces the patient with `patient_connection` on this and every later reconnection, so
   * calls keep arriving after a dropped connection.
   */
  connectAsPatient(patientId: number): void;
  /**
   * Connects as a doctor: the server puts a doctor's sockets in their own room on connection, so there is
   * nothing to announce.
   */
  connectAsDoctor(): void;
  /** Calls `listener` on every `receive_call`; returns the function that stops listening. */
  onReceiveCall(listener: (call: IncomingCall) => void): () => void;
  /** Calls `listener` on every `call_status` of any call. */
  onCallStatus(listener: (status: CallStatus) => void): () => void;
  /** A doctor hears that the patient of a missed call is ready (`call_ready`). */
  onCallReady(listener: (notice: CallReadyNotice) => void): () => void;
  /** The patient accepts a ringing call. */
  accept(callId: string): Promise<Acknowledgement>;
  /** The patient declines a ringing call. */
  decline(callId: string): Promise<Acknowledgement>;
  /** Starts buffering one call's signalling; open it as soon as the call is accepted, before any view loads. */
  openCall(callId: string): CallChannel;
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
    connectAsDoctor() {
      if (!socket.connected) socket.connect();
    },
    onReceiveCall(listener) {
      socket.on('receive_call', listener);
      return () => {
        socket.off('receive_call', listener);
      };
    },
    onCallStatus(listener) {
      socket.on('call_status', listener);
      return () => {
        socket.off('call_status', listener);
      };
    },
    onCallReady(listener) {
      socket.on('call_ready', listener);
      return () => {
        socket.off('call_ready', listener);
      };
    },
    accept: (callId) => request('call_accept', callId),
    decline: (callId) => request('call_decline', callId),
    openCall,
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

  /** Emits a call action and waits for the server's answer; a lost answer reads as a refusal to retry. */
  function request(
    event: 'call_accept' | 'call_decline' | 'call_hangup',
    callId: string,
  ): Promise<Acknowledgement> {
    return socket
      .timeout(ackTimeoutMs)
      .emitWithAck(event, { call_id: callId })
      .catch(() => LOST);
  }

  function openCall(callId: string): CallChannel {
    const buffered: CallSignal[] = [];
    const signalListeners = new Set<(signal: CallSignal) => void>();
    const statusListeners = new Set<(status: CallState) => void>();
    const onSignal = (message: { call_id: string; signal: CallSignal }) => {
      if (message.call_id !== callId) return;
      if (signalListeners.size === 0) buffered.push(message.signal);
      for (const listener of signalListeners) listener(message.signal);
    };
    const onStatus = (status: CallStatus) => {
      if (status.call_id !== callId) return;
      for (const listener of statusListeners) listener(status.status);
    };
    socket.on('call_signal', onSignal);
    socket.on('call_status', onStatus);
    return {
      callId,
      send: (signal) =>
        socket
          .timeout(ackTimeoutMs)
          .emitWithAck('call_signal', { call_id: callId, signal })
          .catch(() => LOST),
      onSignal(listener) {
        signalListeners.add(listener);
        for (const signal of buffered.splice(0)) listener(signal);
        return () => {
          signalListeners.delete(listener);
        };
      },
      onStatus(listener) {
        statusListeners.add(listener);
        return () => {
          statusListeners.delete(listener);
        };
      },
      hangUp: () => request('call_hangup', callId),
      close() {
        socket.off('call_signal', onSignal);
        socket.off('call_status', onStatus);
        signalListeners.clear();
        statusListeners.clear();
        buffered.length = 0;
      },
    };
  }

  function reportRefusal(result: Acknowledgement) {
    if (result.ok) return;
    for (const listener of refusedListeners) listener(result.message);
  }
}

// The end of a call reaches every process: the one that wrote it forgets the call, stops waiting for its parties
// and tells the others (Redis adapter), which do the same; then both parties hear its last status.
import type { CallState } from '@aafiyat/api';
import type { AcceptedCalls } from './acceptedCalls';
import type { LiveCall } from './callParties';
import type { GraceTimers } from './graceTimers';
import { doctorRoom, patientRoom } from './hub';
import type { RealtimeServer } from './types';

/** What {@link createCallEnding} works with. */
export interface CallEndingOptions {
  io: RealtimeServer;
  /** This process's memory of connected calls. */
  connected: AcceptedCalls;
  timers: GraceTimers;
  /** Whether other processes share the rooms (Redis adapter): they are told when a call ends here. */
  clustered: boolean;
}

/** Tells the parties, and the other processes, what became of a call. */
export interface CallEnding {
  /** Sends a call's new status to both of its parties. */
  announce(call: LiveCall, status: CallState): void;
  /** Everything that follows the end of a call written by this process. */
  ended(call: LiveCall, status: CallState): void;
}

/** Creates the ending, and listens for calls other processes ended. */
export function createCallEnding({ io, connected, timers, clustered }: CallEndingOptions): CallEnding {
  function announce(call: LiveCall, status: CallState): void {
    const payload = { call_id: call.callId, status };
    io.to(patientRoom(call.patientId)).emit('call_status', payload);
    io.to(doctorRoom(call.doctorId)).emit('call_status', payload);
  }

  io.on('call_ended', (callId: unknown) => {
    if (typeof callId !== 'string') return;
    connected.forget(callId);
    timers.stop(callId);
  });

  return {
    announce,
    ended(call, status) {
      connected.forget(call.callId);
      timers.stop(call.callId);
      // Published before the status on the same Redis connection, so another process has forgotten the call by
      // the time a party hears it ended and could send one more signal there.
      if (clustered) io.serverSideEmit('call_ended', call.callId);
      announce(call, status);
    },
  };
}

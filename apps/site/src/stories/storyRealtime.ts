import type {
  Acknowledgement,
  CallChannel,
  CallReadyNotice,
  CallState,
  CallStatus,
  IncomingCall,
} from '@aafiyat/api';
import type { CreateSiteRealtimeClient } from '../app/calls/realtimeClientContext';

/** How the other party behaves in a page story; empty, nobody calls and nobody answers. */
export interface StoryRealtimeScript {
  /** The doctor's dashboard: what the patient does with a call once it rings; unset, it keeps ringing. */
  patientAnswer?: 'declined' | 'missed';
  /** The doctor's dashboard: the patient of this missed call tells the doctor they are ready. */
  patientReady?: CallReadyNotice;
  /** A signed-in patient's page: this doctor calls. */
  incomingCall?: IncomingCall;
}

/** How long the pretend party takes to act: long enough to see the state before. */
export const STORY_REALTIME_DELAY_MS = 600;

const OK: Acknowledgement = { ok: true };

/**
 * A realtime client for page stories, without a server: nothing goes over the network, and a pretend doctor or
 * patient acts as `script` says, {@link STORY_REALTIME_DELAY_MS} after the page connects or a call starts.
 */
export function storyRealtime(script: StoryRealtimeScript = {}): CreateSiteRealtimeClient {
  return () => {
    const incoming = new Set<(call: IncomingCall) => void>();
    const statuses = new Set<(status: CallStatus) => void>();
    const ready = new Set<(notice: CallReadyNotice) => void>();
    const channels = new Map<string, Set<(status: CallState) => void>>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (act: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        act();
      }, STORY_REALTIME_DELAY_MS);
      timers.add(timer);
    };
    const listen = <T>(listeners: Set<T>, listener: T) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    };
    const tell = (callId: string, status: CallState) => {
      for (const listener of [...statuses]) listener({ call_id: callId, status });
      for (const listener of [...(channels.get(callId) ?? [])]) listener(status);
    };

    return {
      connectAsPatient() {
        const call = script.incomingCall;
        if (call) {
          later(() => {
            for (const listener of [...incoming]) listener(call);
          });
        }
      },
      connectAsDoctor() {
        const notice = script.patientReady;
        if (notice) {
          later(() => {
            for (const listener of [...ready]) listener(notice);
          });
        }
      },
      onReceiveCall: (listener) => listen(incoming, listener),
      onCallStatus: (listener) => listen(statuses, listener),
      onCallReady: (listener) => listen(ready, listener),
      onRefused: () => () => undefined,
      accept(callId) {
        tell(callId, 'accepted');
        return Promise.resolve(OK);
      },
      decline(callId) {
        tell(callId, 'declined');
        return Promise.resolve(OK);
      },
      openCall(callId): CallChannel {
        const listeners = new Set<(status: CallState) => void>();
        channels.set(callId, listeners);
        const answer = script.patientAnswer;
        if (answer) {
          later(() => {
            tell(callId, answer);
          });
        }
        return {
          callId,
          // No peer: signals go nowhere, and none comes back.
          send: () => Promise.resolve(OK),
          onSignal: () => () => undefined,
          onStatus: (listener) => listen(listeners, listener),
          hangUp() {
            tell(callId, 'ended');
            return Promise.resolve(OK);
          },
          close() {
            channels.delete(callId);
          },
        };
      },
      disconnect() {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        incoming.clear();
        statuses.clear();
        ready.clear();
        channels.clear();
      },
    };
  };
}

// The waits for parties whose sockets all dropped: one timer per call and party, restarted by each new
// disconnect of that party.
import { partyKey, PARTIES, type Party } from './callParties';

/** The grace timers of one process. */
export interface GraceTimers {
  /** Waits `graceMs` for one party of a call, then runs `elapsed`; a wait already running starts over. */
  start(callId: string, party: Party, elapsed: () => void): void;
  /** Whether this process is waiting for the party. */
  has(callId: string, party: Party): boolean;
  /** Stops waiting for both parties of a call. */
  stop(callId: string): void;
  /** Stops every wait. */
  clear(): void;
}

/** Creates the timers; every wait lasts `graceMs` (`CALL_RECONNECT_GRACE_MS`). */
export function createGraceTimers(graceMs: number): GraceTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  return {
    start(callId, party, elapsed) {
      const key = partyKey(callId, party);
      clearTimeout(timers.get(key));
      const timer = setTimeout(() => {
        timers.delete(key);
        elapsed();
      }, graceMs);
      // A pending check never keeps a stopping process alive.
      timer.unref();
      timers.set(key, timer);
    },

    has(callId, party) {
      return timers.has(partyKey(callId, party));
    },

    stop(callId) {
      for (const party of PARTIES) {
        const key = partyKey(callId, party);
        clearTimeout(timers.get(key));
        timers.delete(key);
      }
    },

    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

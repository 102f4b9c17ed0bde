// Signalling sends dozens of ICE candidates per call: this process remembers the parties of connected calls so
// that each one is not a database read. The database stays the authority: a miss reads the row, an entry is
// checked again after a while, and an ended call (here or, through the Redis adapter, in another process) is
// forgotten at once.

/** The two parties of a connected call. */
export interface CallParties {
  doctorId: number;
  patientId: number;
}

/** Options of {@link createAcceptedCalls}; tests pass their own clock. */
export interface AcceptedCallsOptions {
  /** How long an entry is trusted before the row is read again, in milliseconds. */
  revalidateMs?: number;
  /** How long an ended call is remembered as ended, so a read that raced the end cannot bring it back. */
  endedMemoryMs?: number;
  /** At most this many entries of each kind; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** The connected calls this process knows of. */
export interface AcceptedCalls {
  /** The parties of a connected call, or undefined when it is not known here (read the row). */
  get(callId: string): CallParties | undefined;
  /**
   * Remembers a call found connected. Returns false, and remembers nothing, when the call has been ended since
   * (the row was read before the end was written): the caller must treat it as ended.
   */
  remember(callId: string, parties: CallParties): boolean;
  /** The call has ended: forget it, and refuse to remember it again. */
  forget(callId: string): void;
}

interface Entry extends CallParties {
  checkedAt: number;
}

/** An in-process memory of connected calls. */
export function createAcceptedCalls({
  revalidateMs = 15_000,
  endedMemoryMs = 60_000,
  maxEntries = 10_000,
  now = Date.now,
}: AcceptedCallsOptions = {}): AcceptedCalls {
  const connected = new Map<string, Entry>();
  const ended = new Map<string, number>();

  // Maps keep insertion order, so the first keys are the oldest.
  function trim<Value>(map: Map<string, Value>): void {
    for (const key of map.keys()) {
      if (map.size <= maxEntries) return;
      map.delete(key);
    }
  }

  return {
    get(callId) {
      const entry = connected.get(callId);
      if (!entry) return undefined;
      if (now() - entry.checkedAt >= revalidateMs) {
        connected.delete(callId);
        return undefined;
      }
      return { doctorId: entry.doctorId, patientId: entry.patientId };
    },

    remember(callId, parties) {
      const endedAt = ended.get(callId);
      if (endedAt !== undefined) {
        if (now() - endedAt < endedMemoryMs) return false;
        ended.delete(callId);
      }
      connected.delete(callId);
      connected.set(callId, { doctorId: parties.doctorId, patientId: parties.patientId, checkedAt: now() });
      trim(connected);
      return true;
    },

    forget(callId) {
      connected.delete(callId);
      ended.delete(callId);
      ended.set(callId, now());
      trim(ended);
    },
  };
}

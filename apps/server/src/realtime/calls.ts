// The life of a ringing call on the server: the patient has a fixed time to answer, after which the call is
// missed and both parties are told. Answering, declining and ending a call are socket events (./callEvents).
import { and, eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { calls } from '../db/schema';

/** A call as the ringer needs it. */
export interface RingingCall {
  callId: string;
  doctorId: number;
  patientId: number;
}

/** Schedules the time-out of ringing calls. */
export interface CallRinger {
  /** Starts the patient's time to answer; unanswered, the call becomes `missed` and both sides hear so. */
  ring(call: RingingCall): void;
  /**
   * Marks as missed the calls of a doctor or patient still `ringing` well past the time-out: a process that
   * stopped before its timer fired leaves them behind, and they must not block the next call.
   */
  clearStale(doctorId: number, patientId: number): Promise<void>;
}

// Beyond the time-out, how long a ringing row may wait for its own process's timer before anyone may clear it.
const STALE_GRACE_MS = 5_000;

/**
 * The ringer of one server process. The timer lives in the process that started the call; the update only
 * applies while the call is still `ringing`, so an answer handled by any other process wins over the time-out.
 */
export function createCallRinger({ db, realtime, log }: AppContext, timeoutMs: number): CallRinger {
  async function miss(call: RingingCall): Promise<void> {
    const missed = await db
      .update(calls)
      .set({ status: 'missed', endedAt: new Date() })
      .where(and(eq(calls.id, call.callId), eq(calls.status, 'ringing')))
      .returning({ id: calls.id });
    if (missed.length === 0) return;
    const status = { call_id: call.callId, status: 'missed' as const };
    realtime.emitToPatient(call.patientId, 'call_status', status);
    realtime.emitToDoctor(call.doctorId, 'call_status', status);
    log.info({ callId: call.callId }, 'call missed: not answered in time');
  }

  return {
    ring(call) {
      const timer = setTimeout(() => {
        miss(call).catch((error: unknown) => {
          // The database may already be closed when the server stops during a ring.
          log.warn({ err: error, callId: call.callId }, 'could not mark a call missed');
        });
      }, timeoutMs);
      // A ringing call never keeps a stopping process alive.
      timer.unref();
    },

    async clearStale(doctorId, patientId) {
      const before = new Date(Date.now() - timeoutMs - STALE_GRACE_MS);
      await db
        .update(calls)
        .set({ status: 'missed', endedAt: new Date() })
        .where(
          and(
            eq(calls.status, 'ringing'),
            lt(calls.createdAt, before),
            or(eq(calls.doctorId, doctorId), eq(calls.patientId, patientId)),
          ),
        );
    },
  };
}

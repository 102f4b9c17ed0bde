// Who a call's parties are, and whether a signed-in person is one of them.
import type { SessionInfo } from '../services/sessions';
import type { CallParties } from './acceptedCalls';
import { doctorRoom, patientRoom } from './hub';

/** The side of a call a person is on. */
export type Party = 'doctor' | 'patient';

/** Both parties, in the order every per-party loop takes them. */
export const PARTIES: readonly Party[] = ['doctor', 'patient'];

/** A connected or ringing call with its parties. */
export interface LiveCall extends CallParties {
  callId: string;
}

/** The side of a call a session can be on; staff and businesses are on none. */
export function partyOf(session: SessionInfo): Party | null {
  return session.role === 'doctor' || session.role === 'patient' ? session.role : null;
}

/** Whether the session is the doctor or the patient of the call. */
export function isParty(session: SessionInfo, call: CallParties): boolean {
  return (
    (session.role === 'doctor' && call.doctorId === session.userId) ||
    (session.role === 'patient' && call.patientId === session.userId)
  );
}

/** The room of one party's sockets. */
export function partyRoom(call: CallParties, party: Party): string {
  return party === 'doctor' ? doctorRoom(call.doctorId) : patientRoom(call.patientId);
}

/** The key of one party of one call, for the per-party timers and sweep marks. */
export function partyKey(callId: string, party: Party): string {
  return `${callId}:${party}`;
}

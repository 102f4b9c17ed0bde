import type { ServerToClientEvents } from '@aafiyat/api';

/** Sends realtime events to the people they are for; rooms span every server process (Redis adapter). */
export interface RealtimeHub {
  /** Emits to every socket of one patient (their room only). */
  emitToPatient<Event extends keyof ServerToClientEvents>(
    patientId: number,
    event: Event,
    ...payload: Parameters<ServerToClientEvents[Event]>
  ): void;
  /** Emits to every socket of one doctor. */
  emitToDoctor<Event extends keyof ServerToClientEvents>(
    doctorId: number,
    event: Event,
    ...payload: Parameters<ServerToClientEvents[Event]>
  ): void;
  /**
   * Closes every socket of one account, in every process: its sessions have ended by other means than the
   * socket's own sign-out (a password reset ends them all), so no socket opened with one may go on hearing calls.
   */
  endAccountSockets(accountId: number): void;
  /** Closes every socket (shutdown). */
  close(): Promise<void>;
}

export const patientRoom = (patientId: number) => `patient:${String(patientId)}`;
export const doctorRoom = (doctorId: number) => `doctor:${String(doctorId)}`;
/** Every socket of one account (whatever its role), for {@link RealtimeHub.endAccountSockets}. */
export const accountRoom = (accountId: number) => `account:${String(accountId)}`;

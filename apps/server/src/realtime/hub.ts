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
  /** Closes every socket (shutdown). */
  close(): Promise<void>;
}

export const patientRoom = (patientId: number) => `patient:${String(patientId)}`;
export const doctorRoom = (doctorId: number) => `doctor:${String(doctorId)}`;

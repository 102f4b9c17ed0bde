/**
 * When a doctor may call the patient of an appointment: only a paid online consultation, from 10 minutes
 * before its time until 30 minutes after it, Pakistan time. The server refuses any other call; the doctor's
 * dashboard disables its Start call button and says why.
 */

import { PaymentStatus } from './enums';
import { pakistanInstant } from './time';

/** How early a call may start: 10 minutes before the appointment's time. */
export const CALL_OPENS_BEFORE_MS = 10 * 60_000;

/** How late a call may still start: 30 minutes after the appointment's time. */
export const CALL_CLOSES_AFTER_MS = 30 * 60_000;

/** Why a call may not start, as the server's `reason` says it (with the 409 code `call_not_allowed`). */
export const CALL_REFUSAL_REASONS = ['not_online', 'not_paid', 'too_early', 'too_late'] as const;

/** One of {@link CALL_REFUSAL_REASONS}. */
export type CallRefusalReason = (typeof CALL_REFUSAL_REASONS)[number];

/** What a person reads for each reason, beside the disabled button or in the server's answer. */
export const CALL_REFUSAL_MESSAGES: Readonly<Record<CallRefusalReason, string>> = {
  not_online: 'Only online consultations can be called.',
  not_paid: 'The patient has not paid for this consultation yet.',
  too_early: 'The call can start 10 minutes before the appointment time.',
  too_late: 'The time for this call has passed (calls can start until 30 minutes after the appointment).',
};

/** What the call rule reads of an appointment. */
export interface CallableAppointment {
  /** `online` or `in_clinic`. */
  readonly type: string;
  /** The payment's status code. */
  readonly paymentStatus: number;
  /** The appointment's date in Pakistan, `YYYY-MM-DD`. */
  readonly date: string;
  /** Its time of day in Pakistan, `HH:MM` or `HH:MM:SS`. */
  readonly time: string;
}

/** Whether a call may start now, and if not, why. */
export type CallPermission =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: CallRefusalReason };

/**
 * Whether the doctor may call the patient of `appointment` at `now`: a paid (SUCCESS) online consultation,
 * from {@link CALL_OPENS_BEFORE_MS} before its time to {@link CALL_CLOSES_AFTER_MS} after it, both ends
 * included. The type is checked first, then the payment, then the time. An appointment whose date or time
 * is not valid text is never callable (`too_late`, since no window holds it).
 */
export function callPermission(appointment: CallableAppointment, now: Date): CallPermission {
  if (appointment.type !== 'online') return { allowed: false, reason: 'not_online' };
  if (appointment.paymentStatus !== PaymentStatus.SUCCESS) return { allowed: false, reason: 'not_paid' };
  const start = pakistanInstant(appointment.date, appointment.time);
  if (start === null) return { allowed: false, reason: 'too_late' };
  const at = now.getTime();
  if (at < start.getTime() - CALL_OPENS_BEFORE_MS) return { allowed: false, reason: 'too_early' };
  if (at > start.getTime() + CALL_CLOSES_AFTER_MS) return { allowed: false, reason: 'too_late' };
  return { allowed: true };
}

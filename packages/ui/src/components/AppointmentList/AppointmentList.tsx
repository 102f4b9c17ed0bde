import { PaymentStatus, extractErrorMessage, to12HourTime } from '@aafiyat/domain';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AppointmentList.css';

/** One appointment of a dashboard's day. */
export interface AppointmentListItem {
  /** The appointment's id. */
  id: number;
  /** Its time, 24-hour `HH:MM` as the API sends it; shown in 12-hour form. */
  time: string;
  /** `in_clinic` or `online`. */
  type: 'in_clinic' | 'online';
  /** The patient's name. */
  patientName: string;
  /** The doctor's name, for a clinic's list across its doctors. */
  doctorName?: string | undefined;
  /** The payment's status code (`PaymentStatus`). */
  paymentStatus: PaymentStatus;
}

/** The words and meaning of each payment status: the words carry it, the colour only repeats it. */
export const APPOINTMENT_PAYMENT_BADGES: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  [PaymentStatus.SUCCESS]: { label: 'Paid', tone: 'positive' },
  [PaymentStatus.PENDING]: { label: 'Payment pending', tone: 'caution' },
  [PaymentStatus.FAILURE]: { label: 'Payment failed', tone: 'critical' },
  [PaymentStatus.NOT_STARTED]: { label: 'Not paid yet', tone: 'neutral' },
  [PaymentStatus.STARTED]: { label: 'Payment in progress', tone: 'info' },
};

/** What the call button shows while the call is placed and once the patient's phone rings. */
export const CALL_RINGING_TEXT = 'Ringing…';

/** What became of a call after it rang, as the caller's dashboard hears it over the realtime socket. */
export const appointmentCallOutcomes = ['declined', 'missed', 'ready', 'in_call', 'ended'] as const;
/** One of {@link appointmentCallOutcomes}. */
export type AppointmentCallOutcome = (typeof appointmentCallOutcomes)[number];

/** The words of each outcome, given the patient's name; the tone repeats them in colour. */
export const APPOINTMENT_CALL_OUTCOMES: Record<
  AppointmentCallOutcome,
  { text: (patientName: string) => string; tone: 'positive' | 'neutral' | 'muted' }
> = {
  declined: { text: (name) => `${name} declined the call.`, tone: 'neutral' },
  missed: { text: (name) => `${name} did not answer.`, tone: 'neutral' },
  ready: { text: (name) => `${name} is ready: call again.`, tone: 'positive' },
  in_call: { text: () => 'In the call.', tone: 'positive' },
  ended: { text: () => 'The call has ended.', tone: 'muted' },
};

export interface AppointmentListProps {
  /** The appointments, in the order to show (by time). */
  appointments: readonly AppointmentListItem[];
  /** Names the list for screen readers ("Online appointments today"). */
  label: string;
  /** Shown instead of the list when there is nothing today. */
  emptyText: string;
  /**
   * Calls the patient of an online appointment; a Start call button appears on each online one when given.
   * Resolve once the patient's phone rings; reject with an `Error` whose message says why not (shown beside
   * the button).
   */
  onStartCall?: ((input: { appointmentId: number }) => Promise<unknown>) | undefined;
  /**
   * What became of each appointment's last call, by appointment id (declined, missed, the patient is ready,
   * in the call, ended). Shown in place of "Ringing…"; the caller clears an entry when a new call starts.
   */
  callOutcomes?: Readonly<Partial<Record<number, AppointmentCallOutcome>>> | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes on the list. */
  data?: Record<string, string>;
}

type CallState = { status: 'calling' } | { status: 'ringing' } | { status: 'failed'; message: string };

/**
 * A day's appointments (spec section 2's dashboards): the time in 12-hour form, the patient (and the doctor on
 * a clinic's list), in clinic or online, and the payment status in words; an online appointment can be called
 * from here.
 */
export function AppointmentList({
  appointments,
  label,
  emptyText,
  onStartCall,
  callOutcomes,
  data,
}: AppointmentListProps) {
  const [calls, setCalls] = useState<Readonly<Record<number, CallState>>>({});
  const dataAttributes = Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );

  if (appointments.length === 0) {
    return (
      <div {...dataAttributes}>
        <Text tone="muted">{emptyText}</Text>
      </div>
    );
  }

  const startCall = async (appointmentId: number) => {
    if (!onStartCall || calls[appointmentId]?.status === 'calling') return;
    setCalls((current) => ({ ...current, [appointmentId]: { status: 'calling' } }));
    try {
      await onStartCall({ appointmentId });
      setCalls((current) => ({ ...current, [appointmentId]: { status: 'ringing' } }));
    } catch (error) {
      const message = extractErrorMessage(error);
      setCalls((current) => ({ ...current, [appointmentId]: { status: 'failed', message } }));
    }
  };

  return (
    <ul className={styles.list} aria-label={label} {...dataAttributes}>
      {appointments.map((appointment) => {
        const payment = APPOINTMENT_PAYMENT_BADGES[appointment.paymentStatus];
        const call = calls[appointment.id];
        // A call in progress or refused speaks for itself; otherwise the last outcome replaces "Ringing…".
        const outcome =
          call?.status === 'calling' || call?.status === 'failed'
            ? undefined
            : callOutcomes?.[appointment.id];
        const canCall = onStartCall !== undefined && appointment.type === 'online';
        return (
          <li key={appointment.id} className={styles.item} data-appointment-id={String(appointment.id)}>
            <time className={styles.time} dateTime={appointment.time}>
              {to12HourTime(appointment.time) ?? appointment.time}
            </time>
            <div className={styles.who}>
              <p className={styles.patient}>{appointment.patientName}</p>
              {appointment.doctorName === undefined ? null : (
                <p className={styles.detail}>with {appointment.doctorName}</p>
              )}
              <div className={styles.badges}>
                <Badge tone={appointment.type === 'online' ? 'brand' : 'neutral'}>
                  {appointment.type === 'online' ? 'Online' : 'In clinic'}
                </Badge>
                <Badge tone={payment.tone}>{payment.label}</Badge>
              </div>
            </div>
            {canCall ? (
              <div className={styles.actions}>
                <Button
                  icon="video"
                  size="large"
                  pending={call?.status === 'calling'}
                  onClick={() => {
                    void startCall(appointment.id);
                  }}
                >
                  {call?.status === 'failed' ? 'Try the call again' : 'Start call'}
                  <VisuallyHidden>{` with ${appointment.patientName}`}</VisuallyHidden>
                </Button>
                <div role="status">
                  {outcome !== undefined ? (
                    <Text weight="strong" tone={APPOINTMENT_CALL_OUTCOMES[outcome].tone}>
                      {APPOINTMENT_CALL_OUTCOMES[outcome].text(appointment.patientName)}
                    </Text>
                  ) : call?.status === 'ringing' ? (
                    <Text weight="strong" tone="positive">
                      {CALL_RINGING_TEXT}
                      <VisuallyHidden>{` ${appointment.patientName}’s phone is ringing.`}</VisuallyHidden>
                    </Text>
                  ) : null}
                </div>
                {call?.status === 'failed' ? (
                  <InlineAlert tone="critical" announce>
                    {call.message}
                  </InlineAlert>
                ) : null}
              </div>
            ) : (
              <div />
            )}
          </li>
        );
      })}
    </ul>
  );
}

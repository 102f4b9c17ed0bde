import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import {
  CALL_CLOSES_AFTER_MS,
  CALL_OPENS_BEFORE_MS,
  PaymentStatus,
  callPermission,
  pakistanInstant,
  pakistanTimeOfDay,
  to12HourTime,
  type CallRefusalReason,
} from '@aafiyat/domain';
import { useEffect, useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AppointmentList.css';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey, Translate } from '../../i18n/translator';

/** One appointment of a dashboard's day. */
export interface AppointmentListItem {
  /** The appointment's id. */
  id: number;
  /** Its date in Pakistan, `YYYY-MM-DD` (the dashboard's day); with the time, it says when a call may start. */
  date: string;
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
const PAYMENT_BADGES: Record<PaymentStatus, { label: MessageKey; tone: BadgeTone }> = {
  [PaymentStatus.SUCCESS]: { label: 'AppointmentList.paid', tone: 'positive' },
  [PaymentStatus.PENDING]: { label: 'AppointmentList.paymentPending', tone: 'caution' },
  [PaymentStatus.FAILURE]: { label: 'AppointmentList.paymentFailed', tone: 'critical' },
  [PaymentStatus.NOT_STARTED]: { label: 'AppointmentList.notPaid', tone: 'neutral' },
  [PaymentStatus.STARTED]: { label: 'AppointmentList.paymentInProgress', tone: 'info' },
};

/** A payment status's badge: its words in the translator's language ("Paid", "Payment pending") and tone. */
export function appointmentPaymentBadge(
  t: Translate,
  status: PaymentStatus,
): { label: string; tone: BadgeTone } {
  const badge = PAYMENT_BADGES[status];
  return { label: t(badge.label), tone: badge.tone };
}

/** What the call button shows once the patient's phone rings ("Ringing…"), in the translator's language. */
export function callRingingText(t: Translate): string {
  return t('AppointmentList.ringing');
}

/** What became of a call after it rang, as the caller's dashboard hears it over the realtime socket. */
export const appointmentCallOutcomes = ['declined', 'missed', 'ready', 'in_call', 'ended'] as const;
/** One of {@link appointmentCallOutcomes}. */
export type AppointmentCallOutcome = (typeof appointmentCallOutcomes)[number];

const CALL_OUTCOMES: Record<
  AppointmentCallOutcome,
  { text: MessageKey; tone: 'positive' | 'neutral' | 'muted' }
> = {
  declined: { text: 'AppointmentList.declined', tone: 'neutral' },
  missed: { text: 'AppointmentList.missed', tone: 'neutral' },
  ready: { text: 'AppointmentList.ready', tone: 'positive' },
  in_call: { text: 'AppointmentList.inCall', tone: 'positive' },
  ended: { text: 'AppointmentList.ended', tone: 'muted' },
};

/** The words of an outcome, given the patient's name, in the translator's language; the tone repeats them. */
export function appointmentCallOutcome(
  t: Translate,
  outcome: AppointmentCallOutcome,
  patientName: string,
): { text: string; tone: 'positive' | 'neutral' | 'muted' } {
  const { text, tone } = CALL_OUTCOMES[outcome];
  return { text: t(text, { name: patientName }), tone };
}

/** When a call opens and closes, in 12-hour words, and the payment's words: what a refusal's sentence names. */
export interface AppointmentCallWindow {
  /** The first moment a call may start ("5:05 PM"). */
  opensAt: string;
  /** The last moment a call may start ("5:45 PM"). */
  closesAt: string;
  /** The payment's status in words ("Payment pending"). */
  payment: string;
}

const CALL_REFUSALS: Record<CallRefusalReason, MessageKey> = {
  not_online: 'AppointmentList.notOnline',
  not_paid: 'AppointmentList.notPaidYet',
  too_early: 'AppointmentList.tooEarly',
  too_late: 'AppointmentList.tooLate',
};

/** Why Start call is disabled, beside the button: one sentence per reason the call rule gives. */
export function appointmentCallRefusal(
  t: Translate,
  reason: CallRefusalReason,
  window: AppointmentCallWindow,
): string {
  return t(CALL_REFUSALS[reason], { ...window });
}

/** How often the list reads the clock again, so Start call turns on (and off) at its time. */
export const APPOINTMENT_CLOCK_INTERVAL_MS = 30_000;

/** The call window of an appointment in words. */
function callWindow(t: Translate, appointment: AppointmentListItem): AppointmentCallWindow {
  const start = pakistanInstant(appointment.date, appointment.time)?.getTime() ?? Number.NaN;
  const at = (ms: number) =>
    Number.isNaN(ms) ? appointment.time : (to12HourTime(pakistanTimeOfDay(new Date(ms))) ?? appointment.time);
  return {
    opensAt: at(start - CALL_OPENS_BEFORE_MS),
    closesAt: at(start + CALL_CLOSES_AFTER_MS),
    payment: appointmentPaymentBadge(t, appointment.paymentStatus).label,
  };
}

/** The clock the call rule is judged at: `fixed` when given, else the device's, read every 30 seconds. */
function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => {
      setNow(new Date());
    }, APPOINTMENT_CLOCK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [fixed]);
  return fixed ?? now;
}

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
   * The moment the call rule is judged at (a call may start only for a paid online consultation, from 10 minutes
   * before its time until 30 minutes after it); outside that, Start call is disabled and says why beside it. By
   * default the device's clock, read again every 30 seconds.
   */
  now?: Date | undefined;
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
 * A day's appointments on a dashboard: the time in 12-hour form, the patient (and the doctor on
 * a clinic's list), in clinic or online, and the payment status in words. With `onStartCall` each appointment
 * has a Start call button, enabled only while the call rule allows it, with the reason beside it otherwise.
 */
export function AppointmentList({
  appointments,
  label,
  emptyText,
  onStartCall,
  now: fixedNow,
  callOutcomes,
  data,
}: AppointmentListProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const [calls, setCalls] = useState<Readonly<Record<number, CallState>>>({});
  const now = useNow(fixedNow);
  const reasonIdPrefix = useId();
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
      const message = refusalWords(error);
      setCalls((current) => ({ ...current, [appointmentId]: { status: 'failed', message } }));
    }
  };

  return (
    <ul className={styles.list} aria-label={label} {...dataAttributes}>
      {appointments.map((appointment) => {
        const payment = appointmentPaymentBadge(t, appointment.paymentStatus);
        const call = calls[appointment.id];
        // A call in progress or refused speaks for itself; otherwise the last outcome replaces "Ringing…".
        const outcome =
          call?.status === 'calling' || call?.status === 'failed'
            ? undefined
            : callOutcomes?.[appointment.id];
        const permission = callPermission(appointment, now);
        const refusal = permission.allowed
          ? undefined
          : appointmentCallRefusal(t, permission.reason, callWindow(t, appointment));
        const reasonId = `${reasonIdPrefix}-${String(appointment.id)}`;
        return (
          <li key={appointment.id} className={styles.item} data-appointment-id={String(appointment.id)}>
            <time className={styles.time} dateTime={appointment.time}>
              {to12HourTime(appointment.time) ?? appointment.time}
            </time>
            <div className={styles.who}>
              <p className={styles.patient}>{appointment.patientName}</p>
              {appointment.doctorName === undefined ? null : (
                <p className={styles.detail}>
                  {t('AppointmentList.withDoctor', { doctor: appointment.doctorName })}
                </p>
              )}
              <div className={styles.badges}>
                <Badge tone={appointment.type === 'online' ? 'brand' : 'neutral'}>
                  {appointment.type === 'online'
                    ? t('AppointmentList.online')
                    : t('AppointmentList.inClinic')}
                </Badge>
                <Badge tone={payment.tone}>{payment.label}</Badge>
              </div>
            </div>
            {onStartCall !== undefined ? (
              <div className={styles.actions}>
                <Button
                  icon="video"
                  size="large"
                  pending={call?.status === 'calling'}
                  disabled={refusal !== undefined}
                  {...(refusal === undefined ? {} : { 'aria-describedby': reasonId })}
                  onClick={() => {
                    void startCall(appointment.id);
                  }}
                >
                  {call?.status === 'failed' ? t('AppointmentList.tryAgain') : t('AppointmentList.startCall')}
                  <VisuallyHidden>{` ${t('AppointmentList.withPatient', { patient: appointment.patientName })}`}</VisuallyHidden>
                </Button>
                {refusal === undefined ? null : (
                  <Text id={reasonId} size="small" tone="muted">
                    {refusal}
                  </Text>
                )}
                <div role="status">
                  {outcome !== undefined ? (
                    <Text
                      weight="strong"
                      tone={appointmentCallOutcome(t, outcome, appointment.patientName).tone}
                    >
                      {appointmentCallOutcome(t, outcome, appointment.patientName).text}
                    </Text>
                  ) : call?.status === 'ringing' ? (
                    <Text weight="strong" tone="positive">
                      {callRingingText(t)}
                      <VisuallyHidden>{` ${t('AppointmentList.phoneRinging', { patient: appointment.patientName })}`}</VisuallyHidden>
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

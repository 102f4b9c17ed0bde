import type { Schema } from '@aafiyat/api';
import {
  PaymentStatus,
  formatPKR,
  isPayable,
  mayPayAtClinic,
  pakistanTimeOfDay,
  to12HourTime,
} from '@aafiyat/domain';
import { Button, ButtonLink, Inline, InlineAlert, Stack, Text } from '@aafiyat/ui';
import type { ReactNode, RefObject } from 'react';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import { usePageLocale, useSiteMessages } from '../../../i18n/language';
import { PATIENT_PROFILE_PATH } from './paths';
import { paymentResultMessage } from './paymentMessages';

/** Props of {@link CheckoutOutcome}. */
export interface CheckoutOutcomeProps {
  /** The appointment, whose payment status decides what is said and offered. */
  summary: Schema<'CheckoutSummary'>;
  /** JazzCash's latest word on the payment, once one was started. */
  result: Schema<'PaymentStatusResult'> | null;
  /** The outcome's alert, focused after a re-check. */
  outcomeRef: RefObject<HTMLDivElement | null>;
  /** A re-check of the payment is under way. */
  checking: boolean;
  /** The page is starting the payment (leaving for JazzCash). */
  paying: boolean;
  /** Asks JazzCash again about a pending payment. */
  onRecheck: () => void;
  /** Starts the payment at JazzCash. */
  onPay: () => void;
  /** The page is confirming that the patient pays at the clinic. */
  choosingClinic: boolean;
  /** Confirms an in-clinic visit to be paid at the clinic. */
  onPayAtClinic: () => void;
}

/** What the booking's hold says before a payment: held until a time, or held no more. */
function HoldLine({ summary }: { summary: Schema<'CheckoutSummary'> }) {
  const t = useSiteMessages();
  if (summary.booking_state === 'held' && summary.held_until !== undefined) {
    const time = pakistanTimeOfDay(new Date(summary.held_until));
    return <Text>{t('Checkout.hold.held', { time: to12HourTime(time) ?? time })}</Text>;
  }
  if (summary.booking_state === 'lapsed') return <Text>{t('Checkout.hold.lapsed')}</Text>;
  return null;
}

/** Where the payment stands and what the patient can do next: pay, try again, check again, or go to their appointments. */
export function CheckoutOutcome({
  summary,
  result,
  outcomeRef,
  checking,
  paying,
  onRecheck,
  onPay,
  choosingClinic,
  onPayAtClinic,
}: CheckoutOutcomeProps) {
  const t = useSiteMessages();
  const locale = usePageLocale();
  const status = summary.payment_status;
  /** JazzCash's latest word in the page's language, or the status's own sentence before there is one. */
  const message = (fallback: SiteMessageKey) => paymentResultMessage(t, locale, result, fallback);
  /** The outcome as an announced alert (focused after a re-check or a choice), and what may be done next. */
  const outcome = (
    tone: 'positive' | 'caution' | 'critical',
    title: SiteMessageKey,
    words: string,
    next: ReactNode,
  ) => (
    <Stack gap="large" alignItems="flex-start">
      <InlineAlert tone={tone} title={t(title)} announce tabIndex={-1} ref={outcomeRef}>
        {words}
      </InlineAlert>
      {next}
    </Stack>
  );
  // An in-clinic visit may be paid at the clinic instead; an online consultation is confirmed once paid.
  const atClinic = mayPayAtClinic(summary.type, summary.booking_state);
  const payButton = (label: string) => (
    <Inline gap="small">
      <Button pending={paying} onClick={onPay}>
        {label}
      </Button>
      {atClinic ? (
        <Button variant="outline" pending={choosingClinic} onClick={onPayAtClinic}>
          {t('Checkout.payAtClinic')}
        </Button>
      ) : null}
    </Inline>
  );

  if (status !== PaymentStatus.SUCCESS && status !== PaymentStatus.PENDING) {
    if (summary.booking_state === 'released') {
      return outcome(
        'critical',
        'Checkout.released.title',
        t('Checkout.released.message'),
        <Inline gap="small">
          <ButtonLink href="/doctors/search">{t('Checkout.released.find')}</ButtonLink>
          <ButtonLink href={PATIENT_PROFILE_PATH} variant="outline">
            {t('Checkout.toAppointments')}
          </ButtonLink>
        </Inline>,
      );
    }
    if (summary.booking_state === 'pay_at_clinic') {
      return outcome(
        'positive',
        'Checkout.atClinic.title',
        t('Checkout.atClinic.message', { fee: formatPKR(summary.fee) }),
        <Inline gap="small">
          <ButtonLink href={PATIENT_PROFILE_PATH}>{t('Checkout.toAppointments')}</ButtonLink>
          <Button variant="outline" pending={paying} onClick={onPay}>
            {t('Checkout.atClinic.payNow')}
          </Button>
        </Inline>,
      );
    }
  }

  if (status === PaymentStatus.SUCCESS) {
    return outcome(
      'positive',
      'Checkout.success.title',
      `${message('Checkout.success.message')} ${t('Checkout.success.next')}`,
      <ButtonLink href={PATIENT_PROFILE_PATH}>{t('Checkout.toAppointments')}</ButtonLink>,
    );
  }
  if (status === PaymentStatus.PENDING) {
    return outcome(
      'caution',
      'Checkout.pending.title',
      `${message('Checkout.pending.message')} ${t('Checkout.pending.next')}`,
      <Button variant="outline" pending={checking} onClick={onRecheck}>
        {t('Checkout.pending.recheck')}
      </Button>,
    );
  }
  if (status === PaymentStatus.FAILURE) {
    return outcome(
      'critical',
      'Checkout.failed.title',
      `${message('Checkout.failed.message')} ${t('Checkout.failed.next')}`,
      <>
        <HoldLine summary={summary} />
        {summary.type === 'online' ? <Text>{t('Checkout.onlineMustPay')}</Text> : null}
        {payButton(t('Checkout.failed.retry'))}
      </>,
    );
  }
  return (
    <Stack gap="large" alignItems="flex-start">
      {status === PaymentStatus.STARTED ? (
        <InlineAlert tone="info" title={t('Checkout.started.title')} tabIndex={-1} ref={outcomeRef}>
          {message('Checkout.started.message')}
        </InlineAlert>
      ) : (
        <Text>{t('Checkout.notStarted.text', { fee: formatPKR(summary.fee) })}</Text>
      )}
      <HoldLine summary={summary} />
      {summary.type === 'online' ? <Text>{t('Checkout.onlineMustPay')}</Text> : null}
      {isPayable(status) ? payButton(t('Checkout.pay')) : null}
    </Stack>
  );
}

import type { Schema } from '@aafiyat/api';
import { PaymentStatus, formatPKR, isPayable } from '@aafiyat/domain';
import { Button, ButtonLink, InlineAlert, Stack, Text } from '@aafiyat/ui';
import type { RefObject } from 'react';
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
}: CheckoutOutcomeProps) {
  const t = useSiteMessages();
  const locale = usePageLocale();
  const status = summary.payment_status;
  /** JazzCash's latest word in the page's language, or the status's own sentence before there is one. */
  const message = (fallback: SiteMessageKey) => paymentResultMessage(t, locale, result, fallback);
  const payButton = (label: string) => (
    <Button pending={paying} onClick={onPay}>
      {label}
    </Button>
  );

  if (status === PaymentStatus.SUCCESS) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert
          tone="positive"
          title={t('Checkout.success.title')}
          announce
          tabIndex={-1}
          ref={outcomeRef}
        >
          {`${message('Checkout.success.message')} ${t('Checkout.success.next')}`}
        </InlineAlert>
        <ButtonLink href={PATIENT_PROFILE_PATH}>{t('Checkout.toAppointments')}</ButtonLink>
      </Stack>
    );
  }
  if (status === PaymentStatus.PENDING) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert
          tone="caution"
          title={t('Checkout.pending.title')}
          announce
          tabIndex={-1}
          ref={outcomeRef}
        >
          {`${message('Checkout.pending.message')} ${t('Checkout.pending.next')}`}
        </InlineAlert>
        <Button variant="outline" pending={checking} onClick={onRecheck}>
          {t('Checkout.pending.recheck')}
        </Button>
      </Stack>
    );
  }
  if (status === PaymentStatus.FAILURE) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert
          tone="critical"
          title={t('Checkout.failed.title')}
          announce
          tabIndex={-1}
          ref={outcomeRef}
        >
          {`${message('Checkout.failed.message')} ${t('Checkout.failed.next')}`}
        </InlineAlert>
        {payButton(t('Checkout.failed.retry'))}
      </Stack>
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
      {isPayable(status) ? payButton(t('Checkout.pay')) : null}
    </Stack>
  );
}

import type { Schema } from '@aafiyat/api';
import { PaymentStatus, formatPKR, isPayable } from '@aafiyat/domain';
import { Button, ButtonLink, InlineAlert, Stack, Text } from '@aafiyat/ui';
import type { RefObject } from 'react';
import { PATIENT_PROFILE_PATH } from './paths';

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
  const status = summary.payment_status;
  const payButton = (label: string) => (
    <Button pending={paying} onClick={onPay}>
      {label}
    </Button>
  );

  if (status === PaymentStatus.SUCCESS) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="positive" title="Payment received" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment was received. Thank you.'} Your appointment is confirmed; you will
          find it under upcoming appointments on your profile.
        </InlineAlert>
        <ButtonLink href={PATIENT_PROFILE_PATH}>Go to my appointments</ButtonLink>
      </Stack>
    );
  }
  if (status === PaymentStatus.PENDING) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="caution" title="Payment pending" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment is pending.'} If you chose to pay over the counter or by voucher,
          complete it there; your appointment is kept meanwhile. Check again here at any time, or later from
          your profile.
        </InlineAlert>
        <Button variant="outline" pending={checking} onClick={onRecheck}>
          Check payment status
        </Button>
      </Stack>
    );
  }
  if (status === PaymentStatus.FAILURE) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="critical" title="Payment failed" announce tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'The payment did not go through.'} No money was taken for this attempt. You can
          try again.
        </InlineAlert>
        {payButton('Try again with JazzCash')}
      </Stack>
    );
  }
  return (
    <Stack gap="large" alignItems="flex-start">
      {status === PaymentStatus.STARTED ? (
        <InlineAlert tone="info" title="Payment not finished" tabIndex={-1} ref={outcomeRef}>
          {result?.message ?? 'Your payment has started but JazzCash has not confirmed it yet.'}
        </InlineAlert>
      ) : (
        <Text>
          Pay the consultation fee of {formatPKR(summary.fee)} to confirm your appointment. You will be taken
          to JazzCash to pay by mobile wallet, card or voucher, and brought back here afterwards.
        </Text>
      )}
      {isPayable(status) ? payButton('Pay with JazzCash') : null}
    </Stack>
  );
}

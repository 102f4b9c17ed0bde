import type { Schema } from '@aafiyat/api';
import { formatPKR } from '@aafiyat/domain';
import { Badge, Box, Card, Stack, Text, useMessages } from '@aafiyat/ui';
import { Fragment } from 'react';
import { useSiteMessages } from '../../../i18n/language';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
} from './appointments';

/** Props of {@link CheckoutSummaryCard}. */
export interface CheckoutSummaryCardProps {
  /** The appointment being paid for, with its payment status. */
  summary: Schema<'CheckoutSummary'>;
}

/** The appointment being paid for: its payment status, doctor, kind, date, time and fee. */
export function CheckoutSummaryCard({ summary }: CheckoutSummaryCardProps) {
  const t = useSiteMessages();
  const ui = useMessages();
  const status = paymentStatusDisplay(t, summary.payment_status);
  const rows: readonly (readonly [string, string])[] = [
    [
      t('Checkout.summary.doctor'),
      t('Checkout.summary.doctorValue', {
        doctor: summary.doctor.name,
        specialty: summary.doctor.specialty,
      }),
    ],
    [t('Checkout.summary.appointment'), appointmentTypeLabel(t, summary.type, summary.clinic_name)],
    [t('Checkout.summary.date'), appointmentDateLabel(t, ui, summary.date)],
    [t('Checkout.summary.time'), appointmentTimeLabel(summary.time)],
    [t('Checkout.summary.fee'), formatPKR(summary.fee)],
  ];
  return (
    <Card
      as="section"
      heading={t('Checkout.summary.heading')}
      headingLevel={2}
      padding="large"
      tone="surface"
    >
      <Stack gap="medium">
        <div>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <Box as="dl" display="grid" gridTemplateColumns={['1', '2']} gap="small">
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <Text as="dt" weight="strong">
                {term}
              </Text>
              <Text as="dd">{value}</Text>
            </Fragment>
          ))}
        </Box>
      </Stack>
    </Card>
  );
}

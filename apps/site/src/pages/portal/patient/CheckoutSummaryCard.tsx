import type { Schema } from '@aafiyat/api';
import { formatPKR } from '@aafiyat/domain';
import { Badge, Box, Card, Stack, Text } from '@aafiyat/ui';
import { Fragment } from 'react';
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
  const status = paymentStatusDisplay(summary.payment_status);
  const rows: readonly (readonly [string, string])[] = [
    ['Doctor', `${summary.doctor.name}, ${summary.doctor.specialty}`],
    ['Appointment', appointmentTypeLabel(summary.type, summary.clinic_name)],
    ['Date', appointmentDateLabel(summary.date)],
    ['Time', appointmentTimeLabel(summary.time)],
    ['Fee', formatPKR(summary.fee)],
  ];
  return (
    <Card as="section" heading="Appointment summary" headingLevel={2} padding="large" tone="surface">
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

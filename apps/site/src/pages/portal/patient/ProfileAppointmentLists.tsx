import type { Schema } from '@aafiyat/api';
import { formatPKR, isPayable, pakistanDate, reviewEligibility } from '@aafiyat/domain';
import { Badge, Box, Card, Heading, Link, Stack, Text, useMessages, VisuallyHidden } from '@aafiyat/ui';
import { useState } from 'react';
import { useSiteMessages } from '../../../i18n/language';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
  splitAppointments,
} from './appointments';
import { checkoutPath } from './paths';
import { RateVisit } from './RateVisit';

type Appointment = Schema<'Appointment'>;

const todayInPakistan = () => pakistanDate(new Date());

/** Props of {@link ProfileAppointmentLists}. */
export interface ProfileAppointmentListsProps {
  /** The appointments to show, split into upcoming and past by today's date in Pakistan. */
  appointments: readonly Appointment[];
}

/** The appointments as two lists, upcoming and past, each card with its payment status and Pay where it may. */
export function ProfileAppointmentLists({ appointments }: ProfileAppointmentListsProps) {
  const t = useSiteMessages();
  const { upcoming, past } = splitAppointments(appointments, todayInPakistan());
  return (
    <Stack gap="large">
      {[
        {
          id: 'upcoming',
          title: t('Patient.appointments.upcoming'),
          list: upcoming,
          empty: t('Patient.appointments.noUpcoming'),
        },
        {
          id: 'past',
          title: t('Patient.appointments.past'),
          list: past,
          empty: t('Patient.appointments.noPast'),
        },
      ].map(({ id, title, list, empty }) => (
        <Stack key={id} gap="medium">
          <Heading level={3} size="small">
            {title}
          </Heading>
          {list.length === 0 ? (
            <Text tone="muted">{empty}</Text>
          ) : (
            <Box as="ul" display="grid" gridTemplateColumns={['1', '2']} gap="medium" padding="none">
              {list.map((appointment) => (
                <AppointmentItem key={appointment.id} appointment={appointment} />
              ))}
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const t = useSiteMessages();
  const ui = useMessages();
  const status = paymentStatusDisplay(t, appointment.payment_status);
  const date = appointmentDateLabel(t, ui, appointment.date);
  // The patient's own review, once written (here, or before this list loaded); "thanked" just after writing it.
  const [review, setReview] = useState(appointment.review);
  const [thanked, setThanked] = useState(false);
  const reviewable =
    review === undefined &&
    reviewEligibility(
      { date: appointment.date, time: appointment.time, paymentStatus: appointment.payment_status },
      new Date(),
    ) === 'reviewable';
  return (
    <Card as="li" padding="medium" tone="surface" data={{ 'appointment-id': String(appointment.id) }}>
      <Stack gap="small" alignItems="flex-start">
        <Text weight="strong">{appointment.doctor.name}</Text>
        <Text tone="muted">{appointment.doctor.specialty}</Text>
        <Text>{appointmentTypeLabel(t, appointment.type, appointment.clinic_name)}</Text>
        <Text>
          {t('Patient.appointment.when', {
            date,
            time: appointmentTimeLabel(appointment.time),
            fee: formatPKR(appointment.fee),
          })}
        </Text>
        <Badge tone={status.tone}>{status.label}</Badge>
        {appointment.booking_state === 'pay_at_clinic' ? (
          <Badge tone="info">{t('Patient.booking.payAtClinic')}</Badge>
        ) : appointment.booking_state === 'released' ? (
          <Text tone="muted">{t('Patient.booking.released')}</Text>
        ) : null}
        {isPayable(appointment.payment_status) && appointment.booking_state !== 'released' ? (
          <Link href={checkoutPath(appointment.id)}>
            {t('Patient.appointment.pay')}
            <VisuallyHidden>
              {t('Patient.appointment.payFor', { doctor: appointment.doctor.name, date })}
            </VisuallyHidden>
          </Link>
        ) : null}
        {review === undefined ? null : <Text>{t('Patient.review.done', { rating: review.rating })}</Text>}
        {reviewable ? (
          <RateVisit
            appointment={appointment}
            date={date}
            onReviewed={(kept) => {
              setReview({ rating: kept.rating, date: kept.date });
              setThanked(true);
            }}
          />
        ) : null}
        <div role="status">
          {thanked ? (
            <Text tone="positive">{t('Patient.review.thanks', { doctor: appointment.doctor.name })}</Text>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

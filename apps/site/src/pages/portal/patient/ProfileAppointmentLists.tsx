import type { Schema } from '@aafiyat/api';
import { formatPKR, isPayable, pakistanDate } from '@aafiyat/domain';
import { Badge, Box, Card, Heading, Link, Stack, Text, VisuallyHidden } from '@aafiyat/ui';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
  splitAppointments,
} from './appointments';
import { checkoutPath } from './paths';

type Appointment = Schema<'Appointment'>;

const todayInPakistan = () => pakistanDate(new Date());

/** Props of {@link ProfileAppointmentLists}. */
export interface ProfileAppointmentListsProps {
  /** The appointments to show, split into upcoming and past by today's date in Pakistan. */
  appointments: readonly Appointment[];
}

/** The appointments as two lists, upcoming and past, each card with its payment status and Pay where it may. */
export function ProfileAppointmentLists({ appointments }: ProfileAppointmentListsProps) {
  const { upcoming, past } = splitAppointments(appointments, todayInPakistan());
  return (
    <Stack gap="large">
      {[
        { title: 'Upcoming', list: upcoming, empty: 'No upcoming appointments.' },
        { title: 'Past', list: past, empty: 'No past appointments.' },
      ].map(({ title, list, empty }) => (
        <Stack key={title} gap="medium">
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
  const status = paymentStatusDisplay(appointment.payment_status);
  return (
    <Card as="li" padding="medium" tone="surface" data={{ 'appointment-id': String(appointment.id) }}>
      <Stack gap="small" alignItems="flex-start">
        <Text weight="strong">{appointment.doctor.name}</Text>
        <Text tone="muted">{appointment.doctor.specialty}</Text>
        <Text>{appointmentTypeLabel(appointment.type, appointment.clinic_name)}</Text>
        <Text>
          {appointmentDateLabel(appointment.date)}, {appointmentTimeLabel(appointment.time)} ·{' '}
          {formatPKR(appointment.fee)}
        </Text>
        <Badge tone={status.tone}>{status.label}</Badge>
        {isPayable(appointment.payment_status) ? (
          <Link href={checkoutPath(appointment.id)}>
            Pay
            <VisuallyHidden>{` for ${appointment.doctor.name} on ${appointmentDateLabel(appointment.date)}`}</VisuallyHidden>
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}

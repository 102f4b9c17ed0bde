import type { Schema } from '@aafiyat/api';
import { formatPKR } from '@aafiyat/domain';
import {
  AppointmentList,
  Box,
  Button,
  Container,
  DashboardStat,
  Heading,
  InlineAlert,
  Skeleton,
  Stack,
  Text,
} from '@aafiyat/ui';
import { useId } from 'react';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import type { PageMeta } from '../../../app/meta';
import { useLoad } from '../../../app/load';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

export const meta: PageMeta = {
  title: 'Clinic dashboard',
  description: 'Today’s appointments across your clinic’s doctors, payments and this month’s revenue.',
  noindex: true,
};

/** The words of the loading announcement. */
export const CLINIC_DASHBOARD_LOADING = 'Loading your clinic’s dashboard…';

const loadClinicDashboard = (signal: AbortSignal) => api.getClinicDashboard(undefined, { signal });

/** The clinic owner's dashboard, for a signed-in clinic owner only. */
export default function ClinicDashboardPage() {
  return (
    <RequireRole role="clinic_owner">
      <ClinicDashboard />
    </RequireRole>
  );
}

function ClinicDashboard() {
  const { load, retry } = useLoad('clinic dashboard', loadClinicDashboard, { role: 'clinic_owner' });
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      {load.status === 'loading' ? (
        <Stack gap="large">
          <Heading level={1}>Clinic dashboard</Heading>
          <div role="status" aria-label={CLINIC_DASHBOARD_LOADING}>
            <Stack gap="medium">
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="block" ratio="wide" />
            </Stack>
          </div>
        </Stack>
      ) : load.status === 'error' ? (
        <Stack gap="large" alignItems="flex-start">
          <Heading level={1}>Your dashboard could not be loaded</Heading>
          <InlineAlert tone="critical" announce>
            {load.message}
          </InlineAlert>
          <Button icon="alertCircle" onClick={retry}>
            Retry
          </Button>
        </Stack>
      ) : (
        <ClinicDashboardView dashboard={load.data} />
      )}
    </Container>
  );
}

function ClinicDashboardView({ dashboard }: { dashboard: Schema<'ClinicDashboard'> }) {
  const figuresId = useId();
  const todayId = useId();
  const doctorsId = useId();
  const counts = dashboard.payment_counts;
  const total = counts.success + counts.pending + counts.failure + counts.not_started + counts.started;
  return (
    <Stack gap="xxlarge">
      <Stack gap="small">
        <Heading level={1}>{dashboard.clinic_name}</Heading>
        <Text tone="muted">{formatCalendarDate(dashboard.date)}</Text>
      </Stack>
      <Box as="section" aria-labelledby={figuresId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={figuresId}>
            Today at a glance
          </Heading>
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="medium"
            paddingInlineStart="none"
          >
            <DashboardStat label="Appointments today" value={String(total)} tone="brand" />
            <DashboardStat label="Paid" value={String(counts.success)} tone="positive" />
            <DashboardStat label="Payment pending" value={String(counts.pending)} tone="caution" />
            <DashboardStat label="Payment failed" value={String(counts.failure)} tone="critical" />
            <DashboardStat
              label="Not paid yet"
              value={String(counts.not_started + counts.started)}
              note={counts.started > 0 ? `${String(counts.started)} in progress at JazzCash` : undefined}
            />
            <DashboardStat
              label="Revenue this month"
              value={formatPKR(dashboard.revenue_this_month)}
              note="Successful payments since the 1st"
              tone="info"
            />
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={todayId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={todayId}>
            Today’s appointments
          </Heading>
          <AppointmentList
            label="Today’s appointments across your doctors"
            emptyText="No appointments are booked at your clinic today."
            appointments={dashboard.today.map((entry) => toAppointmentItem(entry, dashboard.date, true))}
          />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={doctorsId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={doctorsId}>
            Your doctors
          </Heading>
          {dashboard.doctors.length === 0 ? (
            <Text tone="muted">No doctors are registered at your clinic yet.</Text>
          ) : (
            <Box
              as="ul"
              display="grid"
              gridTemplateColumns={['1', '2', '3']}
              gap="medium"
              paddingInlineStart="none"
            >
              {dashboard.doctors.map((doctor) => (
                <DashboardStat
                  key={doctor.pmdc}
                  label={doctor.specialty}
                  value={doctor.name}
                  note={`PMDC ${doctor.pmdc} · fee ${formatPKR(doctor.fee)}${doctor.is_online ? ' · online consultations' : ''}`}
                />
              ))}
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

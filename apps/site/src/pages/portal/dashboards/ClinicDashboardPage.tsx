import type { Schema } from '@aafiyat/api';
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
  formatRupees,
  useMessages,
} from '@aafiyat/ui';
import { useId } from 'react';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import type { PageMetaSource } from '../../../app/meta';
import { useLoad } from '../../../app/load';
import { useSiteMessages } from '../../../i18n/language';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

export const meta: PageMetaSource = (t) => ({
  title: t('Dashboard.clinic.meta.title'),
  description: t('Dashboard.clinic.meta.description'),
  noindex: true,
});

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
  const t = useSiteMessages();
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      {load.status === 'loading' ? (
        <Stack gap="large">
          <Heading level={1}>{t('Dashboard.clinic.meta.title')}</Heading>
          <div role="status" aria-label={t('Dashboard.clinic.loading')}>
            <Stack gap="medium">
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="block" ratio="wide" />
            </Stack>
          </div>
        </Stack>
      ) : load.status === 'error' ? (
        <Stack gap="large" alignItems="flex-start">
          <Heading level={1}>{t('Dashboard.error.heading')}</Heading>
          <InlineAlert tone="critical" announce>
            {load.message}
          </InlineAlert>
          <Button icon="alertCircle" onClick={retry}>
            {t('Dashboard.error.retry')}
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
  const t = useSiteMessages();
  const ui = useMessages();
  const counts = dashboard.payment_counts;
  const total = counts.success + counts.pending + counts.failure + counts.not_started + counts.started;
  return (
    <Stack gap="xxlarge">
      <Stack gap="small">
        <Heading level={1}>{dashboard.clinic_name}</Heading>
        <Text tone="muted">{formatCalendarDate(t, ui, dashboard.date)}</Text>
      </Stack>
      <Box as="section" aria-labelledby={figuresId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={figuresId}>
            {t('Dashboard.glance')}
          </Heading>
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="medium"
            paddingInlineStart="none"
          >
            <DashboardStat label={t('Dashboard.clinic.total')} value={String(total)} tone="brand" />
            <DashboardStat
              label={t('Dashboard.clinic.paid')}
              value={String(counts.success)}
              tone="positive"
            />
            <DashboardStat
              label={t('Dashboard.clinic.pending')}
              value={String(counts.pending)}
              tone="caution"
            />
            <DashboardStat
              label={t('Dashboard.clinic.failed')}
              value={String(counts.failure)}
              tone="critical"
            />
            <DashboardStat
              label={t('Dashboard.clinic.notPaid')}
              value={String(counts.not_started + counts.started)}
              note={
                counts.started > 0 ? t('Dashboard.clinic.inProgress', { count: counts.started }) : undefined
              }
            />
            <DashboardStat
              label={t('Dashboard.clinic.revenue')}
              value={formatRupees(ui, dashboard.revenue_this_month)}
              note={t('Dashboard.clinic.revenueNote')}
              tone="info"
            />
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={todayId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={todayId}>
            {t('Dashboard.clinic.today')}
          </Heading>
          <AppointmentList
            label={t('Dashboard.clinic.todayList')}
            emptyText={t('Dashboard.clinic.todayEmpty')}
            appointments={dashboard.today.map((entry) => toAppointmentItem(entry, dashboard.date, true))}
          />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={doctorsId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={doctorsId}>
            {t('Dashboard.clinic.doctors')}
          </Heading>
          {dashboard.doctors.length === 0 ? (
            <Text tone="muted">{t('Dashboard.clinic.doctorsEmpty')}</Text>
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
                  note={t(
                    doctor.is_online ? 'Dashboard.clinic.doctorNoteOnline' : 'Dashboard.clinic.doctorNote',
                    {
                      pmdc: doctor.pmdc,
                      fee: formatRupees(ui, doctor.fee),
                    },
                  )}
                />
              ))}
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

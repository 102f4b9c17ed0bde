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
  useMessages,
  type AppointmentCallOutcome,
} from '@aafiyat/ui';
import { lazy, Suspense, useContext, useId } from 'react';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { ClockContext } from '../../../app/clock';
import { CallLoading } from '../../../app/calls/CallLoading';
import { useDoctorCalls } from '../../../app/calls/useDoctorCalls';
import type { PageMetaSource } from '../../../app/meta';
import { useLoad, useSessionGuard } from '../../../app/load';
import { useSiteMessages } from '../../../i18n/language';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

export const meta: PageMetaSource = (t) => ({
  title: t('Dashboard.doctor.meta.title'),
  description: t('Dashboard.doctor.meta.description'),
  noindex: true,
});

const loadDoctorDashboard = (signal: AbortSignal) => api.getDoctorDashboard(undefined, { signal });

// The video call is its own chunk, fetched when the patient accepts (client-side only).
const CallView = lazy(() => import('../../../app/calls/CallView'));

/** The doctor's dashboard, for a signed-in doctor only. */
export default function DoctorDashboardPage() {
  return (
    <RequireRole role="doctor">
      <DoctorDashboard />
    </RequireRole>
  );
}

function DoctorDashboard() {
  const { load, retry } = useLoad('doctor dashboard', loadDoctorDashboard, { role: 'doctor' });
  const { guard } = useSessionGuard('doctor');
  const calls = useDoctorCalls();
  const t = useSiteMessages();
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      {calls.active ? (
        <Suspense fallback={<CallLoading peerName={calls.active.patientName} />}>
          <CallView
            channel={calls.active.channel}
            offerer
            peerName={calls.active.patientName}
            onClose={calls.leave}
          />
        </Suspense>
      ) : null}

      {load.status === 'loading' ? (
        <Stack gap="large">
          <Heading level={1}>{t('Dashboard.doctor.meta.title')}</Heading>
          <div role="status" aria-label={t('Dashboard.doctor.loading')}>
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
        <DoctorDashboardView
          dashboard={load.data}
          callOutcomes={calls.outcomes}
          startCall={(appointment) =>
            calls.call(appointment, () =>
              guard(() => api.startCall({ body: { appointment_id: appointment.appointmentId } })),
            )
          }
        />
      )}
    </Container>
  );
}

function DoctorDashboardView({
  dashboard,
  callOutcomes,
  startCall,
}: {
  dashboard: Schema<'DoctorDashboard'>;
  callOutcomes: Readonly<Partial<Record<number, AppointmentCallOutcome>>>;
  startCall: (appointment: { appointmentId: number; patientName: string }) => Promise<unknown>;
}) {
  const figuresId = useId();
  const now = useContext(ClockContext);
  const clinicId = useId();
  const onlineId = useId();
  const t = useSiteMessages();
  const ui = useMessages();
  const { in_clinic: inClinic, online } = dashboard.today;
  return (
    <Stack gap="xxlarge">
      <Stack gap="small">
        <Heading level={1}>{dashboard.doctor.name}</Heading>
        <Text tone="muted">
          {dashboard.doctor.specialty} · {formatCalendarDate(t, ui, dashboard.date)}
        </Text>
      </Stack>
      <Box as="section" aria-labelledby={figuresId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={figuresId}>
            {t('Dashboard.glance')}
          </Heading>
          <Box as="ul" display="grid" gridTemplateColumns={['1', '3']} gap="medium" paddingInlineStart="none">
            <DashboardStat
              label={t('Dashboard.doctor.inClinicCount')}
              value={String(inClinic.length)}
              tone="brand"
            />
            <DashboardStat
              label={t('Dashboard.doctor.onlineCount')}
              value={String(online.length)}
              tone="info"
            />
            <DashboardStat
              label={t('Dashboard.doctor.nextDate')}
              value={
                dashboard.next_available_date === null
                  ? t('Dashboard.doctor.noWorkingDays')
                  : formatCalendarDate(t, ui, dashboard.next_available_date)
              }
              tone="positive"
            />
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={onlineId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={onlineId}>
            {t('Dashboard.doctor.online')}
          </Heading>
          <Text tone="muted">{t('Dashboard.doctor.callRule')}</Text>
          <AppointmentList
            label={t('Dashboard.doctor.online')}
            emptyText={t('Dashboard.doctor.onlineEmpty')}
            appointments={online.map((entry) => toAppointmentItem(entry, dashboard.date, false))}
            now={now}
            callOutcomes={callOutcomes}
            onStartCall={({ appointmentId }) =>
              startCall({
                appointmentId,
                patientName:
                  online.find((entry) => entry.appointment_id === appointmentId)?.patient.name ??
                  t('Dashboard.doctor.thePatient'),
              })
            }
          />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={clinicId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={clinicId}>
            {t('Dashboard.doctor.inClinic')}
          </Heading>
          <AppointmentList
            label={t('Dashboard.doctor.inClinic')}
            emptyText={t('Dashboard.doctor.inClinicEmpty')}
            appointments={inClinic.map((entry) => toAppointmentItem(entry, dashboard.date, false))}
          />
        </Stack>
      </Box>
    </Stack>
  );
}

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
  type AppointmentCallOutcome,
} from '@aafiyat/ui';
import { lazy, Suspense, useContext, useId } from 'react';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { ClockContext } from '../../../app/clock';
import { CallLoading } from '../../../app/calls/CallLoading';
import { useDoctorCalls } from '../../../app/calls/useDoctorCalls';
import type { PageMeta } from '../../../app/meta';
import { useLoad, useSessionGuard } from '../../../app/load';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

export const meta: PageMeta = {
  title: 'Doctor dashboard',
  description: 'Your in-clinic and online appointments of today, and your next available date.',
  noindex: true,
};

/** The words of the loading announcement. */
export const DOCTOR_DASHBOARD_LOADING = 'Loading your dashboard…';

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
          <Heading level={1}>Doctor dashboard</Heading>
          <div role="status" aria-label={DOCTOR_DASHBOARD_LOADING}>
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
  const { in_clinic: inClinic, online } = dashboard.today;
  return (
    <Stack gap="xxlarge">
      <Stack gap="small">
        <Heading level={1}>{dashboard.doctor.name}</Heading>
        <Text tone="muted">
          {dashboard.doctor.specialty} · {formatCalendarDate(dashboard.date)}
        </Text>
      </Stack>
      <Box as="section" aria-labelledby={figuresId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={figuresId}>
            Today at a glance
          </Heading>
          <Box as="ul" display="grid" gridTemplateColumns={['1', '3']} gap="medium" paddingInlineStart="none">
            <DashboardStat label="In-clinic appointments" value={String(inClinic.length)} tone="brand" />
            <DashboardStat label="Online appointments" value={String(online.length)} tone="info" />
            <DashboardStat
              label="Next available date"
              value={
                dashboard.next_available_date === null
                  ? 'No working days set'
                  : formatCalendarDate(dashboard.next_available_date)
              }
              tone="positive"
            />
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={onlineId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={onlineId}>
            Online consultations today
          </Heading>
          <Text tone="muted">
            A paid consultation can be called from 10 minutes before its time until 30 minutes after it; the
            patient’s app rings for 10 seconds.
          </Text>
          <AppointmentList
            label="Online consultations today"
            emptyText="No online consultations are booked for today."
            appointments={online.map((entry) => toAppointmentItem(entry, dashboard.date, false))}
            now={now}
            callOutcomes={callOutcomes}
            onStartCall={({ appointmentId }) =>
              startCall({
                appointmentId,
                patientName:
                  online.find((entry) => entry.appointment_id === appointmentId)?.patient.name ??
                  'the patient',
              })
            }
          />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={clinicId}>
        <Stack gap="large">
          <Heading level={2} size="medium" id={clinicId}>
            In-clinic appointments today
          </Heading>
          <AppointmentList
            label="In-clinic appointments today"
            emptyText="No in-clinic appointments are booked for today."
            appointments={inClinic.map((entry) => toAppointmentItem(entry, dashboard.date, false))}
          />
        </Stack>
      </Box>
    </Stack>
  );
}

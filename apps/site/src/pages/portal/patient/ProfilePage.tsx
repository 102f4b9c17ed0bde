import type { Schema } from '@aafiyat/api';
import { isApiError } from '@aafiyat/api';
import { PaymentFilter, formatPKR, isPayable, pakistanDate, type ChronicDisease } from '@aafiyat/domain';
import {
  AttachmentManager,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  ConsultationBanner,
  Container,
  Heading,
  InlineAlert,
  Inline,
  Link,
  MedicalHistoryForm,
  Select,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@aafiyat/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { MissedCallsSection } from './MissedCallsSection';
import { RequireRole, sessionExpired } from '../../../app/auth';
import type { PageMeta } from '../../../app/meta';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
  splitAppointments,
} from './appointments';
import { checkoutPath } from './paths';

type Profile = Schema<'PatientProfile'>;
type Appointment = Schema<'Appointment'>;

export const meta: PageMeta = {
  title: 'My profile',
  description: 'Your Aafiyat profile: medical history, reports and appointments with their payments.',
  noindex: true,
};

/** The patient's profile (`/patient/profile`), for the signed-in patient only. */
export default function ProfilePage() {
  return (
    <RequireRole role="patient">
      <ProfileBody />
    </RequireRole>
  );
}

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; value: T };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads with `fetcher` on mount, whenever it changes and on `retry`; 401 ends the session. The answer remembers
 * which request it belongs to, so a new request shows loading without setting state in the effect.
 */
function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>, onExpired: () => void) {
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => ({ fetcher, attempt }), [fetcher, attempt]);
  const [answer, setAnswer] = useState<{ request: typeof request; load: Load<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request.fetcher(controller.signal).then(
      (value) => {
        setAnswer({ request, load: { status: 'loaded', value } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error, 401)) onExpired();
        else setAnswer({ request, load: { status: 'error', message: messageOf(error) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [request, onExpired]);
  const load: Load<T> = answer?.request === request ? answer.load : { status: 'loading' };
  const setLoad = useCallback(
    (next: Load<T>) => {
      setAnswer({ request, load: next });
    },
    [request],
  );
  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);
  return { load, setLoad, retry };
}

function ProfileBody() {
  const navigate = useNavigate();
  const expired = useCallback(() => {
    sessionExpired('patient', (path) => void navigate(path));
  }, [navigate]);
  const fetchProfile = useCallback((signal: AbortSignal) => api.getPatientProfile({}, { signal }), []);
  const { load, setLoad, retry } = useLoad(fetchProfile, expired);

  return (
    <>
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        <Stack gap="xxlarge">
          {load.status === 'loading' ? (
            <Stack gap="medium">
              <Heading level={1}>My profile</Heading>
              <div role="status">
                <VisuallyHidden>Loading your profile…</VisuallyHidden>
              </div>
              <Box aria-hidden="true">
                <Skeleton lines={3} />
              </Box>
            </Stack>
          ) : load.status === 'error' ? (
            <Stack gap="large" alignItems="flex-start">
              <Heading level={1}>My profile</Heading>
              <InlineAlert tone="critical" title="Your profile could not be loaded" announce>
                {load.message}
              </InlineAlert>
              <Button icon="alertCircle" onClick={retry}>
                Retry
              </Button>
            </Stack>
          ) : (
            <>
              <ProfileHeader profile={load.value} />
              <ConditionsSection
                profile={load.value}
                onSaved={(profile) => {
                  setLoad({ status: 'loaded', value: profile });
                }}
                onExpired={expired}
              />
            </>
          )}
          <MissedCallsSection onExpired={expired} />
          <AppointmentsSection onExpired={expired} />
          <AttachmentsSection onExpired={expired} />
        </Stack>
      </Container>
      <ConsultationBanner
        heading="Book your next consultation"
        description="See a doctor online from home, or book a visit at a clinic near you."
        onlineHref="/doctors/search?is_online=true"
        inClinicHref="/doctors/search"
      />
    </>
  );
}

function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <Inline gap="large" alignItems="center">
      <Avatar name={profile.name} src={api.images.patient(profile.id)} size="large" decorative />
      <Stack gap="xsmall">
        <Heading level={1}>{profile.name}</Heading>
        <Text tone="muted">
          <VisuallyHidden>Mobile number: </VisuallyHidden>
          {profile.phone_number}
        </Text>
      </Stack>
    </Inline>
  );
}

interface SectionProps {
  onExpired: () => void;
}

function ConditionsSection({
  profile,
  onSaved,
  onExpired,
}: SectionProps & { profile: Profile; onSaved: (profile: Profile) => void }) {
  const headingId = useId();

  const save = async (chronicDiseases: ChronicDisease[]) => {
    try {
      onSaved(await api.updatePatientProfile({ body: { chronic_diseases: chronicDiseases } }));
    } catch (error) {
      if (isApiError(error, 401)) {
        onExpired();
        return;
      }
      throw error;
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} size="medium" id={headingId}>
          Medical history
        </Heading>
        <MedicalHistoryForm defaultValue={profile.chronic_diseases} onSave={save} />
      </Stack>
    </Box>
  );
}

const FILTER_OPTIONS = [
  { value: String(PaymentFilter.All), label: 'All' },
  { value: String(PaymentFilter.Cleared), label: 'Cleared' },
  { value: String(PaymentFilter.Pending), label: 'Pending' },
  { value: String(PaymentFilter.Failed), label: 'Failed' },
];

const todayInPakistan = () => pakistanDate(new Date());

function AppointmentsSection({ onExpired }: SectionProps) {
  const headingId = useId();
  const [filter, setFilter] = useState<PaymentFilter>(PaymentFilter.All);
  const fetchAppointments = useCallback(
    (signal: AbortSignal) => api.listPatientAppointments({ query: { filter, page_size: 50 } }, { signal }),
    [filter],
  );
  const { load, retry } = useLoad(fetchAppointments, onExpired);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="medium" id={headingId}>
          My appointments
        </Heading>
        <Select
          label="Payment"
          name="filter"
          options={FILTER_OPTIONS}
          value={String(filter)}
          onChange={({ value }) => {
            setFilter(Number(value) as PaymentFilter);
          }}
        />
        {load.status === 'loading' ? (
          <>
            <div role="status">
              <VisuallyHidden>Loading your appointments…</VisuallyHidden>
            </div>
            <Box aria-hidden="true">
              <Skeleton lines={4} />
            </Box>
          </>
        ) : load.status === 'error' ? (
          <Stack gap="medium" alignItems="flex-start">
            <InlineAlert tone="critical" title="Your appointments could not be loaded" announce>
              {load.message}
            </InlineAlert>
            <Button variant="outline" onClick={retry}>
              Retry
            </Button>
          </Stack>
        ) : load.value.data.length === 0 ? (
          <Stack gap="small" alignItems="flex-start">
            <Text>
              {filter === PaymentFilter.All
                ? 'You have no appointments yet. Find a doctor and book online or at a clinic.'
                : 'No appointments match this payment filter.'}
            </Text>
            <Link href="/doctors/search">Find a doctor</Link>
          </Stack>
        ) : (
          <AppointmentLists appointments={load.value.data} />
        )}
      </Stack>
    </Box>
  );
}

function AppointmentLists({ appointments }: { appointments: readonly Appointment[] }) {
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

function AttachmentsSection({ onExpired }: SectionProps) {
  const headingId = useId();
  const fetchAttachments = useCallback(
    (signal: AbortSignal) => api.listPatientAttachments({}, { signal }).then((list) => list.data),
    [],
  );
  const { load, setLoad, retry } = useLoad(fetchAttachments, onExpired);
  const list = load.status === 'loaded' ? load.value : [];

  /**
   * Runs a call; a 401 ends the session and leaves the manager waiting while the sign-in page opens, any other
   * error is its message.
   */
  const guarded = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isApiError(error, 401)) throw error;
      onExpired();
      return new Promise<never>(() => undefined);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="medium" id={headingId}>
          Reports and prescriptions
        </Heading>
        {load.status === 'loading' ? (
          <>
            <div role="status">
              <VisuallyHidden>Loading your files…</VisuallyHidden>
            </div>
            <Box aria-hidden="true">
              <Skeleton lines={3} />
            </Box>
          </>
        ) : load.status === 'error' ? (
          <Stack gap="medium" alignItems="flex-start">
            <InlineAlert tone="critical" title="Your files could not be loaded" announce>
              {load.message}
            </InlineAlert>
            <Button variant="outline" onClick={retry}>
              Retry
            </Button>
          </Stack>
        ) : (
          <AttachmentManager
            attachments={list}
            onUpload={async (file) => {
              const attachment = await guarded(() => api.uploadPatientAttachment({ body: { file } }));
              setLoad({ status: 'loaded', value: [attachment, ...list] });
            }}
            onDownload={async (attachment) => {
              const blob = await guarded(() => api.getPatientAttachment({ path: { id: attachment.id } }));
              const url = URL.createObjectURL(blob);
              const anchor = document.createElement('a');
              anchor.href = url;
              anchor.download = attachment.file_name;
              anchor.click();
              setTimeout(() => {
                URL.revokeObjectURL(url);
              }, 0);
            }}
            onDelete={async (attachment) => {
              await guarded(() => api.deletePatientAttachment({ path: { id: attachment.id } }));
              setLoad({ status: 'loaded', value: list.filter((entry) => entry.id !== attachment.id) });
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

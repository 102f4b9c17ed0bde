import type { Schema } from '@aafiyat/api';
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
import { useId, useState } from 'react';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { useLoad, useSessionGuard } from '../../../app/load';
import { MissedCallsSection } from './MissedCallsSection';
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

const fetchProfile = (signal: AbortSignal) => api.getPatientProfile({}, { signal });

function ProfileBody() {
  const { load, setData, retry } = useLoad('profile', fetchProfile, { role: 'patient' });

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
              <ProfileHeader profile={load.data} />
              <ConditionsSection profile={load.data} onSaved={setData} />
            </>
          )}
          <MissedCallsSection />
          <AppointmentsSection />
          <AttachmentsSection />
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

function ConditionsSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const headingId = useId();
  const { guard } = useSessionGuard('patient');

  const save = async (chronicDiseases: ChronicDisease[]) => {
    onSaved(await guard(() => api.updatePatientProfile({ body: { chronic_diseases: chronicDiseases } })));
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

function AppointmentsSection() {
  const headingId = useId();
  const [filter, setFilter] = useState<PaymentFilter>(PaymentFilter.All);
  const { load, retry } = useLoad(
    `appointments ${String(filter)}`,
    (signal) => api.listPatientAppointments({ query: { filter, page_size: 50 } }, { signal }),
    { role: 'patient' },
  );

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
        ) : load.data.data.length === 0 ? (
          <Stack gap="small" alignItems="flex-start">
            <Text>
              {filter === PaymentFilter.All
                ? 'You have no appointments yet. Find a doctor and book online or at a clinic.'
                : 'No appointments match this payment filter.'}
            </Text>
            <Link href="/doctors/search">Find a doctor</Link>
          </Stack>
        ) : (
          <AppointmentLists appointments={load.data.data} />
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

const fetchAttachments = (signal: AbortSignal) =>
  api.listPatientAttachments({}, { signal }).then((list) => list.data);

function AttachmentsSection() {
  const headingId = useId();
  const { load, setData, retry } = useLoad('attachments', fetchAttachments, { role: 'patient' });
  const { guard } = useSessionGuard('patient');
  const list = load.status === 'loaded' ? load.data : [];

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
              const attachment = await guard(() => api.uploadPatientAttachment({ body: { file } }));
              setData([attachment, ...list]);
            }}
            onDownload={async (attachment) => {
              const blob = await guard(() => api.getPatientAttachment({ path: { id: attachment.id } }));
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
              await guard(() => api.deletePatientAttachment({ path: { id: attachment.id } }));
              setData(list.filter((entry) => entry.id !== attachment.id));
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

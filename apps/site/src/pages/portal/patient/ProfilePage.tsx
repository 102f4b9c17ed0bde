import {
  Box,
  Button,
  ConsultationBanner,
  Container,
  Heading,
  InlineAlert,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@aafiyat/ui';
import { api } from '../../../app/api';
import { RequireRole } from '../../../app/auth';
import { useLoad } from '../../../app/load';
import type { PageMeta } from '../../../app/meta';
import { MissedCallsSection } from './MissedCallsSection';
import { ProfileAppointmentsSection } from './ProfileAppointmentsSection';
import { ProfileAttachmentsSection } from './ProfileAttachmentsSection';
import { ProfileConditionsSection } from './ProfileConditionsSection';
import { ProfileHeader } from './ProfileHeader';

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
              <ProfileConditionsSection profile={load.data} onSaved={setData} />
            </>
          )}
          <MissedCallsSection />
          <ProfileAppointmentsSection />
          <ProfileAttachmentsSection />
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

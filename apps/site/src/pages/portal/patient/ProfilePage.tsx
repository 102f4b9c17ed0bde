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
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { MissedCallsSection } from './MissedCallsSection';
import { ProfileAppointmentsSection } from './ProfileAppointmentsSection';
import { ProfileAttachmentsSection } from './ProfileAttachmentsSection';
import { ProfileConditionsSection } from './ProfileConditionsSection';
import { ProfileHeader } from './ProfileHeader';

export const meta: PageMetaSource = (t) => ({
  title: t('Patient.profile.title'),
  description: t('Patient.meta.description'),
  noindex: true,
});

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
  const t = useSiteMessages();
  const { load, setData, retry } = useLoad('profile', fetchProfile, { role: 'patient' });

  return (
    <>
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        <Stack gap="xxlarge">
          {load.status === 'loading' ? (
            <Stack gap="medium">
              <Heading level={1}>{t('Patient.profile.title')}</Heading>
              <div role="status">
                <VisuallyHidden>{t('Patient.profile.loading')}</VisuallyHidden>
              </div>
              <Box aria-hidden="true">
                <Skeleton lines={3} />
              </Box>
            </Stack>
          ) : load.status === 'error' ? (
            <Stack gap="large" alignItems="flex-start">
              <Heading level={1}>{t('Patient.profile.title')}</Heading>
              <InlineAlert tone="critical" title={t('Patient.profile.error')} announce>
                {load.message}
              </InlineAlert>
              <Button icon="alertCircle" onClick={retry}>
                {t('Patient.retry')}
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
        heading={t('Patient.banner.heading')}
        description={t('Patient.banner.description')}
        onlineHref="/doctors/search?is_online=true"
        inClinicHref="/doctors/search"
      />
    </>
  );
}

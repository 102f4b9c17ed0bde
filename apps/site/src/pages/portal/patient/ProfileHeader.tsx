import type { Schema } from '@aafiyat/api';
import { Avatar, Heading, Inline, Stack, Text, VisuallyHidden } from '@aafiyat/ui';
import { api } from '../../../app/api';
import { useSiteMessages } from '../../../i18n/language';

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  /** The signed-in patient. */
  profile: Schema<'PatientProfile'>;
}

/** The patient's picture, name (the page's heading) and mobile number. */
export function ProfileHeader({ profile }: ProfileHeaderProps) {
  const t = useSiteMessages();
  return (
    <Inline gap="large" alignItems="center">
      <Avatar name={profile.name} src={api.images.patient(profile.id)} size="large" decorative />
      <Stack gap="xsmall">
        <Heading level={1}>{profile.name}</Heading>
        <Text tone="muted">
          <VisuallyHidden>{`${t('Patient.profile.mobileNumber')} `}</VisuallyHidden>
          {/* A phone number reads left to right in an Urdu line too. */}
          <span dir="ltr">{profile.phone_number}</span>
        </Text>
      </Stack>
    </Inline>
  );
}

import type { Schema } from '@aafiyat/api';
import { Avatar, Heading, Inline, Stack, Text, VisuallyHidden } from '@aafiyat/ui';
import { api } from '../../../app/api';

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  /** The signed-in patient. */
  profile: Schema<'PatientProfile'>;
}

/** The patient's picture, name (the page's heading) and mobile number. */
export function ProfileHeader({ profile }: ProfileHeaderProps) {
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

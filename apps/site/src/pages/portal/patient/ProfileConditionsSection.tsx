import type { Schema } from '@aafiyat/api';
import type { ChronicDisease } from '@aafiyat/domain';
import { Box, Heading, MedicalHistoryForm, Stack } from '@aafiyat/ui';
import { useId } from 'react';
import { api } from '../../../app/api';
import { useSessionGuard } from '../../../app/load';
import { useSiteMessages } from '../../../i18n/language';

type Profile = Schema<'PatientProfile'>;

/** Props of {@link ProfileConditionsSection}. */
export interface ProfileConditionsSectionProps {
  /** The patient, whose chronic conditions the form starts with. */
  profile: Profile;
  /** The server's answer to a save: the profile as it now is. */
  onSaved: (profile: Profile) => void;
}

/** The patient's medical history (chronic conditions), saved to the server. */
export function ProfileConditionsSection({ profile, onSaved }: ProfileConditionsSectionProps) {
  const t = useSiteMessages();
  const headingId = useId();
  const { guard } = useSessionGuard('patient');

  const save = async (chronicDiseases: ChronicDisease[]) => {
    onSaved(await guard(() => api.updatePatientProfile({ body: { chronic_diseases: chronicDiseases } })));
  };

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} size="medium" id={headingId}>
          {t('Patient.history.heading')}
        </Heading>
        <MedicalHistoryForm defaultValue={profile.chronic_diseases} onSave={save} />
      </Stack>
    </Box>
  );
}

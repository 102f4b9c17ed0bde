import { AttachmentManager, Box, Heading, Stack } from '@aafiyat/ui';
import { useId } from 'react';
import { api } from '../../../app/api';
import { useLoad, useSessionGuard } from '../../../app/load';
import { useSiteMessages } from '../../../i18n/language';
import { ProfileSectionLoad } from './ProfileSectionLoad';

const fetchAttachments = (signal: AbortSignal) =>
  api.listPatientAttachments({}, { signal }).then((list) => list.data);

/** The patient's reports and prescriptions: upload, download and delete. */
export function ProfileAttachmentsSection() {
  const t = useSiteMessages();
  const headingId = useId();
  const { load, setData, retry } = useLoad('attachments', fetchAttachments, { role: 'patient' });
  const { guard } = useSessionGuard('patient');

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="medium" id={headingId}>
          {t('Patient.files.heading')}
        </Heading>
        <ProfileSectionLoad
          load={load}
          loadingText={t('Patient.files.loading')}
          skeletonLines={3}
          errorTitle={t('Patient.files.error')}
          onRetry={retry}
        >
          {(list) => (
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
        </ProfileSectionLoad>
      </Stack>
    </Box>
  );
}

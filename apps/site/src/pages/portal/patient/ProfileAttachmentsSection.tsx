import {
  AttachmentManager,
  Box,
  Button,
  Heading,
  InlineAlert,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@aafiyat/ui';
import { useId } from 'react';
import { api } from '../../../app/api';
import { useLoad, useSessionGuard } from '../../../app/load';

const fetchAttachments = (signal: AbortSignal) =>
  api.listPatientAttachments({}, { signal }).then((list) => list.data);

/** The patient's reports and prescriptions: upload, download and delete. */
export function ProfileAttachmentsSection() {
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

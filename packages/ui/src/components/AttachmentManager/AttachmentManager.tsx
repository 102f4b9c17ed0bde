import { useRef, useState } from 'react';
import { readFormRefusal } from '../../forms/formErrors';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import type { FieldWordings } from '../../primitives/Field/serverFieldErrors';
import { FileInput, formatFileSize } from '../../primitives/FileInput';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useMessages } from '../../i18n/I18nContext';

/** One stored file, as the list shows it. */
export interface AttachmentItem {
  /** The file's id. */
  id: number;
  /** Its name, with the extension. */
  file_name: string;
  /** Its size in bytes. */
  size: number;
  /** When it was uploaded (ISO 8601). */
  created_at: string;
}

export interface AttachmentManagerProps {
  /** The patient's files, newest first. */
  attachments: readonly AttachmentItem[];
  /**
   * Uploads a file the browser already checked (type and 5 MB through the domain). Resolve when stored (the caller
   * adds it to `attachments`); reject with an `Error` whose message is what to show (the server's own check).
   */
  onUpload: (file: File) => Promise<unknown>;
  /** Downloads a file; reject with an `Error` to show its message. */
  onDownload: (attachment: AttachmentItem) => Promise<unknown>;
  /** Deletes a file after the person confirmed; resolve when gone (the caller drops it from `attachments`). */
  onDelete: (attachment: AttachmentItem) => Promise<unknown>;
}

/** Shown when Upload is pressed without an accepted file. */
export const ATTACHMENT_NONE_CHOSEN_MESSAGE = 'Choose a file to upload first.';

/** Shown when a rejection carries no message of its own. */
export const ATTACHMENT_ACTION_FAILED_MESSAGE = 'That did not work. Please try again.';

/** How the picker speaks of the file when the server refuses it (the multipart field `file`). */
const attachmentFieldWordings: FieldWordings<'file'> = {
  file: { property: 'file', label: 'File', messages: { required: ATTACHMENT_NONE_CHOSEN_MESSAGE } },
};

const uploadedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : ATTACHMENT_ACTION_FAILED_MESSAGE;

/**
 * A patient's reports and prescriptions: pick a file (checked in the browser against the allowed types and 5 MB),
 * upload it, and download or delete the stored ones (deleting asks first). Outcomes are announced.
 */
export function AttachmentManager({ attachments, onUpload, onDownload, onDelete }: AttachmentManagerProps) {
  const t = useMessages();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async () => {
    if (uploading) return;
    if (file === null) {
      setNotice({ tone: 'critical', text: ATTACHMENT_NONE_CHOSEN_MESSAGE });
      return;
    }
    setUploading(true);
    setNotice(null);
    try {
      await onUpload(file);
      setNotice({ tone: 'positive', text: `${file.name} was uploaded.` });
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      // The server's problem with the file (its content is not what its name says) is said under the picker, with
      // focus there; a refusal that names no field is said in the notice.
      const refusal = readFormRefusal(t, error, attachmentFieldWordings, messageOf);
      setFileError(refusal.errors.file);
      setNotice(refusal.alert === undefined ? null : { tone: 'critical', text: refusal.alert });
      if (refusal.errors.file !== undefined) fileRef.current?.focus();
    } finally {
      setUploading(false);
    }
  };

  const act = async (attachment: AttachmentItem, action: 'download' | 'delete') => {
    setBusyId(attachment.id);
    setNotice(null);
    try {
      if (action === 'download') {
        await onDownload(attachment);
      } else {
        await onDelete(attachment);
        setNotice({ tone: 'positive', text: `${attachment.file_name} was deleted.` });
      }
    } catch (error) {
      setNotice({ tone: 'critical', text: messageOf(error) });
    } finally {
      setBusyId(null);
      setConfirmId(null);
    }
  };

  return (
    <Stack gap="large">
      <Stack gap="medium" alignItems="flex-start">
        <FileInput
          key={inputKey}
          ref={fileRef}
          label="Add a file"
          hint="JPG, PNG, GIF, PDF, TXT or DOCX, up to 5 MB."
          name="file"
          error={fileError}
          onSelect={({ file: chosen }) => {
            setFile(chosen);
            setFileError(undefined);
            setNotice(null);
          }}
          onReject={() => {
            setFile(null);
            setFileError(undefined);
          }}
        />
        <Button icon="upload" variant="outline" pending={uploading} onClick={() => void upload()}>
          Upload
        </Button>
      </Stack>
      {notice === null ? null : (
        <InlineAlert tone={notice.tone} announce>
          {notice.text}
        </InlineAlert>
      )}
      {attachments.length === 0 ? (
        <Text>
          You have not uploaded any files yet. Add lab reports or prescriptions to share with your doctors.
        </Text>
      ) : (
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="medium"
          padding="none"
          aria-label="Your files"
        >
          {attachments.map((attachment) => (
            <Card key={attachment.id} as="li" padding="medium" tone="surface">
              <Stack gap="small">
                <Text weight="strong">{attachment.file_name}</Text>
                <Text tone="muted" size="small">
                  {formatFileSize(attachment.size)} · uploaded{' '}
                  {uploadedOn.format(new Date(attachment.created_at))}
                </Text>
                {confirmId === attachment.id ? (
                  <Inline gap="small" alignItems="center">
                    <Text>Delete {attachment.file_name}? This cannot be undone.</Text>
                    <Button
                      size="small"
                      tone="critical"
                      pending={busyId === attachment.id}
                      onClick={() => void act(attachment, 'delete')}
                    >
                      Yes, delete
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => {
                        setConfirmId(null);
                      }}
                    >
                      Keep it
                    </Button>
                  </Inline>
                ) : (
                  <Inline gap="small">
                    <Button
                      size="small"
                      variant="outline"
                      pending={busyId === attachment.id}
                      onClick={() => void act(attachment, 'download')}
                    >
                      Download<VisuallyHidden>{` ${attachment.file_name}`}</VisuallyHidden>
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      tone="critical"
                      onClick={() => {
                        setConfirmId(attachment.id);
                      }}
                    >
                      Delete<VisuallyHidden>{` ${attachment.file_name}`}</VisuallyHidden>
                    </Button>
                  </Inline>
                )}
              </Stack>
            </Card>
          ))}
        </Box>
      )}
    </Stack>
  );
}

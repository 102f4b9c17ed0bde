import { useRef, useState } from 'react';
import { useRefusalMessage } from '../../i18n/useRefusalMessage';
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
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { formatIsoDate } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

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

/** How the picker speaks of the file when the server refuses it (the multipart field `file`). */
function attachmentFieldWordings(t: Translate): FieldWordings<'file'> {
  return {
    file: {
      property: 'file',
      label: t('AttachmentManager.file'),
      messages: { required: t('AttachmentManager.noneChosen') },
    },
  };
}

/** The day a file was uploaded, in the device's calendar ("2 June 2026", "2 جون 2026"). */
function uploadedOn(t: Translate, createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  const day = `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return formatIsoDate(t, day) ?? createdAt;
}

/**
 * A patient's reports and prescriptions: pick a file (checked in the browser against the allowed types and 5 MB),
 * upload it, and download or delete the stored ones (deleting asks first). Outcomes are announced.
 */
export function AttachmentManager({ attachments, onUpload, onDownload, onDelete }: AttachmentManagerProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const locale = useLocale();
  // A failure with no words of its own gets this list's sentence in any language; one with words is the server's
  // sentence in English and the catalog's for its code in another language.
  const messageOf = (error: unknown) =>
    error instanceof Error && error.message !== ''
      ? locale === 'en'
        ? error.message
        : refusalWords(error)
      : t('AttachmentManager.failed');
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
      setNotice({ tone: 'critical', text: t('AttachmentManager.noneChosen') });
      return;
    }
    setUploading(true);
    setNotice(null);
    try {
      await onUpload(file);
      setNotice({ tone: 'positive', text: t('AttachmentManager.uploaded', { name: file.name }) });
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      // The server's problem with the file (its content is not what its name says) is said under the picker, with
      // focus there; a refusal that names no field is said in the notice.
      const refusal = readFormRefusal(t, error, attachmentFieldWordings(t), messageOf, locale);
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
        setNotice({ tone: 'positive', text: t('AttachmentManager.deleted', { name: attachment.file_name }) });
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
          label={t('AttachmentManager.add')}
          hint={t('AttachmentManager.hint')}
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
          {t('AttachmentManager.upload')}
        </Button>
      </Stack>
      {notice === null ? null : (
        <InlineAlert tone={notice.tone} announce>
          {notice.text}
        </InlineAlert>
      )}
      {attachments.length === 0 ? (
        <Text>{t('AttachmentManager.none')}</Text>
      ) : (
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="medium"
          padding="none"
          aria-label={t('AttachmentManager.yourFiles')}
        >
          {attachments.map((attachment) => (
            <Card key={attachment.id} as="li" padding="medium" tone="surface">
              <Stack gap="small">
                <Text weight="strong">{attachment.file_name}</Text>
                <Text tone="muted" size="small">
                  {t('AttachmentManager.sizeAndDate', {
                    size: formatFileSize(t, attachment.size),
                    date: uploadedOn(t, attachment.created_at),
                  })}
                </Text>
                {confirmId === attachment.id ? (
                  <Inline gap="small" alignItems="center">
                    <Text>{t('AttachmentManager.confirmDelete', { name: attachment.file_name })}</Text>
                    <Button
                      size="small"
                      tone="critical"
                      pending={busyId === attachment.id}
                      onClick={() => void act(attachment, 'delete')}
                    >
                      {t('AttachmentManager.yesDelete')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => {
                        setConfirmId(null);
                      }}
                    >
                      {t('AttachmentManager.keep')}
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
                      {t('AttachmentManager.download')}
                      <VisuallyHidden>{` ${attachment.file_name}`}</VisuallyHidden>
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      tone="critical"
                      onClick={() => {
                        setConfirmId(attachment.id);
                      }}
                    >
                      {t('AttachmentManager.delete')}
                      <VisuallyHidden>{` ${attachment.file_name}`}</VisuallyHidden>
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

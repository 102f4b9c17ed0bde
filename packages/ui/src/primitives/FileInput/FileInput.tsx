import { ATTACHMENT_ACCEPT, checkAttachment, ATTACHMENT_MESSAGES } from '@aafiyat/domain';
import { useId, useState, type Ref } from 'react';
import { Icon } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { Field, type FieldFrameProps } from '../Field/Field';
import * as styles from './FileInput.css';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey, Translate } from '../../i18n/translator';

/** A file size people can read: `'820 bytes'`, `'14 KB'`, `'1.2 MB'`. */
export function formatFileSize(t: Translate, bytes: number): string {
  if (bytes < 1024) return t('FileInput.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The catalog's key for each of the domain's refusals, so a refused file is told why in the page's language. */
const refusalKeys: Readonly<Record<keyof typeof ATTACHMENT_MESSAGES, MessageKey>> = {
  notAllowed: 'FileInput.notAllowed',
  typeMismatch: 'FileInput.typeMismatch',
  tooLarge: 'FileInput.tooLarge',
  empty: 'FileInput.empty',
  unreadableSize: 'FileInput.unreadableSize',
};

/** The domain's refusal of a file, in the translator's language (a message it does not know, as it is). */
export function attachmentRefusalMessage(t: Translate, message: string): string {
  const reason = (Object.keys(ATTACHMENT_MESSAGES) as (keyof typeof ATTACHMENT_MESSAGES)[]).find(
    (key) => ATTACHMENT_MESSAGES[key] === message,
  );
  return reason === undefined ? message : t(refusalKeys[reason]);
}

export interface FileInputProps extends Omit<FieldFrameProps, 'data'> {
  /**
   * Called once for each chosen file that passes @aafiyat/domain's `checkAttachment` (type and 5 MB limit).
   * Refused files never reach it; their message is shown under the field instead.
   */
  onSelect?: (selection: { file: File }) => void;
  /** Called for each refused file with the domain's message, for callers that keep their own list. */
  onReject?: (rejection: { file: File; message: string }) => void;
  /** What the picker offers; the domain's `ATTACHMENT_ACCEPT` by default. */
  accept?: string;
  /** Several files can be chosen at once; each is checked on its own. */
  multiple?: boolean;
  /** The form field name. */
  name?: string;
  /** The input cannot be used. */
  disabled?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes on the input. */
  data?: Record<string, string>;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled file picker for attachments. Each chosen file is checked against the domain's rule; the
 * accepted files are listed with their size, and the reason for a refusal is shown in the domain's words.
 */
export function FileInput({
  label,
  labelHidden,
  hint,
  error,
  required,
  id,
  onSelect,
  onReject,
  accept = ATTACHMENT_ACCEPT,
  multiple = false,
  name,
  disabled,
  data,
  ref,
}: FileInputProps) {
  const t = useMessages();
  const [chosen, setChosen] = useState<readonly File[]>([]);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const chosenId = useId();

  return (
    <Field
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error ?? refusal}
      required={required}
      id={id}
      describedBy={chosen.length > 0 ? chosenId : undefined}
    >
      {(field) => (
        <>
          <input
            ref={ref}
            className={styles.input}
            type="file"
            accept={accept}
            multiple={multiple}
            name={name}
            disabled={disabled}
            data-state={chosen.length > 0 ? 'chosen' : 'empty'}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              const accepted: File[] = [];
              const messages: string[] = [];
              for (const file of files) {
                const check = checkAttachment(file);
                if (check.ok) {
                  accepted.push(file);
                  onSelect?.({ file });
                } else {
                  const said = attachmentRefusalMessage(t, check.message);
                  messages.push(files.length > 1 ? `${file.name}: ${said}` : said);
                  onReject?.({ file, message: check.message });
                }
              }
              // A refused file must not stay in the input, where a plain form post would still send it.
              if (messages.length > 0) event.target.value = '';
              setChosen(accepted);
              setRefusal(messages.length > 0 ? messages.join(' ') : undefined);
            }}
            {...field}
            {...dataAttributes(data)}
          />
          {chosen.length > 0 ? (
            <ul id={chosenId} className={styles.chosen}>
              {chosen.map((file) => (
                <li key={`${file.name}-${String(file.size)}`} className={styles.file}>
                  <Icon name="file" />
                  <span>{file.name}</span>
                  <span className={styles.size}>{`(${formatFileSize(t, file.size)})`}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}

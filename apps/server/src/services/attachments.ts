// Uploaded files (a patient's attachments, a contact message's attachment): read whole from their multipart
// part, then checked twice, by the domain's rule on the name and declared type and by the bytes' signature.
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  checkAttachment,
  extensionOf,
  sniffAttachmentType,
  type AttachmentMimeType,
} from '@aafiyat/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { fail, HttpError } from '../http/operation';

const FILE_NAME_MAX_LENGTH = 255;
const FILE_TYPE_NOT_ALLOWED = 'file_type_not_allowed';
const CONTENT_MISMATCH_MESSAGE =
  "This file's content does not match its name. Only real JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.";

/** A file part read whole, not yet checked. */
export interface ReceivedFile {
  fieldName: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
  /** The parser cut the file at the size limit: it is too large. */
  truncated: boolean;
}

/** A file that passed every check, ready to store. */
export interface CheckedAttachment {
  fileName: string;
  contentType: AttachmentMimeType;
  bytes: Buffer;
}

/**
 * Runs `read` over a multipart body. A body the parser cannot read (cut short, no boundary, broken part
 * headers) is the sender's fault: 400, never 500. Errors that carry a status (the parser's limits answer 413)
 * pass through as they are.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') {
      throw error;
    }
    throw fail.badRequest('The form could not be read. Please send it again.', 'validation_failed');
  }
}

/**
 * Reads the part's file whole. A file over the limit is cut by the parser (parts must be read with
 * `throwFileSizeLimit: false`); {@link checkReceivedFile} answers it 413.
 */
export async function receiveFile(part: MultipartFile): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return {
    fieldName: part.fieldname,
    fileName: part.filename,
    declaredType: part.mimetype,
    bytes: Buffer.concat(chunks),
    truncated: part.file.truncated,
  };
}

/**
 * Checks a received file sent in the multipart field `field`: 413 `file_too_large` when it was cut at 5 MB,
 * 400 when it came in another field or is empty, 400 `file_type_not_allowed` when its name or declared type is
 * not allowed or its bytes are not what its name says (a declared type is only a claim).
 */
export function checkReceivedFile(
  file: ReceivedFile,
  field: string,
  log: FastifyBaseLogger,
): CheckedAttachment {
  const path = `body/${field}`;
  if (file.truncated) throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge, 'file_too_large');
  if (file.fieldName !== field) {
    throw fail.badRequest(`Send the file in the field "${field}".`, 'validation_failed', [
      { path, message: `"${field}" is required.` },
    ]);
  }
  const fileName = cleanFileName(file.fileName);
  // Browsers send application/octet-stream for a type their system does not know (often .docx); the bytes are
  // sniffed below, so such a file is judged by its extension and content.
  const declared = file.declaredType === 'application/octet-stream' ? '' : file.declaredType;
  const check = checkAttachment({ name: fileName, type: declared, size: file.bytes.length });
  if (!check.ok) {
    if (check.reason === 'size' && file.bytes.length > ATTACHMENT_MAX_BYTES) {
      throw new HttpError(413, check.message, 'file_too_large');
    }
    const code = check.reason === 'empty' ? 'validation_failed' : FILE_TYPE_NOT_ALLOWED;
    throw fail.badRequest(check.message, code, [{ path, message: check.message }]);
  }
  if (sniffAttachmentType(file.bytes) !== check.mimeType) {
    log.warn({ declared: check.mimeType }, 'refused an attachment whose bytes do not match its type');
    throw fail.badRequest(CONTENT_MISMATCH_MESSAGE, FILE_TYPE_NOT_ALLOWED, [
      { path, message: CONTENT_MISMATCH_MESSAGE },
    ]);
  }
  return { fileName, contentType: check.mimeType, bytes: file.bytes };
}

/**
 * The part's file name as shown back: no folders, no control characters, the extension in lower case (the
 * contract's pattern), at most 255 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const extension = extensionOf(base);
  const stem = extension === '' ? base : base.slice(0, base.length - extension.length - 1);
  const keep = FILE_NAME_MAX_LENGTH - extension.length - 1;
  const safeStem = stem.trim() === '' ? 'attachment' : stem.slice(0, keep);
  return extension === '' ? safeStem.slice(0, FILE_NAME_MAX_LENGTH) : `${safeStem}.${extension}`;
}

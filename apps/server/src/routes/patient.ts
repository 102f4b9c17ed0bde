// The signed-in patient's own profile and attachments. Every query is scoped to the session's patient id, so
// another patient's row is simply not found (404), never shown.
import type { Schema } from '@aafiyat/api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  checkAttachment,
  extensionOf,
  isChronicDisease,
  sniffAttachmentType,
  type ChronicDisease,
} from '@aafiyat/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accounts, attachments, patients } from '../db/schema';
import { fail, HttpError, type OperationHandlers } from '../http/operation';
import type { SessionInfo } from '../services/sessions';

/** The most attachments one patient keeps (the contract's list holds at most 500). */
export const MAX_ATTACHMENTS_PER_PATIENT = 500;
const FILE_NAME_MAX_LENGTH = 255;

const FILE_TYPE_NOT_ALLOWED = 'file_type_not_allowed';
const CONTENT_MISMATCH_MESSAGE =
  "This file's content does not match its name. Only real JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.";

type PatientHandlerIds =
  | 'getPatientProfile'
  | 'updatePatientProfile'
  | 'listPatientAttachments'
  | 'uploadPatientAttachment'
  | 'getPatientAttachment'
  | 'deletePatientAttachment';

/** The session's patient id (the contract's x-roles has already refused every other role). */
export function patientIdOf(session: SessionInfo | null): number {
  if (!session) throw fail.unauthenticated();
  if (session.role !== 'patient') throw fail.forbidden();
  return session.userId;
}

/** Profile and attachments of the signed-in patient. */
export function patientHandlers({ db }: AppContext): Pick<OperationHandlers, PatientHandlerIds> {
  return {
    async getPatientProfile(request) {
      return { status: 200, body: await readProfile(db, patientIdOf(request.session)) };
    },

    async updatePatientProfile(request) {
      const patientId = patientIdOf(request.session);
      const [patient] = await db
        .select({ accountId: patients.accountId })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (!patient) throw fail.notFound('We could not find your profile.');
      const { name, chronic_diseases: diseases } = request.body;
      if (name !== undefined) {
        await db.update(accounts).set({ name: name.trim() }).where(eq(accounts.id, patient.accountId));
      }
      if (diseases !== undefined) {
        // The contract's enum and uniqueItems have checked the list; the set keeps it unique regardless.
        await db
          .update(patients)
          .set({ chronicDiseases: [...new Set(diseases)] })
          .where(eq(patients.id, patientId));
      }
      request.log.info({ patientId }, 'patient profile updated');
      return { status: 200, body: await readProfile(db, patientId) };
    },

    async listPatientAttachments(request) {
      const patientId = patientIdOf(request.session);
      const rows = await db
        .select(attachmentColumns)
        .from(attachments)
        .where(eq(attachments.patientId, patientId))
        .orderBy(desc(attachments.createdAt), desc(attachments.id))
        .limit(MAX_ATTACHMENTS_PER_PATIENT);
      return { status: 200, body: { data: rows.map(toAttachment) } };
    },

    async uploadPatientAttachment(request) {
      const patientId = patientIdOf(request.session);
      const upload = await readUpload(request);
      const [held] = await db
        .select({ total: count() })
        .from(attachments)
        .where(eq(attachments.patientId, patientId));
      if ((held?.total ?? 0) >= MAX_ATTACHMENTS_PER_PATIENT) {
        throw fail.badRequest(
          `You can keep at most ${String(MAX_ATTACHMENTS_PER_PATIENT)} attachments. Delete one to add another.`,
          'too_many_attachments',
        );
      }
      const [row] = await db
        .insert(attachments)
        .values({
          patientId,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.bytes.length,
          content: upload.bytes,
        })
        .returning(attachmentColumns);
      if (!row) throw new Error('insert returned no row');
      request.log.info({ patientId, attachmentId: row.id, size: row.size }, 'attachment stored');
      return { status: 201, body: toAttachment(row) };
    },

    async getPatientAttachment(request) {
      const patientId = patientIdOf(request.session);
      const [row] = await db
        .select({
          fileName: attachments.fileName,
          contentType: attachments.contentType,
          content: attachments.content,
        })
        .from(attachments)
        .where(and(eq(attachments.id, request.params.id), eq(attachments.patientId, patientId)));
      if (!row) throw fail.notFound('We could not find that attachment.');
      return {
        status: 200,
        body: Buffer.from(row.content),
        headers: {
          'content-type': row.contentType,
          'content-disposition': contentDisposition(row.fileName),
          'cache-control': 'private, no-store',
          // helmet sets it on every answer; said again here because a download must never be sniffed.
          'x-content-type-options': 'nosniff',
        },
      };
    },

    async deletePatientAttachment(request) {
      const patientId = patientIdOf(request.session);
      const deleted = await db
        .delete(attachments)
        .where(and(eq(attachments.id, request.params.id), eq(attachments.patientId, patientId)))
        .returning({ id: attachments.id });
      if (deleted.length === 0) throw fail.notFound('We could not find that attachment.');
      request.log.info({ patientId, attachmentId: request.params.id }, 'attachment deleted');
      return { status: 204, body: undefined };
    },
  };
}

async function readProfile(db: Database, patientId: number): Promise<Schema<'PatientProfile'>> {
  const [row] = await db
    .select({
      id: patients.id,
      name: accounts.name,
      phone: accounts.phone,
      diseases: patients.chronicDiseases,
    })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.id, patientId));
  if (!row?.phone) throw fail.notFound('We could not find your profile.');
  const diseases: ChronicDisease[] = [...new Set(row.diseases)].filter(isChronicDisease);
  return { id: row.id, name: row.name, phone_number: row.phone, chronic_diseases: diseases };
}

const attachmentColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  createdAt: attachments.createdAt,
};

function toAttachment(row: {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}): Schema<'Attachment'> {
  return {
    id: row.id,
    file_name: row.fileName,
    // Stored only after checkAttachment and the byte sniff agreed on one of the allowed types.
    content_type: row.contentType as Schema<'Attachment'>['content_type'],
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

interface Upload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reads the one file of the multipart field `file` whole (at most 5 MB: a longer one is cut by the parser and
 * answered 413), then checks it twice: the name and declared type by the domain's rule, and the bytes by their
 * signature, because a declared type is only a claim.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw fail.badRequest('Send the file as multipart/form-data, in the field "file".', 'validation_failed', [
      { path: 'body/file', message: '"file" is required.' },
    ]);
  }
  const part = await request.file({ throwFileSizeLimit: false, limits: { fileSize: ATTACHMENT_MAX_BYTES } });
  if (!part) {
    throw fail.badRequest('Choose a file to attach.', 'validation_failed', [
      { path: 'body/file', message: '"file" is required.' },
    ]);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) {
    throw new HttpError(413, ATTACHMENT_MESSAGES.tooLarge, 'file_too_large');
  }
  if (part.fieldname !== 'file') {
    throw fail.badRequest('Send the file in the field "file".', 'validation_failed', [
      { path: 'body/file', message: '"file" is required.' },
    ]);
  }
  const bytes = Buffer.concat(chunks);
  const fileName = cleanFileName(part.filename);
  // Browsers send application/octet-stream for a type their system does not know (often .docx); the bytes are
  // sniffed below, so such a file is judged by its extension and content.
  const declared = part.mimetype === 'application/octet-stream' ? '' : part.mimetype;
  const check = checkAttachment({ name: fileName, type: declared, size: bytes.length });
  if (!check.ok) {
    if (check.reason === 'size' && bytes.length > ATTACHMENT_MAX_BYTES) {
      throw new HttpError(413, check.message, 'file_too_large');
    }
    const code = check.reason === 'empty' ? 'validation_failed' : FILE_TYPE_NOT_ALLOWED;
    throw fail.badRequest(check.message, code, [{ path: 'body/file', message: check.message }]);
  }
  if (sniffAttachmentType(bytes) !== check.mimeType) {
    request.log.warn({ declared: check.mimeType }, 'refused an attachment whose bytes do not match its type');
    throw fail.badRequest(CONTENT_MISMATCH_MESSAGE, FILE_TYPE_NOT_ALLOWED, [
      { path: 'body/file', message: CONTENT_MISMATCH_MESSAGE },
    ]);
  }
  return { fileName, contentType: check.mimeType, bytes };
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

/**
 * `attachment` with the file name twice: an ASCII fallback in `filename` and the real name in RFC 5987's
 * `filename*` (UTF-8, percent-encoded), so Urdu names survive and no quote or newline can break the header.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

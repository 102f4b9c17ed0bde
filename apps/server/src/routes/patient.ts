// The signed-in patient's own profile and attachments. Every query is scoped to the session's patient id, so
// another patient's row is simply not found (404), never shown.
import type { Schema } from '@aafiyat/api';
import { ATTACHMENT_MAX_BYTES, isChronicDisease, type ChronicDisease } from '@aafiyat/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accounts, attachments, patients } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import {
  checkReceivedFile,
  readingMultipart,
  receiveFile,
  type CheckedAttachment,
} from '../services/attachments';
import type { SessionInfo } from '../services/sessions';

/** The most attachments one patient keeps (the contract's list holds at most 500). */
export const MAX_ATTACHMENTS_PER_PATIENT = 500;

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

/**
 * Reads the one file of the multipart field `file` whole (at most 5 MB: a longer one is cut by the parser and
 * answered 413), then checks it by name, declared type and bytes (services/attachments.ts).
 */
async function readUpload(request: FastifyRequest): Promise<CheckedAttachment> {
  if (!request.isMultipart()) {
    throw fail.badRequest('Send the file as multipart/form-data, in the field "file".', 'validation_failed', [
      { path: 'body/file', message: '"file" is required.' },
    ]);
  }
  const file = await readingMultipart(async () => {
    const part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: ATTACHMENT_MAX_BYTES },
    });
    return part ? receiveFile(part) : null;
  });
  if (!file) {
    throw fail.badRequest('Choose a file to attach.', 'validation_failed', [
      { path: 'body/file', message: '"file" is required.' },
    ]);
  }
  return checkReceivedFile(file, 'file', request.log);
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

import type { Schema } from '@aafiyat/api';
import {
  ATTACHMENT_MAX_BYTES,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  HELPLINE_ALREADY_RECEIVED_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  normalizeMobileNumber,
  pakistanDate,
} from '@aafiyat/domain';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import { and, eq, gt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { contactAttachments, contactMessages, demoRequests, helplineRequests } from '../db/schema';
import { fail, type FieldProblem, type OperationHandlers } from '../http/operation';
import { validateAsJsonBody } from '../http/validation';
import {
  checkReceivedFile,
  readingMultipart,
  receiveFile,
  type CheckedAttachment,
  type ReceivedFile,
} from '../services/attachments';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The contract's `ContactMessage` (its multipart form has the same fields plus `attachment`). */
type ContactBody = Schema<'ContactMessage'>;
// A form field holds at most the longest text the contract allows (2,000 characters, up to 4 bytes each).
const CONTACT_FIELD_BYTES = 8 * 1024;

/** Stored numbers are in the one 03XXXXXXXXX form, so `3001234567` and `03001234567` are the same person. */
export function storedPhone(phone: string, message = DEMO_INVALID_PHONE_MESSAGE): string {
  const normalized = normalizeMobileNumber(phone);
  if (!normalized)
    throw fail.badRequest(message, 'validation_failed', [{ path: 'body/phone_number', message }]);
  return normalized;
}

/** Demo requests, helpline call-backs and contact messages: stored for the sales and support teams. */
export function marketingHandlers({
  db,
}: AppContext): Pick<
  OperationHandlers,
  'addDemoRequest' | 'addHelplineCallback' | 'addContactUs' | 'clinicContactUs'
> {
  return {
    async addDemoRequest(request) {
      // `demo_for` is a product word (the contract's ProductType), stored as is: duplicates are judged per product.
      const { name, email, demo_for: product } = request.body;
      const phone = storedPhone(request.body.phone_number);
      const since = new Date(Date.now() - DAY_MS);
      const [duplicate] = await db
        .select({ id: demoRequests.id })
        .from(demoRequests)
        .where(
          and(
            eq(demoRequests.product, product),
            gt(demoRequests.createdAt, since),
            or(eq(demoRequests.phone, phone), eq(demoRequests.email, email.trim().toLowerCase())),
          ),
        )
        .limit(1);
      if (duplicate) throw fail.conflict(DEMO_REQUEST_FAILED_MESSAGE, 'duplicate_demo_request');
      const [row] = await db
        .insert(demoRequests)
        .values({ name: name.trim(), phone, email: email.trim().toLowerCase(), product })
        .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
      return { status: 201, body: receipt(row) };
    },

    // One call-back per number per day in Pakistan: the unique (phone, day) index makes a repeat, or two sent at
    // the same moment, insert nothing, and the repeat is answered with the first one's receipt.
    async addHelplineCallback(request) {
      const phone = storedPhone(request.body.phone_number, HELPLINE_INVALID_PHONE_MESSAGE);
      const receivedOn = pakistanDate(new Date());
      const columns = { id: helplineRequests.id, createdAt: helplineRequests.createdAt };
      const [row] = await db
        .insert(helplineRequests)
        .values({ phone, receivedOn })
        .onConflictDoNothing({ target: [helplineRequests.phone, helplineRequests.receivedOn] })
        .returning(columns);
      if (row) return { status: 201, body: receipt(row) };
      const [first] = await db
        .select(columns)
        .from(helplineRequests)
        .where(and(eq(helplineRequests.phone, phone), eq(helplineRequests.receivedOn, receivedOn)));
      return {
        status: 200,
        body: { ...receipt(first), code: 'already_received', message: HELPLINE_ALREADY_RECEIVED_MESSAGE },
      };
    },

    async addContactUs(request) {
      return { status: 201, body: receipt(await storeContact('general', request)) };
    },

    async clinicContactUs(request) {
      return { status: 201, body: receipt(await storeContact('clinic', request)) };
    },
  };

  /** Stores a contact message (JSON, or multipart with an optional attachment) with its file, in one go. */
  async function storeContact(
    channel: 'general' | 'clinic',
    request: FastifyRequest & { body: ContactBody | undefined },
  ) {
    const { body, attachment } = request.isMultipart()
      ? await readContactForm(request)
      : { body: request.body, attachment: null };
    if (!body) throw new Error('a JSON contact message reached its handler without a body');
    const phone = storedPhone(body.phone_number);
    const row = await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(contactMessages)
        .values({
          channel,
          name: body.name.trim(),
          email: body.email.trim().toLowerCase(),
          phone,
          subject: body.subject.trim(),
          message: body.message.trim(),
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (message && attachment) {
        await tx.insert(contactAttachments).values({
          messageId: message.id,
          fileName: attachment.fileName,
          contentType: attachment.contentType,
          size: attachment.bytes.length,
          content: attachment.bytes,
        });
      }
      return message;
    });
    if (row && attachment) {
      request.log.info({ messageId: row.id, size: attachment.bytes.length }, 'contact attachment stored');
    }
    return row;
  }
}

/**
 * Reads the multipart form of a contact message: the five fields, checked by the route's own validator of the
 * JSON body (the same rules, messages and `body/<field>` paths), and the optional file in `attachment`,
 * checked like a patient's attachment (413 over 5 MB, 400 `file_type_not_allowed` for a type or content that
 * is not allowed). A file input left empty (no name, no bytes) is no attachment.
 */
async function readContactForm(
  request: FastifyRequest,
): Promise<{ body: ContactBody; attachment: CheckedAttachment | null }> {
  const fields = new Map<string, unknown>();
  const problems: FieldProblem[] = [];
  // parts() honours `throwFileSizeLimit` as file() does (its type leaves it out): a file over 5 MB is cut, not
  // thrown, and answered 413 `file_too_large` by checkReceivedFile. At most one file; a few more fields than
  // the five, so an unknown one is named in a 400 rather than refused as a whole with a 413.
  const options: FastifyMultipartBaseOptions = {
    throwFileSizeLimit: false,
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: CONTACT_FIELD_BYTES },
  };
  const file = await readingMultipart(async () => {
    let received: ReceivedFile | null = null;
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        received = await receiveFile(part);
      } else if (fields.has(part.fieldname)) {
        const message = `"${part.fieldname}" was sent more than once.`;
        problems.push({ path: `body/${part.fieldname}`, message });
      } else if (part.valueTruncated) {
        const message = `"${part.fieldname}" is too long.`;
        problems.push({ path: `body/${part.fieldname}`, message });
      } else {
        fields.set(part.fieldname, part.value);
      }
    }
    return received;
  });
  const [first] = problems;
  if (first) throw fail.badRequest(first.message, 'validation_failed', problems);
  const body: unknown = Object.fromEntries(fields);
  validateAsJsonBody(request, body);
  const attached = file && !(file.fileName === '' && file.bytes.length === 0) ? file : null;
  return {
    body: body as ContactBody,
    attachment: attached && checkReceivedFile(attached, 'attachment', request.log),
  };
}

/** The contract's `Receipt`: the stored row's id and time. */
export function receipt(row: { id: number; createdAt: Date } | undefined) {
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

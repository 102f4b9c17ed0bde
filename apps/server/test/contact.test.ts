// The two contact forms: JSON as before, and multipart with an optional attachment checked like a patient's.
import { ATTACHMENT_MAX_BYTES, DEMO_INVALID_PHONE_MESSAGE } from '@aafiyat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAttachments, contactMessages } from '../src/db/schema';
import { PDF_BYTES, PNG_BYTES } from './care-support';
import { expectContract, startServer, TEST_ORIGIN, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type ContactId = 'addContactUs' | 'clinicContactUs';
const URLS: Record<ContactId, string> = {
  addContactUs: '/api/contact-us/add',
  clinicContactUs: '/api/clinic/contact_us',
};

const MESSAGE = {
  name: 'Kamran Akmal',
  email: 'Kamran.Akmal@example.pk',
  phone_number: '3211234567',
  subject: 'Clinic system for three branches',
  message: 'We run three clinics in Rawalpindi and would like pricing for the Premium package.',
};

interface FilePart {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

type Fields = Record<string, string> | [string, string][];

/** A multipart body with text fields (in order, repeats allowed) and at most one file. */
function form(fields: Fields, file?: FilePart) {
  const boundary = `----aafiyat${String(Math.random()).slice(2)}`;
  const chunks: Buffer[] = (Array.isArray(fields) ? fields : Object.entries(fields)).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachment'}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Each request from its own address, so the forms' per-IP limit (20 a minute) never interferes.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.30.${String(addressCounter >> 8)}.${String(addressCounter & 255)}`;
};

const postJson = (id: ContactId, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: URLS[id],
    payload,
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN },
  });

const postForm = (id: ContactId, fields: Fields, file?: FilePart) => {
  const body = form(fields, file);
  return server.app.inject({
    method: 'POST',
    url: URLS[id],
    payload: body.payload,
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN, ...body.headers },
  });
};

async function stored(): Promise<{ messages: number; attachments: number }> {
  const [messages] = await server.db.select({ total: count() }).from(contactMessages);
  const [attachments] = await server.db.select({ total: count() }).from(contactAttachments);
  return { messages: messages?.total ?? 0, attachments: attachments?.total ?? 0 };
}

async function messageRow(id: number) {
  const [row] = await server.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

async function attachmentOf(messageId: number) {
  const [row] = await server.db
    .select()
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, messageId));
  return row;
}

function fieldPaths(body: unknown): string[] {
  return (body as { fields?: { path: string }[] }).fields?.map((field) => field.path) ?? [];
}

describe.each(['addContactUs', 'clinicContactUs'] as const)('%s', (id) => {
  const channel = id === 'addContactUs' ? 'general' : 'clinic';

  it('stores a JSON message as before, without an attachment', async () => {
    const response = await postJson(id, MESSAGE);
    expect(response.statusCode).toBe(201);
    expectContract(id, response);
    const { id: messageId } = response.json<{ id: number }>();
    expect(await messageRow(messageId)).toMatchObject({
      channel,
      email: 'kamran.akmal@example.pk',
      phone: '03211234567',
      subject: MESSAGE.subject,
    });
    expect(await attachmentOf(messageId)).toBeUndefined();
  });

  it('still validates a JSON message against the contract', async () => {
    const response = await postJson(id, { ...MESSAGE, email: 'not-an-email', extra: 1 });
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
    expect(fieldPaths(response.json())).toEqual(expect.arrayContaining(['body/email', 'body/extra']));
  });

  it('stores a multipart message with a real PDF and keeps the file', async () => {
    const response = await postForm(id, MESSAGE, {
      name: 'Pricing Request.PDF',
      type: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(response.statusCode).toBe(201);
    expectContract(id, response);
    const { id: messageId } = response.json<{ id: number }>();
    expect(await messageRow(messageId)).toMatchObject({ channel, phone: '03211234567' });
    const attachment = await attachmentOf(messageId);
    expect(attachment).toMatchObject({
      fileName: 'Pricing Request.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(Buffer.from(attachment?.content ?? new Uint8Array())).toEqual(PDF_BYTES);
  });

  it('stores a PNG sent as application/octet-stream, judged by its name and bytes', async () => {
    const response = await postForm(id, MESSAGE, {
      name: 'clinic-front.png',
      type: 'application/octet-stream',
      bytes: PNG_BYTES,
    });
    expect(response.statusCode).toBe(201);
    expectContract(id, response);
    const attachment = await attachmentOf(response.json<{ id: number }>().id);
    expect(attachment).toMatchObject({ contentType: 'image/png', size: PNG_BYTES.length });
  });

  it('stores a multipart message without a file, and treats an empty file input as no file', async () => {
    for (const file of [undefined, { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }]) {
      const response = await postForm(id, MESSAGE, file);
      expect(response.statusCode).toBe(201);
      expectContract(id, response);
      expect(await attachmentOf(response.json<{ id: number }>().id)).toBeUndefined();
    }
  });

  it.each([
    ['a PNG named .pdf', { name: 'report.pdf', type: 'application/pdf', bytes: PNG_BYTES }],
    ['a program', { name: 'setup.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00') }],
    ['a PDF declared as a PNG', { name: 'scan.pdf', type: 'image/png', bytes: PDF_BYTES }],
  ])('refuses %s with 400 file_type_not_allowed and stores nothing', async (_, file) => {
    const before = await stored();
    const response = await postForm(id, MESSAGE, file);
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
    expect(response.json()).toMatchObject({ code: 'file_type_not_allowed' });
    expect(fieldPaths(response.json())).toEqual(['body/attachment']);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await stored();
    const bytes = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const response = await postForm(id, MESSAGE, { name: 'scan.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(413);
    expectContract(id, response);
    expect(response.json()).toMatchObject({ code: 'file_too_large' });
    expect(await stored()).toEqual(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF_BYTES.length)]);
    const response = await postForm(id, MESSAGE, { name: 'scan.pdf', type: 'application/pdf', bytes });
    expect(response.statusCode).toBe(201);
    expectContract(id, response);
    expect(await attachmentOf(response.json<{ id: number }>().id)).toMatchObject({
      size: ATTACHMENT_MAX_BYTES,
    });
  });

  it.each([
    ['a bad email', { ...MESSAGE, email: 'kamran-at-example' }, 'body/email', undefined],
    [
      'a bad mobile number',
      { ...MESSAGE, phone_number: '0412345678' },
      'body/phone_number',
      DEMO_INVALID_PHONE_MESSAGE,
    ],
    ['a missing subject', { ...MESSAGE, subject: undefined }, 'body/subject', 'Subject is required.'],
    ['a blank message', { ...MESSAGE, message: '   ' }, 'body/message', undefined],
    ['a subject over 150 characters', { ...MESSAGE, subject: 'x'.repeat(151) }, 'body/subject', undefined],
    ['a message over the field size', { ...MESSAGE, message: 'x'.repeat(9000) }, 'body/message', undefined],
    ['an unknown field', { ...MESSAGE, admin: 'true' }, 'body/admin', '"admin" is not an accepted field.'],
  ])('answers 400 with a field path for %s in a multipart form', async (_, fields, path, message) => {
    const before = await stored();
    const sent = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const response = await postForm(id, sent, {
      name: 'report.pdf',
      type: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.message.length).toBeGreaterThan(0);
    if (message) expect(body.message).toBe(message);
    expect(fieldPaths(body)).toContain(path);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 for a file sent in another field', async () => {
    const response = await postForm(id, MESSAGE, {
      field: 'file',
      name: 'report.pdf',
      type: 'application/pdf',
      bytes: PDF_BYTES,
    });
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
    expect(fieldPaths(response.json())).toEqual(['body/attachment']);
  });

  it('answers 400 for a field sent twice', async () => {
    const response = await postForm(id, [...Object.entries(MESSAGE), ['email', 'other@example.pk']]);
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
    expect(fieldPaths(response.json())).toEqual(['body/email']);
  });

  it('answers 400, not 500, for a multipart body the parser cannot read', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: URLS[id],
      payload: 'name=Kamran',
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=----aafiyat' },
    });
    expect(response.statusCode).toBe(400);
    expectContract(id, response);
  });

  it('answers 413 for a second file', async () => {
    const body = form(MESSAGE, { name: 'a.pdf', type: 'application/pdf', bytes: PDF_BYTES });
    const boundary = body.headers['content-type'].replace(/^.*boundary=/, '');
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="extra"; filename="b.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${PDF_BYTES.toString('latin1')}\r\n--${boundary}--\r\n`,
      'latin1',
    );
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
      second,
    ]);
    const before = await stored();
    const response = await server.app.inject({
      method: 'POST',
      url: URLS[id],
      payload,
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, ...body.headers },
    });
    expect(response.statusCode).toBe(413);
    expectContract(id, response);
    expect(await stored()).toEqual(before);
  });
});

import { ATTACHMENT_MAX_BYTES } from '@aafiyat/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../src/db/schema';
import { multipartBody, PDF_BYTES, PNG_BYTES } from './care-support';
import {
  expectContract,
  signInAs,
  startServer,
  TEST_ORIGIN,
  type SignedIn,
  type TestServer,
} from './harness';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
beforeAll(async () => {
  server = await startServer();
  patient = await signInAs(server, 'patient');
  otherPatient = await signInAs(server, 'patient');
  doctor = await signInAs(server, 'doctor');
});
afterAll(async () => {
  await server.close();
});

const upload = (
  fileName: string,
  type: string,
  bytes: Buffer,
  cookie: string | undefined,
  field = 'file',
) => {
  const body = multipartBody(fileName, type, bytes, field);
  return server.app.inject({
    method: 'POST',
    url: '/api/patient/attachments',
    payload: body.payload,
    headers: { origin: TEST_ORIGIN, ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const remove = (id: number, cookie?: string) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/patient/attachments/${String(id)}`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function storedCount(patientId: number): Promise<number> {
  const [row] = await server.db
    .select({ total: count() })
    .from(attachments)
    .where(eq(attachments.patientId, patientId));
  return row?.total ?? 0;
}

let pngId = 0;
let pdfId = 0;

describe('POST /api/patient/attachments', () => {
  it('stores a real PNG and a real PDF and answers their records', async () => {
    const png = await upload('x-ray.png', 'image/png', PNG_BYTES, patient.cookie);
    expect(png.statusCode).toBe(201);
    expectContract('uploadPatientAttachment', png);
    expect(png.json()).toMatchObject({
      file_name: 'x-ray.png',
      content_type: 'image/png',
      size: PNG_BYTES.length,
    });
    pngId = png.json<{ id: number }>().id;

    // Upper-case extensions and a generic declared type are fine: the bytes decide.
    const pdf = await upload('CBC Report.PDF', 'application/octet-stream', PDF_BYTES, patient.cookie);
    expect(pdf.statusCode).toBe(201);
    expectContract('uploadPatientAttachment', pdf);
    expect(pdf.json()).toMatchObject({ file_name: 'CBC Report.pdf', content_type: 'application/pdf' });
    pdfId = pdf.json<{ id: number }>().id;

    const text = await upload(
      'notes.txt',
      'text/plain',
      Buffer.from('Blood pressure 120/80, morning.\n'),
      patient.cookie,
    );
    expect(text.statusCode).toBe(201);
  });

  it('refuses a forged type: a .png whose bytes are not a PNG', async () => {
    const before = await storedCount(patient.userId);
    const response = await upload(
      'photo.png',
      'image/png',
      Buffer.from('MZ\x90\x00 not an image'),
      patient.cookie,
    );
    expect(response.statusCode).toBe(400);
    expectContract('uploadPatientAttachment', response);
    expect(response.json()).toMatchObject({ code: 'file_type_not_allowed' });
    expect(response.json<{ message: string }>().message).toMatch(/content does not match/);
    // A PDF renamed to .png is refused the same way.
    const renamed = await upload('scan.png', 'image/png', PDF_BYTES, patient.cookie);
    expect(renamed.json()).toMatchObject({ code: 'file_type_not_allowed' });
    expect(await storedCount(patient.userId)).toBe(before);
  });

  it.each([
    [
      'a type that is not allowed',
      'virus.exe',
      'application/x-msdownload',
      PNG_BYTES,
      'file_type_not_allowed',
    ],
    [
      'a declared type that does not match the name',
      'x-ray.png',
      'application/pdf',
      PNG_BYTES,
      'file_type_not_allowed',
    ],
    ['an empty file', 'empty.txt', 'text/plain', Buffer.alloc(0), 'validation_failed'],
  ])('answers 400 for %s', async (_, name, type, bytes, code) => {
    const response = await upload(name, type, bytes, patient.cookie);
    expect(response.statusCode).toBe(400);
    expectContract('uploadPatientAttachment', response);
    expect(response.json()).toMatchObject({ code });
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  it('answers 400 without a file part, and 415 for a body that is not multipart', async () => {
    const wrongField = await upload('x-ray.png', 'image/png', PNG_BYTES, patient.cookie, 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: 'Send the file in the field "file".' });
    expectContract('uploadPatientAttachment', wrongField);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/patient/attachments',
      payload: { file: 'x' },
      headers: { origin: TEST_ORIGIN, cookie: patient.cookie },
    });
    expect(json.statusCode).toBe(415);
    expectContract('uploadPatientAttachment', json);
    expect(json.json<{ message: string }>().message).toMatch(/multipart\/form-data/);
  });

  it('answers 400, not 500, for a multipart body the parser cannot read', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/patient/attachments',
      payload: 'not a multipart body',
      headers: {
        origin: TEST_ORIGIN,
        cookie: patient.cookie,
        'content-type': 'multipart/form-data; boundary=----aafiyat',
      },
    });
    expect(response.statusCode).toBe(400);
    expectContract('uploadPatientAttachment', response);
  });

  it('answers 413 for a file over 5 MB and stores nothing', async () => {
    const before = await storedCount(patient.userId);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x20)]);
    const response = await upload('big.pdf', 'application/pdf', big, patient.cookie);
    expect(response.statusCode).toBe(413);
    expectContract('uploadPatientAttachment', response);
    expect(response.json()).toMatchObject({ code: 'file_too_large' });
    expect(await storedCount(patient.userId)).toBe(before);
    // Exactly 5 MB is allowed.
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF_BYTES.length, 0x20)]);
    const fits = await upload('exact.pdf', 'application/pdf', exact, patient.cookie);
    expect(fits.statusCode).toBe(201);
    expect(fits.json()).toMatchObject({ size: ATTACHMENT_MAX_BYTES });
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await upload('x-ray.png', 'image/png', PNG_BYTES, undefined);
    expect(anonymous.statusCode).toBe(401);
    expectContract('uploadPatientAttachment', anonymous);
    const wrongRole = await upload('x-ray.png', 'image/png', PNG_BYTES, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('uploadPatientAttachment', wrongRole);
  });
});

describe('GET /api/patient/attachments', () => {
  it("lists the patient's own attachments, newest first", async () => {
    const response = await get('/api/patient/attachments', patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('listPatientAttachments', response);
    const names = response.json<{ data: { file_name: string }[] }>().data.map((item) => item.file_name);
    expect(names).toEqual(['exact.pdf', 'notes.txt', 'CBC Report.pdf', 'x-ray.png']);
    const other = await get('/api/patient/attachments', otherPatient.cookie);
    expect(other.json()).toEqual({ data: [] });
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await get('/api/patient/attachments');
    expect(anonymous.statusCode).toBe(401);
    expectContract('listPatientAttachments', anonymous);
    const wrongRole = await get('/api/patient/attachments', doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('listPatientAttachments', wrongRole);
  });
});

describe('GET /api/patient/attachments/{id}', () => {
  it('answers the bytes with the stored type, a download name and no caching', async () => {
    const response = await get(`/api/patient/attachments/${String(pngId)}`, patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getPatientAttachment', response);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="x-ray.png"; filename*=UTF-8''x-ray.png`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const pdf = await get(`/api/patient/attachments/${String(pdfId)}`, patient.cookie);
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''CBC%20Report.pdf`);
  });

  it("answers 404 for another patient's attachment and for an unknown id", async () => {
    const other = await get(`/api/patient/attachments/${String(pngId)}`, otherPatient.cookie);
    expect(other.statusCode).toBe(404);
    expectContract('getPatientAttachment', other);
    const unknown = await get('/api/patient/attachments/999999', patient.cookie);
    expect(unknown.statusCode).toBe(404);
    expectContract('getPatientAttachment', unknown);
  });

  it('answers 400 for a bad id, 401 without a session and 403 for another role', async () => {
    const bad = await get('/api/patient/attachments/abc', patient.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('getPatientAttachment', bad);
    const anonymous = await get(`/api/patient/attachments/${String(pngId)}`);
    expect(anonymous.statusCode).toBe(401);
    expectContract('getPatientAttachment', anonymous);
    const wrongRole = await get(`/api/patient/attachments/${String(pngId)}`, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getPatientAttachment', wrongRole);
  });
});

describe('DELETE /api/patient/attachments/{id}', () => {
  it("refuses another patient's delete with 404 and leaves the file", async () => {
    const response = await remove(pngId, otherPatient.cookie);
    expect(response.statusCode).toBe(404);
    expectContract('deletePatientAttachment', response);
    expect((await get(`/api/patient/attachments/${String(pngId)}`, patient.cookie)).statusCode).toBe(200);
  });

  it('answers 400 for a bad id, 401 without a session and 403 for another role', async () => {
    const bad = await remove(0, patient.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('deletePatientAttachment', bad);
    const anonymous = await remove(pngId);
    expect(anonymous.statusCode).toBe(401);
    expectContract('deletePatientAttachment', anonymous);
    const wrongRole = await remove(pngId, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('deletePatientAttachment', wrongRole);
  });

  it('deletes the patient’s own attachment; a second delete is 404', async () => {
    const response = await remove(pngId, patient.cookie);
    expect(response.statusCode).toBe(204);
    expectContract('deletePatientAttachment', response);
    expect((await get(`/api/patient/attachments/${String(pngId)}`, patient.cookie)).statusCode).toBe(404);
    const again = await remove(pngId, patient.cookie);
    expect(again.statusCode).toBe(404);
  });
});

// A refused request names each field at fault with a stable problem code (and its limit), and says it in a plain
// sentence: never a validator's own words ("must NOT have more than 100 characters").
import type { OperationId } from '@aafiyat/api';
import {
  DEMO_INVALID_PHONE_MESSAGE,
  FIELD_PROBLEM_CODES,
  HELPLINE_INVALID_PHONE_MESSAGE,
} from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/operation';
import { expectContract, signInAs, startServer, TEST_ORIGIN, type TestServer } from './harness';

let server: TestServer;
let patientCookie: string;
beforeAll(async () => {
  server = await startServer();
  patientCookie = (await signInAs(server, 'patient')).cookie;
});
afterAll(async () => {
  await server.close();
});

interface Problem {
  path: string;
  code: string;
  limit?: number;
  message: string;
}

const CONTACT = {
  name: 'Kamran Akmal',
  email: 'kamran.akmal@example.pk',
  phone_number: '03211234567',
  subject: 'Clinic system for three branches',
  message: 'We run three clinics in Rawalpindi.',
};
const SIGN_UP = {
  business_name: 'Shifa Clinic',
  owner_name: 'Imran Qureshi',
  phone_number: '03214567890',
  email: 'imran@example.pk',
  city: 'Karachi',
  address: 'Plot 23-C, DHA Phase 6',
  password: 'Karachi@2024',
  package_id: 1,
};
const BOOKING = {
  name: 'Zainab Hussain',
  phone_number: '03001234567',
  lab_id: 1,
  lab_branch_id: 1,
  test_ids: [1],
  preferred_date: '2099-01-01',
};

async function send(id: OperationId, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(response.statusCode, response.body).toBe(400);
  expectContract(id, response);
  return response.json<{ message: string; code: string; fields: Problem[] }>();
}

const longName = 'A'.repeat(540);

describe('a refused request’s field problems', () => {
  it.each<[string, OperationId, string, unknown, Omit<Problem, 'message'>, string]>([
    [
      'a 540-character name',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, name: longName },
      { path: 'body/name', code: 'too_long', limit: 100 },
      'Name must be at most 100 characters.',
    ],
    [
      'a missing subject',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, subject: undefined },
      { path: 'body/subject', code: 'required' },
      'Subject is required.',
    ],
    [
      'an empty name',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, name: '' },
      { path: 'body/name', code: 'required' },
      'Name is required.',
    ],
    [
      'a message of spaces only',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, message: '   ' },
      { path: 'body/message', code: 'required' },
      'Message is required.',
    ],
    [
      'an email without an @',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, email: 'kamran-at-example' },
      { path: 'body/email', code: 'invalid_format' },
      'Email is not in the right format.',
    ],
    [
      'a landline number on the demo form',
      'addDemoRequest',
      '/api/demo_request/add',
      { name: 'Ayesha', email: 'a@example.pk', phone_number: '0412345678', demo_for: 'clinic' },
      { path: 'body/phone_number', code: 'invalid_format' },
      DEMO_INVALID_PHONE_MESSAGE,
    ],
    [
      'a landline number on the helpline',
      'addHelplineCallback',
      '/api/admin/call-helpline/add',
      { phone_number: '0412345678', data: {} },
      { path: 'body/phone_number', code: 'invalid_format' },
      HELPLINE_INVALID_PHONE_MESSAGE,
    ],
    [
      'a field the operation does not take',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, is_admin: true },
      { path: 'body/is_admin', code: 'not_allowed' },
      '"is_admin" is not an accepted field.',
    ],
    [
      'a short password',
      'clinicSignup',
      '/api/clinic/signup',
      { ...SIGN_UP, password: 'abc' },
      { path: 'body/password', code: 'too_short', limit: 8 },
      'Password must be at least 8 characters.',
    ],
    [
      'a 301-character address',
      'clinicSignup',
      '/api/clinic/signup',
      { ...SIGN_UP, address: 'x'.repeat(301) },
      { path: 'body/address', code: 'too_long', limit: 300 },
      'Address must be at most 300 characters.',
    ],
    [
      'a number where text belongs',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, name: 123 },
      { path: 'body/name', code: 'wrong_type' },
      'Name has the wrong type.',
    ],
    [
      'a NUL character',
      'addContactUs',
      '/api/contact-us/add',
      { ...CONTACT, name: 'Kamran\u0000Akmal' },
      { path: 'body/name', code: 'invalid_character' },
      'Name must not contain a NUL character.',
    ],
    [
      'an empty list of tests',
      'bookLabTest',
      '/api/medical-test-labs/citi/booking',
      { ...BOOKING, test_ids: [] },
      { path: 'body/test_ids', code: 'too_few', limit: 1 },
      'Test ids must have at least 1 item.',
    ],
    [
      'the same test twice',
      'bookLabTest',
      '/api/medical-test-labs/citi/booking',
      { ...BOOKING, test_ids: [1, 1] },
      { path: 'body/test_ids', code: 'duplicate' },
      'Test ids lists the same item more than once.',
    ],
    [
      'a lab id of 0',
      'bookLabTest',
      '/api/medical-test-labs/citi/booking',
      { ...BOOKING, lab_id: 0 },
      { path: 'body/lab_id', code: 'too_small', limit: 1 },
      'Lab id must be at least 1.',
    ],
  ])('%s', async (_, id, url, body, problem, message) => {
    const answer = await send(id, 'POST', url, body);
    expect(answer.code).toBe('validation_failed');
    expect(answer.fields).toContainEqual({ ...problem, message });
    expect(answer.message).toBe(answer.fields[0]?.message);
  });

  it('says which query parameter is too large, with its limit', async () => {
    const answer = await send('searchDoctors', 'GET', '/api/doctors/search?page_size=5000');
    expect(answer.fields).toContainEqual(
      expect.objectContaining({ path: 'query/page_size', code: 'too_large', limit: 50 }),
    );
  });

  it('names a value outside the listed choices', async () => {
    const answer = await send(
      'updatePatientProfile',
      'PATCH',
      '/api/patient/profile',
      { chronic_diseases: ['<script>'] },
      patientCookie,
    );
    expect(answer.fields).toContainEqual({
      path: 'body/chronic_diseases/0',
      code: 'invalid_choice',
      message: 'Chronic diseases must be one of the listed choices.',
    });
  });

  it('gives a handler’s own field problem the error’s code, or `invalid` under a plain validation failure', () => {
    const rule = new HttpError(400, 'Please pick today or a later date.', 'date_in_past', [
      { path: 'body/date', message: 'Please pick today or a later date.' },
    ]);
    expect(rule.fields).toEqual([
      { path: 'body/date', code: 'date_in_past', message: 'Please pick today or a later date.' },
    ]);
    const plain = new HttpError(400, 'Choose a package.', 'validation_failed', [
      { path: 'body/package_id', message: 'Choose a package.' },
    ]);
    expect(plain.fields[0]?.code).toBe('invalid');
    const own = new HttpError(400, 'Too long.', 'validation_failed', [
      { path: 'body/name', code: 'too_long', limit: 100, message: 'Too long.' },
    ]);
    expect(own.fields[0]).toMatchObject({ code: 'too_long', limit: 100 });
  });

  it('never passes on a validator’s words, and uses only the listed codes for schema problems', async () => {
    const answer = await send('addContactUs', 'POST', '/api/contact-us/add', {
      name: longName,
      email: 'x',
      phone_number: '1',
      subject: '',
      message: 'y'.repeat(2001),
      extra: 1,
    });
    expect(answer.fields.length).toBeGreaterThanOrEqual(6);
    for (const field of answer.fields) {
      expect(FIELD_PROBLEM_CODES).toContain(field.code);
      expect(field.message).not.toMatch(/must NOT|^must |should /);
      expect(field.message).toMatch(/^[A-Z"]/);
    }
  });
});

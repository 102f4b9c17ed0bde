// The server accepts exactly the email addresses the domain's isValidEmail accepts (the contract's `Email`
// pattern is the domain's EMAIL_PATTERN): in a demo request, a contact message and a clinic sign-in.
import { isValidEmail } from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, operation, uniquePhone } from './auth-support';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const ACCEPTED = [
  'ayesha.khan@example.pk',
  'ali.khan+demo@clinic.com.pk',
  "o'brien@example.ie",
  // Letters of any script, and an underscore in the domain: a format validator refused them, the rule does not.
  'ayesha@مثال.پاکستان',
  'عائشہ@example.pk',
  'ali@exa_mple.pk',
];
const REFUSED = [
  'ali@example',
  'ali@example.',
  'ali@example..pk',
  'ali@.example.pk',
  'ali khan@example.pk',
  'ali@example.pk ',
  ' ali@example.pk',
  'ali\u0001@example.pk',
  'ali@@example.pk',
];

function fieldPaths(body: string): string[] {
  const parsed = JSON.parse(body) as { fields?: { path: string }[] };
  return (parsed.fields ?? []).map((field) => field.path);
}

describe('the email rule on the server is the domain’s', () => {
  it('agrees with isValidEmail on every case below', () => {
    for (const email of ACCEPTED) expect(isValidEmail(email), email).toBe(true);
    for (const email of REFUSED) expect(isValidEmail(email), email).toBe(false);
  });

  it.each(ACCEPTED)('stores a demo request and a contact message from %s', async (email) => {
    const demo = await operation(server, 'addDemoRequest', 'POST', '/api/demo_request/add', {
      payload: { name: 'Ayesha Khan', phone_number: uniquePhone(), email, demo_for: 'clinic' },
    });
    expect(demo.statusCode, demo.body).toBe(201);
    const contact = await operation(server, 'addContactUs', 'POST', '/api/contact-us/add', {
      payload: {
        name: 'Ayesha Khan',
        email,
        phone_number: uniquePhone(),
        subject: 'Timings',
        message: 'When is the clinic open?',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
  });

  it.each(REFUSED)('refuses %j with a 400 on body/email', async (email) => {
    const demo = await operation(server, 'addDemoRequest', 'POST', '/api/demo_request/add', {
      payload: { name: 'Ayesha Khan', phone_number: uniquePhone(), email, demo_for: 'clinic' },
    });
    expect(demo.statusCode).toBe(400);
    expect(fieldPaths(demo.body)).toContain('body/email');
  });

  it('reads a sign-in login by the same rule: a valid address is looked up, never refused as malformed', async () => {
    const unknown = await call(server, 'POST', '/api/clinic/clinic_login', {
      payload: { login: 'ayesha@مثال.پاکستان', password: 'Lahore#2024' },
    });
    expect(unknown.statusCode, unknown.body).toBe(401);
    const malformed = await call(server, 'POST', '/api/clinic/clinic_login', {
      payload: { login: 'ali@example', password: 'Lahore#2024' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

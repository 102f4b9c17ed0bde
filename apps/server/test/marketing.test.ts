import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { demoRequests, helplineRequests } from '../src/db/schema';
import { expectContract, startServer, TEST_ORIGIN, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

describe('POST /api/demo_request/add', () => {
  it('stores a demo request and answers its receipt', async () => {
    const response = await post('/api/demo_request/add', {
      name: 'Bilal Ahmed',
      phone_number: '03001234567',
      email: 'bilal.ahmed@example.pk',
      demo_for: 'clinic',
    });
    expect(response.statusCode).toBe(201);
    expectContract('addDemoRequest', response);
    const [row] = await server.db.select({ total: count() }).from(demoRequests);
    expect(row?.total).toBe(1);
  });

  it('refuses a second request for the same product within 24 h with the spec’s message', async () => {
    const again = await post('/api/demo_request/add', {
      name: 'Bilal A.',
      phone_number: '3001234567',
      email: 'someone.else@example.pk',
      demo_for: 'clinic',
    });
    expect(again.statusCode).toBe(409);
    expectContract('addDemoRequest', again);
    expect(again.json()).toMatchObject({ message: 'Demo request already exist!' });

    const otherProduct = await post('/api/demo_request/add', {
      name: 'Bilal Ahmed',
      phone_number: '03001234567',
      email: 'bilal.ahmed@example.pk',
      demo_for: 'pharmacy',
    });
    expect(otherProduct.statusCode).toBe(201);
  });

  it.each([
    ['a missing field', { name: 'Sana', phone_number: '03001234567', demo_for: 'clinic' }, 'body/email'],
    [
      'a bad mobile number',
      { name: 'Sana', phone_number: '0412345678', email: 's@example.pk', demo_for: 'clinic' },
      'body/phone_number',
    ],
    [
      'an unknown field',
      { name: 'Sana', phone_number: '03001234567', email: 's@example.pk', demo_for: 'clinic', admin: true },
      'body/admin',
    ],
    [
      'a wrong type',
      { name: 42, phone_number: '03001234567', email: 's@example.pk', demo_for: 'clinic' },
      'body/name',
    ],
  ])('answers 400 with a message for %s', async (_, payload, path) => {
    const response = await post('/api/demo_request/add', payload);
    expect(response.statusCode).toBe(400);
    expectContract('addDemoRequest', response);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });
});

describe('POST /api/admin/call-helpline/add', () => {
  it('stores the call-back request', async () => {
    const response = await post('/api/admin/call-helpline/add', { phone_number: '03211234567', data: {} });
    expect(response.statusCode).toBe(201);
    expectContract('addHelplineCallback', response);
    const [row] = await server.db.select({ total: count() }).from(helplineRequests);
    expect(row?.total).toBe(1);
  });

  it('answers the spec’s message for a bad number', async () => {
    const response = await post('/api/admin/call-helpline/add', { phone_number: '12345', data: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter Valid Mobile Number' });
  });
});

describe('the platform', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await post(
      '/api/admin/call-helpline/add',
      { phone_number: '03211234567', data: {} },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'origin_rejected' });
  });

  it('answers malformed JSON and a wrong media type with a 4xx, never a 500', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/admin/call-helpline/add',
      payload: '{"phone_number": ',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/admin/call-helpline/add',
      payload: 'phone_number=03211234567',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers a request with no body and no media type with a 400, never a 500', async () => {
    for (const url of [
      '/api/demo_request/add',
      '/api/admin/call-helpline/add',
      '/api/auth/verify-otp-code-patient',
    ]) {
      const response = await server.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The request body is missing.',
        code: 'validation_failed',
      });
    }
  });

  it('answers a request without a session with the contract’s 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expectContract('getSession', response);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.', code: 'unauthenticated' });
  });

  it('refuses a body in a media type the operation does not list, so nothing reaches a handler unvalidated', async () => {
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/demo_request/add',
      payload: 'name=Sana&phone_number=03001234567&email=s%40example.pk&demo_for=clinic&admin=true',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a CSP with no inline script', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

// A known path asked with a method it does not take answers 405 with `Allow` (the methods its routes take) and
// the contract's ErrorBody; a path nobody serves stays 404.
import { operations, type OperationId } from '@aafiyat/api';
import { errorsOf, validatorAt } from '@aafiyat/api/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ORIGIN, type TestServer } from './harness';

const errorBody = validatorAt('#/components/schemas/ErrorBody');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

function request(method: Method, url: string) {
  return server.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN },
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
  });
}

function expectMethodNotAllowed(response: LightMyRequestResponse, allow: string, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(405);
  expect(response.headers.allow, label).toBe(allow);
  expect(String(response.headers['content-type']), label).toMatch(/^application\/json\b/);
  const body: unknown = response.json();
  expect(errorBody(body), `${label}: ${errorsOf(errorBody)}`).toBe(true);
  expect(body, label).toEqual({
    code: 'method_not_allowed',
    message: 'This address does not take this kind of request.',
  });
}

describe('a known path with a wrong method', () => {
  it.each([
    ['DELETE', '/api/auth/me', 'GET, HEAD'],
    ['POST', '/api/specialities', 'GET, HEAD'],
    ['PUT', '/api/doctors/45321-P', 'GET, HEAD'],
    ['GET', '/api/admin/call-helpline/add', 'POST'],
    ['GET', '/api/demo_request/add', 'POST'],
    ['PUT', '/api/patient/profile', 'GET, HEAD, PATCH'],
    ['POST', '/api/patient/attachments/12', 'GET, HEAD, DELETE'],
    ['GET', '/api/doctor/dr_reset_password', 'PUT'],
    ['PATCH', '/api/calls/ice-servers', 'GET, HEAD'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    expectMethodNotAllowed(await request(method, url), allow, `${method} ${url}`);
  });

  it('lists exactly the contract’s methods of every path, whatever the wrong method', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const id of Object.keys(operations) as OperationId[]) {
      const url = operations[id].path.replace(/\{[^}]+\}/g, '1');
      const methods = byPath.get(url) ?? new Set<string>();
      methods.add(operations[id].method.toUpperCase());
      if (operations[id].method === 'get') methods.add('HEAD');
      byPath.set(url, methods);
    }
    for (const [url, methods] of byPath) {
      const allow = METHODS.filter((method) => methods.has(method)).join(', ');
      const wrong = METHODS.find((method) => !methods.has(method));
      if (wrong === undefined) continue;
      expectMethodNotAllowed(await request(wrong, url), allow, `${wrong} ${url}`);
    }
    expect(byPath.size).toBeGreaterThan(50);
  });

  it('keeps the query string out of the way', async () => {
    expectMethodNotAllowed(
      await request('POST', '/api/doctors/search?q=cardio&city=Lahore'),
      'GET, HEAD',
      'POST with a query',
    );
  });
});

describe('a path nobody serves', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/me/extra'],
    ['DELETE', '/api'],
    ['GET', '/api/patient'],
  ] as const)('%s %s stays 404 not_found', async (method, url) => {
    const response = await request(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toEqual({ message: 'There is no such API operation.', code: 'not_found' });
  });

  it('the right method still reaches the operation', async () => {
    const response = await request('GET', '/api/specialities');
    expect(response.statusCode).toBe(200);
    expect(response.headers.allow).toBeUndefined();
  });
});

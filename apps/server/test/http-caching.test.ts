// No cache keeps a person's data: every operation the contract gives `x-roles` answers `Cache-Control: private,
// no-store`, its errors included, while public answers keep their own caching.
import { operations, type OperationId } from '@aafiyat/api';
import { operationObject } from '@aafiyat/api/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema';
import { signInAs, startServer, type SignedIn, type TestServer } from './harness';

type Role = 'patient' | 'clinic_owner' | 'doctor' | 'hospital' | 'pharmacy';
const ROLES: readonly Role[] = ['patient', 'clinic_owner', 'doctor', 'hospital', 'pharmacy'];

let server: TestServer;
const cookies = new Map<Role, string>();
let doctor: SignedIn;
let doctorPmdc: string;

/** Every operation the contract gives `x-roles`, read from the document itself. */
const withRoles = (Object.keys(operations) as OperationId[]).filter(
  (id) => (operationObject(id)['x-roles'] ?? []).length > 0,
);

beforeAll(async () => {
  server = await startServer();
  for (const role of ROLES) {
    const signedIn = await signInAs(server, role);
    cookies.set(role, signedIn.cookie);
    if (role === 'doctor') doctor = signedIn;
  }
  const [row] = await server.db
    .select({ pmdc: doctors.pmdc })
    .from(doctors)
    .where(eq(doctors.id, doctor.userId));
  doctorPmdc = row?.pmdc ?? '';
});

afterAll(async () => {
  await server.close();
});

/** A request to the operation with whatever its path needs (`1` for each parameter) and an empty JSON body. */
function send(id: OperationId, cookie: string | undefined) {
  const { method, path, request } = operations[id];
  return server.app.inject({
    method: method.toUpperCase() as 'GET',
    url: path.replace(/\{[^}]+\}/g, '1'),
    headers: cookie === undefined ? {} : { cookie },
    ...(request === 'none' ? {} : { payload: {} }),
  });
}

describe('answers of operations with x-roles', () => {
  it('lists the session operations of the contract', () => {
    expect(withRoles).toEqual(
      expect.arrayContaining(['getSession', 'getPatientProfile', 'getDoctorDashboard']),
    );
    expect(withRoles.length).toBeGreaterThanOrEqual(19);
  });

  it.each(withRoles)('%s: signed in with an allowed role, the answer is private, no-store', async (id) => {
    const roles = operationObject(id)['x-roles'] ?? [];
    const role = ROLES.find((candidate) => roles.includes(candidate));
    expect(role, `${id} allows none of ${ROLES.join(', ')}`).toBeDefined();
    const response = await send(id, cookies.get(role as Role));
    expect(response.statusCode, response.body).not.toBe(401);
    expect(response.statusCode, response.body).not.toBe(403);
    expect(response.headers['cache-control'], `${id} ${String(response.statusCode)}`).toBe(
      'private, no-store',
    );
  });

  // The request is checked against the contract before the session is, so an empty body is refused first (400,
  // or 415 for a multipart operation): that refusal is as private as the 401.
  it.each(withRoles)('%s: without a session, the refusal is private, no-store', async (id) => {
    const response = await send(id, undefined);
    expect([400, 401, 415]).toContain(response.statusCode);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(
    withRoles.filter((id) => ROLES.some((role) => !(operationObject(id)['x-roles'] ?? []).includes(role))),
  )('%s: with another role, the refusal is private, no-store', async (id) => {
    const roles = operationObject(id)['x-roles'] ?? [];
    const other = ROLES.find((role) => !roles.includes(role)) as Role;
    const response = await send(id, cookies.get(other));
    expect([400, 403, 415]).toContain(response.statusCode);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a successful answer with personal data is private, no-store (the session, a dashboard, a profile)', async () => {
    for (const [url, role] of [
      ['/api/auth/me', 'pharmacy'],
      ['/api/doctor/dashboard', 'doctor'],
      ['/api/patient/profile', 'patient'],
      ['/api/clinic/dashboard', 'clinic_owner'],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { cookie: cookies.get(role) },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a HEAD of a session operation is private, no-store too', async () => {
    const response = await server.app.inject({
      method: 'HEAD',
      url: '/api/auth/me',
      headers: { cookie: cookies.get('patient') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("a patient's image, personal data, is not kept either (its ETag still answers 304)", async () => {
    const patient = await signInAs(server, 'patient');
    const url = `/api/patient/image?id=${String(patient.userId)}`;
    const first = await server.app.inject({ method: 'GET', url, headers: { cookie: patient.cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { cookie: patient.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-store');
  });
});

describe('other answers', () => {
  it('signing out, which clears the session cookie, is private, no-store', async () => {
    const patient = await signInAs(server, 'patient');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: patient.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^aafiyat_session=;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('public catalogue answers keep their own caching, also for a signed-in caller', async () => {
    const image = await server.app.inject({
      method: 'GET',
      url: `/api/doctor/image?pmdc=${encodeURIComponent(doctorPmdc)}`,
      headers: { cookie: cookies.get('patient') },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const specialities = await server.app.inject({
      method: 'GET',
      url: '/api/specialities',
      headers: { cookie: cookies.get('patient') },
    });
    expect(specialities.statusCode).toBe(200);
    expect(String(specialities.headers['cache-control'])).not.toMatch(/no-store/);
  });
});

import { CHRONIC_DISEASES } from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  patient = await signInAs(server, 'patient', { name: 'Ayesha Khan', phone: '03001234567' });
  otherPatient = await signInAs(server, 'patient', { name: 'Bilal Ahmed', phone: '03211234567' });
  doctor = await signInAs(server, 'doctor');
});
afterAll(async () => {
  await server.close();
});

const read = (cookie?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/patient/profile',
    headers: cookie ? { cookie } : {},
  });
const change = (payload: unknown, cookie?: string) =>
  server.app.inject({
    method: 'PATCH',
    url: '/api/patient/profile',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('GET /api/patient/profile', () => {
  it("answers the session's own profile", async () => {
    const response = await read(patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getPatientProfile', response);
    expect(response.json()).toEqual({
      id: patient.userId,
      name: 'Ayesha Khan',
      phone_number: '03001234567',
      chronic_diseases: [],
    });
    const other = await read(otherPatient.cookie);
    expect(other.json()).toMatchObject({ id: otherPatient.userId, name: 'Bilal Ahmed' });
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await read();
    expect(anonymous.statusCode).toBe(401);
    expectContract('getPatientProfile', anonymous);
    const wrongRole = await read(doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getPatientProfile', wrongRole);
  });
});

describe('PATCH /api/patient/profile', () => {
  it('changes the name and replaces the chronic-disease list', async () => {
    const response = await change(
      { name: '  Ayesha Siddiqui ', chronic_diseases: ['Asthma', 'Diabetes Type 2'] },
      patient.cookie,
    );
    expect(response.statusCode).toBe(200);
    expectContract('updatePatientProfile', response);
    expect(response.json()).toMatchObject({
      name: 'Ayesha Siddiqui',
      chronic_diseases: ['Asthma', 'Diabetes Type 2'],
    });
    const replaced = await change({ chronic_diseases: ['Hypertension'] }, patient.cookie);
    expect(replaced.json()).toMatchObject({ name: 'Ayesha Siddiqui', chronic_diseases: ['Hypertension'] });
    const all = await change({ chronic_diseases: [...CHRONIC_DISEASES] }, patient.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json<{ chronic_diseases: string[] }>().chronic_diseases).toHaveLength(22);
    // The other patient is untouched.
    expect((await read(otherPatient.cookie)).json()).toMatchObject({
      name: 'Bilal Ahmed',
      chronic_diseases: [],
    });
  });

  it.each([
    ['an unknown disease', { chronic_diseases: ['Flu'] }, 'body/chronic_diseases/0'],
    ['a repeated disease', { chronic_diseases: ['Asthma', 'Asthma'] }, 'body/chronic_diseases'],
    ['a blank name', { name: '   ' }, 'body/name'],
    ['an empty change', {}, 'body'],
    ['the mobile number', { phone_number: '03009999999' }, 'body/phone_number'],
  ])('answers 400 with a message for %s', async (_, payload, path) => {
    const response = await change(payload, patient.cookie);
    expect(response.statusCode).toBe(400);
    expectContract('updatePatientProfile', response);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await change({ name: 'Someone' });
    expect(anonymous.statusCode).toBe(401);
    expectContract('updatePatientProfile', anonymous);
    const wrongRole = await change({ name: 'Someone' }, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('updatePatientProfile', wrongRole);
  });
});

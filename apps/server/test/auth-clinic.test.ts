// Clinic owners signing in: the branch list, branch codes and the password sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signInAs, startServer, type TestServer } from './harness';
import { createAccount, createClinic, freshIp, operation, uniquePhone } from './auth-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Karachi@2024';

/** A verified clinic owner with `branches` clinics. */
async function owner(branches = 1, options: { verified?: boolean } = {}) {
  const account = await createAccount(server, {
    role: 'clinic_owner',
    name: 'Imran Qureshi',
    password: PASSWORD,
    verified: options.verified ?? true,
  });
  const created = [];
  for (let index = 0; index < branches; index += 1) created.push(await createClinic(server, account.id));
  return { account, clinics: created, phone: account.phone ?? '', email: account.email ?? '' };
}

const login = (payload: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) =>
  operation(server, 'clinicLogin', 'POST', '/api/clinic/clinic_login', { payload, ...options });

const WRONG_CREDENTIALS = {
  message: 'The mobile number, email or password is not right.',
  code: 'invalid_credentials',
};

describe('POST /api/clinic/check_clinic_branches', () => {
  it('lists the owner’s branches by mobile number or email', async () => {
    const { account, phone, email } = await owner(2);
    await createClinic(server, account.id, { branchName: null, city: 'Lahore' });
    const response = await operation(
      server,
      'checkClinicBranches',
      'POST',
      '/api/clinic/check_clinic_branches',
      {
        payload: { login: phone },
      },
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown>[] }>();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ clinic_name: 'Shifa Family Clinic', city: 'Karachi' });
    expect(data[0]?.branch_name).toMatch(/^Branch \d+$/);
    // A branch without its own name is labelled by its city.
    expect(data[2]).toMatchObject({ branch_name: 'Lahore', city: 'Lahore' });

    const byEmail = await operation(
      server,
      'checkClinicBranches',
      'POST',
      '/api/clinic/check_clinic_branches',
      {
        payload: { login: email.toUpperCase() },
      },
    );
    expect(byEmail.json()).toEqual(response.json());
  });

  it('answers 404 for an unknown login', async () => {
    const response = await operation(
      server,
      'checkClinicBranches',
      'POST',
      '/api/clinic/check_clinic_branches',
      {
        payload: { login: 'nobody@example.pk' },
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    ['a login that is neither email nor mobile', { login: 'imran' }],
    ['a missing login', {}],
    ['an unknown field', { login: '03001234567', password: 'x' }],
  ])('answers 400 with a message for %s', async (_, payload) => {
    const response = await operation(
      server,
      'checkClinicBranches',
      'POST',
      '/api/clinic/check_clinic_branches',
      {
        payload,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });
});

describe('POST /api/clinic/validate_branch_code', () => {
  it('names the branch of a known code, in any letter case', async () => {
    const { account } = await owner(0);
    const clinic = await createClinic(server, account.id, {
      branchCode: 'SFC-KHI-06',
      name: 'Shifa Family Clinic',
    });
    const response = await operation(
      server,
      'validateBranchCode',
      'POST',
      '/api/clinic/validate_branch_code',
      {
        payload: { branch_code: 'sfc-khi-06' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      clinic_id: clinic.id,
      clinic_name: 'Shifa Family Clinic',
    });
  });

  it('answers valid: false for an unknown code', async () => {
    const response = await operation(
      server,
      'validateBranchCode',
      'POST',
      '/api/clinic/validate_branch_code',
      {
        payload: { branch_code: 'NO-SUCH-CODE' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false });
  });

  it.each([
    ['a too short code', { branch_code: 'AB' }],
    ['a code with spaces', { branch_code: 'SFC KHI' }],
    ['a missing code', {}],
  ])('answers 400 with a message for %s', async (_, payload) => {
    const response = await operation(
      server,
      'validateBranchCode',
      'POST',
      '/api/clinic/validate_branch_code',
      {
        payload,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { path: string }[] }>().fields[0]?.path).toMatch(/^body/);
  });
});

describe('POST /api/clinic/clinic_login', () => {
  it('signs in an owner with one branch without a clinic_id, by mobile number or email', async () => {
    const {
      account,
      clinics: [clinic],
      phone,
      email,
    } = await owner(1);
    const byPhone = await login({ login: phone.slice(1), password: PASSWORD });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toEqual({
      verified: true,
      name: 'Imran Qureshi',
      role: 'clinic_owner',
      user_id: account.id,
      clinic_id: clinic?.id,
    });
    const byEmail = await login({ login: ` ${email.toUpperCase()}`.trim(), password: PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(byEmail),
    });
    expect(me.json()).toMatchObject({ role: 'clinic_owner', clinic_id: clinic?.id });
  });

  it('needs a clinic_id when the owner has several branches (400 clinic_required), then signs in to it', async () => {
    const { clinics: branches, phone } = await owner(2);
    const without = await login({ login: phone, password: PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'clinic_required' });
    expect(without.cookies).toHaveLength(0);

    const chosen = branches[1]?.id;
    const response = await login({ login: phone, password: PASSWORD, clinic_id: chosen });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ clinic_id: chosen });
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(response),
    });
    expect(me.json()).toMatchObject({ clinic_id: chosen });
  });

  it('answers another owner’s clinic_id like wrong credentials', async () => {
    const { phone } = await owner(2);
    const other = await owner(1);
    const response = await login({ login: phone, password: PASSWORD, clinic_id: other.clinics[0]?.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('answers the same 401 for an unknown login and for a wrong password', async () => {
    const { phone } = await owner(1);
    const wrongPassword = await login({ login: phone, password: 'Wrong#Password1' });
    const unknown = await login({ login: uniquePhone(), password: PASSWORD });
    const unknownEmail = await login({ login: 'nobody@example.pk', password: PASSWORD });
    for (const response of [wrongPassword, unknown, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers 403 verification_pending for an owner who never verified the sign-up code', async () => {
    const { phone } = await owner(1, { verified: false });
    const response = await login({ login: phone, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'verification_pending' });
    // A wrong password still says only "wrong credentials".
    const wrong = await login({ login: phone, password: 'Wrong#Password1' });
    expect(wrong.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('rotates the session: a new id, and the old session ends', async () => {
    const { phone } = await owner(1);
    const old = await signInAs(server, 'patient');
    const response = await login({ login: phone, password: PASSWORD }, { cookie: old.cookie });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)).not.toBe(old.cookie);
    expect(
      (await operation(server, 'getSession', 'GET', '/api/auth/me', { cookie: old.cookie })).statusCode,
    ).toBe(401);
  });

  it('answers 429 with Retry-After after 10 tries from one address within a minute', async () => {
    const { phone } = await owner(1);
    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await login({ login: phone, password: 'Wrong#Password1' }, { ip })).statusCode).toBe(401);
    }
    const eleventh = await login({ login: phone, password: PASSWORD }, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['a short password', { login: '03001234567', password: 'short' }, 'body/password'],
    ['a missing password', { login: '03001234567' }, 'body/password'],
    ['a bad login', { login: 'not a login', password: PASSWORD }, 'body/login'],
    ['a clinic_id of 0', { login: '03001234567', password: PASSWORD, clinic_id: 0 }, 'body/clinic_id'],
    ['a clinic_id as text', { login: '03001234567', password: PASSWORD, clinic_id: '12' }, 'body/clinic_id'],
  ])('answers 400 with a message for %s', async (_, payload, path) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });
});

import type { OperationId } from '@aafiyat/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, businesses, packages, staff } from '../src/db/schema';
import { sessionCookieOf, startServer, type TestServer } from './harness';
import { createAccount, createClinic, latestCode, operation, uniquePhone, wrongCode } from './auth-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Lahore#2024';
const WRONG_CREDENTIALS = {
  message: 'The mobile number, email or password is not right.',
  code: 'invalid_credentials',
};

const kinds = [
  {
    role: 'hospital',
    facilityType: 1,
    signup: ['hospitalSignup', '/api/hospital/signup'],
    verify: ['verifyHospitalSignupOtp', '/api/hospital/verify_signup_otp'],
    login: ['hospitalLogin', '/api/hospital/login'],
  },
  {
    role: 'pharmacy',
    facilityType: 2,
    signup: ['pharmacySignup', '/api/pharmacy/signup'],
    verify: ['verifyPharmacySignupOtp', '/api/pharmacy/verify_signup_otp'],
    login: ['pharmacyLogin', '/api/pharmacy/login'],
  },
] as const satisfies readonly {
  role: string;
  facilityType: number;
  signup: readonly [OperationId, string];
  verify: readonly [OperationId, string];
  login: readonly [OperationId, string];
}[];

function signupBody(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    business_name: 'Mehran General Hospital',
    owner_name: 'Usman Tariq',
    phone_number: phone,
    email: `usman.${phone}@example.pk`,
    city: 'Lahore',
    address: '14 Main Boulevard, Gulberg III, Lahore',
    password: PASSWORD,
    ...overrides,
  };
}

describe.each(kinds)('$role sign-up and sign-in', (kind) => {
  const signup = (payload: Record<string, unknown>) =>
    operation(server, kind.signup[0], 'POST', kind.signup[1], { payload });
  const verify = (payload: Record<string, unknown>) =>
    operation(server, kind.verify[0], 'POST', kind.verify[1], { payload });
  const login = (payload: Record<string, unknown>, cookie?: string) =>
    operation(server, kind.login[0], 'POST', kind.login[1], { payload, ...(cookie ? { cookie } : {}) });

  it('signs up (202), verifies the code (signed in), then signs in with the password', async () => {
    const [pkg] = await server.db
      .insert(packages)
      .values({
        facilityType: kind.facilityType,
        tier: 0,
        packageName: 'Basic',
        title: 'Basic',
        amount: 5500,
        discount: 500,
        durationMonths: 1,
        isButton: true,
        features: [],
        sortOrder: 1,
      })
      .returning({ id: packages.id });
    const body = signupBody({ package_id: pkg?.id });
    const pending = await signup(body);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({ pending_verification: true, resend_after_seconds: 60 });

    const [account] = await server.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, kind.role), eq(accounts.phone, body.phone_number)));
    expect(account?.verified).toBe(false);
    const [business] = await server.db
      .select()
      .from(businesses)
      .where(eq(businesses.accountId, account?.id ?? 0));
    expect(business).toMatchObject({
      facilityType: kind.facilityType,
      businessName: 'Mehran General Hospital',
      packageId: pkg?.id,
    });

    const before = await login({ login: body.email, password: PASSWORD });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'verification_pending' });

    const code = await latestCode(server, body.phone_number);
    expect((await verify({ login: body.phone_number, code: wrongCode(code) })).statusCode).toBe(400);
    const verified = await verify({ login: body.email, code });
    expect(verified.statusCode).toBe(200);
    const record = { verified: true, name: 'Usman Tariq', role: kind.role, user_id: business?.id };
    expect(verified.json()).toEqual(record);
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(verified),
    });
    expect(me.json()).toEqual(record);

    const signedIn = await login({ login: body.phone_number, password: PASSWORD }, sessionCookieOf(verified));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(record);
    // The old session ended at sign-in.
    const old = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(verified),
    });
    expect(old.statusCode).toBe(401);

    const duplicate = await signup(body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'phone_taken' });
    const sameEmail = await signup(signupBody({ email: body.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'email_taken' });
  });

  it('answers the same 401 for a wrong password and an unknown login', async () => {
    const account = await createAccount(server, { role: kind.role, password: PASSWORD });
    for (const payload of [
      { login: account.phone, password: 'Wrong#Password1' },
      { login: uniquePhone(), password: PASSWORD },
      { login: 'nobody@example.pk', password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    }
  });

  it('answers 400 for a package of another product, and for bad input', async () => {
    const [clinicPackage] = await server.db
      .insert(packages)
      .values({
        facilityType: 0,
        tier: 0,
        packageName: 'Clinic',
        title: 'Clinic',
        amount: 2000,
        discount: 0,
        durationMonths: 1,
        isButton: false,
        features: [],
        sortOrder: 9,
      })
      .returning({ id: packages.id });
    const wrongPackage = await signup(signupBody({ package_id: clinicPackage?.id }));
    expect(wrongPackage.statusCode).toBe(400);
    expect(wrongPackage.json()).toMatchObject({ fields: [{ path: 'body/package_id' }] });

    const missing = await signup(signupBody({ owner_name: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe('body/owner_name');

    const badLogin = await login({ login: 'usman', password: PASSWORD });
    expect(badLogin.statusCode).toBe(400);
    const badVerify = await verify({ login: '03001234567', code: '12345' });
    expect(badVerify.statusCode).toBe(400);
  });

  it('verify answers 404 for a login with no sign-up', async () => {
    const response = await verify({ login: uniquePhone(), code: '123456' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('POST /api/staff/staff_login', () => {
  const login = (payload: Record<string, unknown>) =>
    operation(server, 'staffLogin', 'POST', '/api/staff/staff_login', { payload });

  it('signs staff in by mobile number or email with their clinic', async () => {
    const owner = await createAccount(server, { role: 'clinic_owner', password: PASSWORD });
    const clinic = await createClinic(server, owner.id);
    const account = await createAccount(server, { role: 'staff', name: 'Sidra Parveen', password: PASSWORD });
    const [member] = await server.db
      .insert(staff)
      .values({ accountId: account.id, clinicId: clinic.id })
      .returning({ id: staff.id });
    const record = {
      verified: true,
      name: 'Sidra Parveen',
      role: 'staff',
      user_id: member?.id,
      clinic_id: clinic.id,
    };
    const byPhone = await login({ login: account.phone, password: PASSWORD });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toEqual(record);
    const byEmail = await login({ login: account.email, password: PASSWORD });
    expect(byEmail.json()).toEqual(record);
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(byEmail),
    });
    expect(me.json()).toEqual(record);
  });

  it('answers the same 401 for a wrong password, an unknown login and another role’s account', async () => {
    const member = await createAccount(server, { role: 'staff', password: PASSWORD });
    const owner = await createAccount(server, { role: 'clinic_owner', password: PASSWORD });
    for (const payload of [
      { login: member.phone, password: 'Wrong#Password1' },
      { login: uniquePhone(), password: PASSWORD },
      { login: owner.phone, password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    }
  });

  it.each([
    ['a missing password', { login: '03001234567' }],
    ['a long password', { login: '03001234567', password: 'x'.repeat(129) }],
    ['an unknown field', { login: '03001234567', password: PASSWORD, clinic_id: 1 }],
  ])('answers 400 with a message for %s', async (_, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });
});

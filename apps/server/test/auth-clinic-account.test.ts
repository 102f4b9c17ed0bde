// Clinic accounts: sign-up with its verification code, and the forgotten-password flow.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clinics, otpCodes, packages, resetTokens } from '../src/db/schema';
import { hashToken } from '../src/services/tokens';
import { sessionCookieOf, signInAs, startServer, type TestServer } from './harness';
import {
  createAccount,
  createClinic,
  latestCode,
  operation,
  outbox,
  uniquePhone,
  wrongCode,
} from './auth-support';

let server: TestServer;
let clinicPackageId: number;
beforeAll(async () => {
  server = await startServer();
  const [row] = await server.db
    .insert(packages)
    .values({
      facilityType: 0,
      tier: 0,
      packageName: 'Basic',
      title: 'Basic',
      amount: 2000,
      discount: 500,
      durationMonths: 1,
      isButton: true,
      features: [],
      sortOrder: 1,
    })
    .returning({ id: packages.id });
  clinicPackageId = row?.id ?? 0;
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

/** Lets a new code be sent to a number at once (the 60 s resend wait has "passed"). */
async function pastResendWait(phone: string) {
  await server.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(otpCodes.phone, phone));
}

function signupBody(overrides: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  return {
    business_name: 'Shifa Family Clinic',
    owner_name: 'Imran Qureshi',
    phone_number: phone,
    email: `imran.${phone}@shifaclinic.pk`,
    city: 'Karachi',
    address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
    password: PASSWORD,
    ...overrides,
  };
}

const signup = (payload: Record<string, unknown>) =>
  operation(server, 'clinicSignup', 'POST', '/api/clinic/signup', { payload });
const verifySignup = (payload: Record<string, unknown>) =>
  operation(server, 'verifyClinicSignupOtp', 'POST', '/api/clinic/verify_signup_otp', { payload });

describe('clinic sign-up: POST /api/clinic/signup and /api/clinic/verify_signup_otp', () => {
  it('creates an unverified owner and clinic, sends a code, and the code signs the owner in', async () => {
    const body = signupBody({ package_id: clinicPackageId, email: 'Owner.Mixed@ShifaClinic.pk' });
    const response = await signup(body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      pending_verification: true,
      phone_hint: `${body.phone_number.slice(0, 4)}*****${body.phone_number.slice(-2)}`,
      resend_after_seconds: 60,
      expires_in_seconds: 300,
    });
    const [account] = await server.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'clinic_owner'), eq(accounts.phone, body.phone_number)));
    expect(account).toMatchObject({
      verified: false,
      name: 'Imran Qureshi',
      email: 'owner.mixed@shifaclinic.pk',
    });
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    const [clinic] = await server.db
      .select()
      .from(clinics)
      .where(eq(clinics.ownerAccountId, account?.id ?? 0));
    expect(clinic).toMatchObject({
      name: 'Shifa Family Clinic',
      city: 'Karachi',
      packageId: clinicPackageId,
    });
    expect(clinic?.branchCode).toMatch(/^SFC-[A-Z0-9]{6}$/);
    expect((await outbox(server, body.phone_number))[0]?.text).toMatch(/verification code is \d{6}/);

    // Not signed in before the code is verified.
    expect((await login({ login: body.phone_number, password: PASSWORD })).statusCode).toBe(403);

    const code = await latestCode(server, body.phone_number);
    const wrong = await verifySignup({ login: body.phone_number, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid' });

    const verified = await verifySignup({ login: 'owner.mixed@shifaclinic.pk', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      verified: true,
      name: 'Imran Qureshi',
      role: 'clinic_owner',
      user_id: account?.id,
      clinic_id: clinic?.id,
    });
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(verified),
    });
    expect(me.json()).toMatchObject({ role: 'clinic_owner', clinic_id: clinic?.id, verified: true });
    expect((await login({ login: body.phone_number, password: PASSWORD })).statusCode).toBe(200);

    // The same sign-up again is now a duplicate.
    const again = await signup(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'phone_taken' });
    expect(again.json<{ message: string }>().message).toMatch(/already exists/);
  });

  it('a repeated unverified sign-up replaces the pending details and resends (after the 60 s wait)', async () => {
    const body = signupBody();
    expect((await signup(body)).statusCode).toBe(202);
    const tooSoon = await signup({ ...body, business_name: 'Shifa Care' });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await pastResendWait(body.phone_number);
    const again = await signup({ ...body, business_name: 'Shifa Care', owner_name: 'Imran Q.' });
    expect(again.statusCode).toBe(202);
    expect(await outbox(server, body.phone_number)).toHaveLength(2);
    const owners = await server.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'clinic_owner'), eq(accounts.phone, body.phone_number)));
    expect(owners).toHaveLength(1);
    expect(owners[0]?.name).toBe('Imran Q.');
    const rows = await server.db
      .select()
      .from(clinics)
      .where(eq(clinics.ownerAccountId, owners[0]?.id ?? 0));
    expect(rows.map((row) => row.name)).toEqual(['Shifa Care']);
  });

  it('answers 409 email_taken for the email of a verified owner', async () => {
    const { email } = await owner(1);
    const response = await signup(signupBody({ email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken' });
    expect(response.json<{ message: string }>().message).toMatch(/email already exists/);
  });

  it('lets a new sign-up take an email held only by another number’s unfinished sign-up', async () => {
    const first = signupBody();
    expect((await signup(first)).statusCode).toBe(202);
    const second = signupBody({ email: first.email });
    expect((await signup(second)).statusCode).toBe(202);
    const holders = await server.db.select().from(accounts).where(eq(accounts.email, first.email));
    expect(holders.map((row) => row.phone)).toEqual([second.phone_number]);
  });

  it('answers 400 for a package that is not a clinic package', async () => {
    const response = await signup(signupBody({ package_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'body/package_id' }] });
  });

  it.each([
    ['a missing business name', { business_name: undefined }, 'body/business_name'],
    ['a bad mobile number', { phone_number: '0300123' }, 'body/phone_number'],
    ['a bad email', { email: 'not-an-email' }, 'body/email'],
    ['a short password', { password: 'short' }, 'body/password'],
    ['a short address', { address: 'A1' }, 'body/address'],
    ['an unknown field', { role: 'doctor' }, 'body/role'],
  ])('answers 400 with a message for %s', async (_, overrides, path) => {
    const response = await signup(signupBody(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });

  it('verify: answers 404 for an unknown login, 400 for an expired code and for bad input', async () => {
    const unknown = await verifySignup({ login: uniquePhone(), code: '123456' });
    expect(unknown.statusCode).toBe(404);

    const body = signupBody();
    await signup(body);
    const code = await latestCode(server, body.phone_number);
    await server.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, body.phone_number));
    const expired = await verifySignup({ login: body.phone_number, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'otp_expired' });

    const bad = await verifySignup({ login: body.phone_number, code: 'abcdef' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('forgotten clinic password', () => {
  const forget = (payload: Record<string, unknown>) =>
    operation(server, 'clinicForgetPassword', 'POST', '/api/clinic/clinic_forget_password', { payload });
  const verifyReset = (payload: Record<string, unknown>) =>
    operation(server, 'clinicForgetOtpVerify', 'POST', '/api/clinic/clinic_forget_otp_verify', { payload });
  const reset = (payload: Record<string, unknown>) =>
    operation(server, 'clinicResetPassword', 'PUT', '/api/clinic/clinic_reset_password', { payload });

  it('code by email, reset token, new password: old sessions end and the token works once', async () => {
    const { phone, email } = await owner(1);
    const before = sessionCookieOf(await login({ login: phone, password: PASSWORD }));

    const sent = await forget({ login: email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      resend_after_seconds: 60,
      expires_in_seconds: 300,
      phone_hint: `${phone.slice(0, 4)}*****${phone.slice(-2)}`,
    });
    const code = await latestCode(server, phone);
    expect((await outbox(server, phone)).at(-1)?.text).toMatch(/password reset code/);

    const wrong = await verifyReset({ login: email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid' });

    const verified = await verifyReset({ login: phone, code });
    expect(verified.statusCode).toBe(200);
    const { reset_token: token, expires_in_seconds: expires } = verified.json<{
      reset_token: string;
      expires_in_seconds: number;
    }>();
    expect(expires).toBe(600);
    // Only the token's hash is stored.
    const stored = await server.db.select().from(resetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const done = await reset({ reset_token: token, password: 'Islamabad!2024' });
    expect(done.statusCode).toBe(204);
    expect(
      (await operation(server, 'getSession', 'GET', '/api/auth/me', { cookie: before })).statusCode,
    ).toBe(401);
    expect((await login({ login: phone, password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ login: phone, password: 'Islamabad!2024' })).statusCode).toBe(200);

    const reused = await reset({ reset_token: token, password: 'Another#Pass1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'reset_token_invalid' });
  });

  it('answers 404 for an unknown login when sending or verifying', async () => {
    expect((await forget({ login: 'nobody@example.pk' })).statusCode).toBe(404);
    expect((await verifyReset({ login: uniquePhone(), code: '123456' })).statusCode).toBe(404);
  });

  it('answers 429 for a second code within 60 s', async () => {
    const { phone } = await owner(1);
    expect((await forget({ login: phone })).statusCode).toBe(200);
    const again = await forget({ login: phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an expired, unknown or doctor’s reset token', async () => {
    const { account } = await owner(1);
    const expiredToken = 'e'.repeat(43);
    await server.db.insert(resetTokens).values({
      tokenHash: hashToken(expiredToken),
      accountId: account.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const doctor = await signInAs(server, 'doctor');
    const doctorToken = 'd'.repeat(43);
    await server.db.insert(resetTokens).values({
      tokenHash: hashToken(doctorToken),
      accountId: doctor.accountId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    for (const token of [expiredToken, 'u'.repeat(43), doctorToken]) {
      const response = await reset({ reset_token: token, password: 'Islamabad!2024' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'reset_token_invalid' });
    }
  });

  it.each([
    ['forget: a bad login', 'forget', { login: 'imran' }],
    ['verify: a short code', 'verify', { login: '03001234567', code: '123' }],
    ['reset: a short token', 'reset', { reset_token: 'abc', password: 'Islamabad!2024' }],
    ['reset: a short password', 'reset', { reset_token: 'r'.repeat(43), password: 'short' }],
  ])('answers 400 with a message for %s', async (_, which, payload) => {
    const response =
      which === 'forget'
        ? await forget(payload)
        : which === 'verify'
          ? await verifyReset(payload)
          : await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });
});

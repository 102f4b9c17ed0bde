import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, doctors, otpCodes } from '../src/db/schema';
import { sessionCookieOf, startServer, type TestServer } from './harness';
import { createAccount, latestCode, operation, outbox, uniquePhone, wrongCode } from './auth-support';
import { listen, openSocket, until } from './call-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Karachi@2024';
const WRONG_CREDENTIALS = {
  message: 'The PMDC number, mobile number or password is not right.',
  code: 'invalid_credentials',
};

let pmdcCounter = 0;

/** A doctor registered by a clinic: an account (with or without a password) and the doctor's row. */
async function createDoctor(options: { password?: string | null; phone?: string | null } = {}) {
  pmdcCounter += 1;
  const pmdc = `${String(40_000 + pmdcCounter)}-P`;
  const account = await createAccount(server, {
    role: 'doctor',
    name: 'Dr. Sana Mirza',
    password: options.password === undefined ? PASSWORD : options.password,
    verified: options.password !== null,
    ...(options.phone === undefined ? {} : { phone: options.phone }),
  });
  const [doctor] = await server.db
    .insert(doctors)
    .values({
      accountId: account.id,
      name: 'Dr. Sana Mirza',
      pmdc,
      specialty: 'Cardiologist',
      city: 'Karachi',
      fee: 2500,
      workingDays: [1, 3, 5],
      startTime: '10:00',
      endTime: '16:00',
      experienceYears: 12,
      searchText: 'dr. sana mirza cardiologist karachi',
    })
    .returning({ id: doctors.id });
  return { account, pmdc, phone: account.phone ?? '', doctorId: doctor?.id ?? 0 };
}

const hint = (phone: string) => `${phone.slice(0, 4)}*****${phone.slice(-2)}`;
const login = (payload: Record<string, unknown>, cookie?: string) =>
  operation(server, 'drLogin', 'POST', '/api/doctor/dr_login', { payload, ...(cookie ? { cookie } : {}) });
const checkPassword = (payload: Record<string, unknown>) =>
  operation(server, 'checkPasswordExists', 'POST', '/api/doctor/ckeck_password_exists', { payload });
const verifyFirst = (payload: Record<string, unknown>) =>
  operation(server, 'verifyDrSignupOtp', 'POST', '/api/doctor/verify_dr_signup_otp', { payload });
const forget = (payload: Record<string, unknown>) =>
  operation(server, 'drForgetPassword', 'POST', '/api/doctor/dr_forget_password', { payload });
const verifyReset = (payload: Record<string, unknown>) =>
  operation(server, 'drForgetOtpVerify', 'POST', '/api/doctor/dr_forget_otp_verify', { payload });
const reset = (payload: Record<string, unknown>) =>
  operation(server, 'drResetPassword', 'PUT', '/api/doctor/dr_reset_password', { payload });

describe('POST /api/doctor/dr_login', () => {
  it('signs a doctor in by PMDC (any letter case) or mobile number, with the pmdc in the record', async () => {
    const { pmdc, phone, doctorId } = await createDoctor();
    const record = { verified: true, name: 'Dr. Sana Mirza', role: 'doctor', user_id: doctorId, pmdc };
    const byPmdc = await login({ login: pmdc.toLowerCase(), password: PASSWORD });
    expect(byPmdc.statusCode).toBe(200);
    expect(byPmdc.json()).toEqual(record);
    const byPhone = await login({ login: phone, password: PASSWORD }, sessionCookieOf(byPmdc));
    expect(byPhone.json()).toEqual(record);
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(byPhone),
    });
    expect(me.json()).toEqual(record);
    // Rotation: the session the second sign-in carried is over.
    const old = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(byPmdc),
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers 403 password_not_set for a doctor with no password yet', async () => {
    const { pmdc } = await createDoctor({ password: null });
    const response = await login({ login: pmdc, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'password_not_set' });
  });

  it('answers the same 401 for a wrong password, an unknown PMDC and an unknown number', async () => {
    const { pmdc } = await createDoctor();
    for (const payload of [
      { login: pmdc, password: 'Wrong#Password1' },
      { login: '99999-Z', password: PASSWORD },
      { login: uniquePhone(), password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    }
  });

  it.each([
    ['a login starting with a letter', { login: 'P-12345', password: PASSWORD }],
    ['a short password', { login: '12345-P', password: 'short' }],
    ['a missing login', { password: PASSWORD }],
  ])('answers 400 with a message for %s', async (_, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });
});

describe('first password: ckeck_password_exists and verify_dr_signup_otp', () => {
  it('says a password exists (no code sent) for a doctor who has one', async () => {
    const { pmdc, phone } = await createDoctor();
    const response = await checkPassword({ login: pmdc });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: true, phone_hint: hint(phone) });
    expect(await outbox(server, phone)).toHaveLength(0);
  });

  it('sends a code when there is none; the code sets the password and signs the doctor in', async () => {
    const { pmdc, phone, doctorId, account } = await createDoctor({ password: null });
    const checked = await checkPassword({ login: phone });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      exists: false,
      phone_hint: hint(phone),
      resend_after_seconds: 60,
      expires_in_seconds: 300,
    });
    const code = await latestCode(server, phone);
    expect((await outbox(server, phone))[0]?.text).toMatch(/code to set your password is \d{6}/);

    const wrong = await verifyFirst({ login: pmdc, code: wrongCode(code), password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid' });

    const verified = await verifyFirst({ login: pmdc, code, password: PASSWORD });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      verified: true,
      name: 'Dr. Sana Mirza',
      role: 'doctor',
      user_id: doctorId,
      pmdc,
    });
    const [stored] = await server.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(PASSWORD);
    expect((await login({ login: pmdc, password: PASSWORD })).statusCode).toBe(200);

    const again = await verifyFirst({ login: pmdc, code, password: 'Another#Pass1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'password_already_set' });
  });

  it('answers 429 for a second code within 60 s, and 404 for an unknown doctor', async () => {
    const { pmdc } = await createDoctor({ password: null });
    expect((await checkPassword({ login: pmdc })).statusCode).toBe(200);
    const again = await checkPassword({ login: pmdc });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect((await checkPassword({ login: '88888-X' })).statusCode).toBe(404);
    expect((await verifyFirst({ login: '88888-X', code: '123456', password: PASSWORD })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 otp_expired for an expired code', async () => {
    const { pmdc, phone } = await createDoctor({ password: null });
    await checkPassword({ login: pmdc });
    const code = await latestCode(server, phone);
    await server.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const response = await verifyFirst({ login: pmdc, code, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('answers 400 when the doctor has no mobile number to send a code to', async () => {
    const { pmdc } = await createDoctor({ password: null, phone: null });
    const response = await checkPassword({ login: pmdc });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'phone_missing' });
  });

  it.each([
    ['check: a missing login', 'check', {}],
    ['verify: a missing password', 'verify', { login: '12345-P', code: '123456' }],
    ['verify: a letter in the code', 'verify', { login: '12345-P', code: '12345a', password: PASSWORD }],
  ])('answers 400 with a message for %s', async (_, which, payload) => {
    const response = which === 'check' ? await checkPassword(payload) : await verifyFirst(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });
});

describe('forgotten doctor password', () => {
  it('code by PMDC, reset token, new password: every session and its socket end, and the token works once', async () => {
    const { pmdc, phone } = await createDoctor();
    const before = sessionCookieOf(await login({ login: pmdc, password: PASSWORD }));
    // A realtime socket opened with the old session (a doctor's calls page left open somewhere).
    const socket = await openSocket(await listen(server), before);
    let closedBy = '';
    socket.once('disconnect', (reason) => {
      closedBy = reason;
    });

    const sent = await forget({ login: pmdc });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      resend_after_seconds: 60,
      expires_in_seconds: 300,
      phone_hint: hint(phone),
    });
    const code = await latestCode(server, phone);

    const wrong = await verifyReset({ login: phone, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/4 tries left/);

    const verified = await verifyReset({ login: phone, code });
    expect(verified.statusCode).toBe(200);
    const token = verified.json<{ reset_token: string }>().reset_token;
    // The code is used up.
    expect((await verifyReset({ login: phone, code })).json()).toMatchObject({ code: 'otp_expired' });

    // A doctor's token does not reset a clinic password (and is not used up by trying).
    const clinicReset = await operation(
      server,
      'clinicResetPassword',
      'PUT',
      '/api/clinic/clinic_reset_password',
      {
        payload: { reset_token: token, password: 'Islamabad!2024' },
      },
    );
    expect(clinicReset.statusCode).toBe(400);

    expect(closedBy).toBe('');
    const done = await reset({ reset_token: token, password: 'Islamabad!2024' });
    expect(done.statusCode).toBe(204);
    expect(
      (await operation(server, 'getSession', 'GET', '/api/auth/me', { cookie: before })).statusCode,
    ).toBe(401);
    // The server closed the socket the old session had opened.
    await until(() => closedBy !== '');
    expect(closedBy).toBe('io server disconnect');
    expect((await login({ login: pmdc, password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ login: pmdc, password: 'Islamabad!2024' })).statusCode).toBe(200);
    const reused = await reset({ reset_token: token, password: 'Another#Pass1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'reset_token_invalid' });
  });

  it('voids the code on the 5th wrong try (429 otp_exhausted)', async () => {
    const { pmdc, phone } = await createDoctor();
    await forget({ login: phone });
    const code = await latestCode(server, phone);
    for (let tries = 1; tries <= 4; tries += 1) {
      expect((await verifyReset({ login: pmdc, code: wrongCode(code) })).statusCode).toBe(400);
    }
    const fifth = await verifyReset({ login: pmdc, code: wrongCode(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'otp_exhausted' });
    expect((await verifyReset({ login: pmdc, code })).statusCode).toBe(429);
  });

  it('answers 404 for an unknown doctor, 429 for a second code within 60 s', async () => {
    expect((await forget({ login: '77777-Q' })).statusCode).toBe(404);
    expect((await verifyReset({ login: uniquePhone(), code: '123456' })).statusCode).toBe(404);
    const { pmdc } = await createDoctor();
    expect((await forget({ login: pmdc })).statusCode).toBe(200);
    const again = await forget({ login: pmdc });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['forget: an unknown field', 'forget', { login: '12345-P', phone: '03001234567' }],
    ['verify: a missing code', 'verify', { login: '12345-P' }],
    [
      'reset: a token with bad characters',
      'reset',
      { reset_token: `${'a'.repeat(40)}!!`, password: PASSWORD },
    ],
    ['reset: a missing password', 'reset', { reset_token: 'a'.repeat(43) }],
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

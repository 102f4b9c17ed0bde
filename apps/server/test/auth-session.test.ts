import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, sessions } from '../src/db/schema';
import { createSession } from '../src/services/sessions';
import { sessionCookieOf, signInAs, startServer, TEST_ORIGIN, type TestServer } from './harness';
import { createAccount, latestCode, operation, sessionCookieAttributes, uniquePhone } from './auth-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** A patient signed in through the real flow; answers the sign-in response. */
async function patientSignIn(phone = uniquePhone(), cookie?: string) {
  await operation(server, 'sendVerificationCode', 'POST', '/api/auth/send-verification-code', {
    payload: { phone_number: phone },
  });
  const code = await latestCode(server, phone);
  return operation(server, 'verifyOtpCodePatient', 'POST', '/api/auth/verify-otp-code-patient', {
    payload: { phone_number: phone, code, name: 'Hina Baloch' },
    ...(cookie ? { cookie } : {}),
  });
}

const me = (cookie?: string) =>
  operation(server, 'getSession', 'GET', '/api/auth/me', cookie ? { cookie } : {});
const logout = (cookie?: string) =>
  operation(server, 'logout', 'POST', '/api/auth/logout', cookie ? { cookie } : {});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days, and not Secure outside production', async () => {
    const response = await patientSignIn();
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieAttributes(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(cookie.secure).toBeFalsy();
    expect(String(response.headers['set-cookie'])).not.toMatch(/secure/i);
  });

  it('is Secure in production', async () => {
    const production = await startServer({
      NODE_ENV: 'production',
      JAZZCASH_MERCHANT_ID: 'MC12345',
      JAZZCASH_PASSWORD: 'test-password',
      JAZZCASH_INTEGRITY_SALT: 'test-salt',
      // Production refuses the outbox; nothing here sends an SMS.
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'not-a-real-token',
      TWILIO_FROM: 'Aafiyat',
    });
    try {
      expect(production.config.production).toBe(true);
      const account = await createAccount(production, { role: 'hospital', password: 'Karachi@2024' });
      await production.db.insert(businesses).values({
        accountId: account.id,
        facilityType: 1,
        businessName: 'Mehran General Hospital',
        city: 'Karachi',
        address: '2 Shahrah-e-Faisal, Karachi',
      });
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/hospital/login',
        headers: { origin: TEST_ORIGIN },
        payload: { login: account.phone, password: 'Karachi@2024' },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionCookieAttributes(response)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: true,
      });

      // The development outbox does not exist in production.
      const outbox = await production.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?phone=${uniquePhone()}`,
      });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await production.close();
    }
  });
});

describe('session rotation', () => {
  it('issues a new session at sign-in and ends the one the request carried', async () => {
    const phone = uniquePhone();
    const first = await patientSignIn(phone);
    const oldCookie = sessionCookieOf(first);
    expect((await me(oldCookie)).statusCode).toBe(200);

    // Signing in again with the old cookie: a new id, and the old one is dead.
    const second = await patientSignIn(uniquePhone(), oldCookie);
    expect(second.statusCode).toBe(200);
    const newCookie = sessionCookieOf(second);
    expect(newCookie).not.toBe(oldCookie);
    const dead = await me(oldCookie);
    expect(dead.statusCode).toBe(401);
    expect((await me(newCookie)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the session record of each role', async () => {
    const doctor = await signInAs(server, 'doctor', { name: 'Dr. Sana Mirza' });
    const response = await me(doctor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      verified: true,
      name: 'Dr. Sana Mirza',
      role: 'doctor',
      user_id: doctor.userId,
    });
    expect(response.json<{ pmdc: string }>().pmdc).toMatch(/-P$/);

    const owner = await signInAs(server, 'clinic_owner', { name: 'Imran Qureshi' });
    const ownerRecord = (await me(owner.cookie)).json<{ clinic_id: number; role: string }>();
    expect(ownerRecord).toMatchObject({ role: 'clinic_owner', user_id: owner.accountId });
    expect(ownerRecord.clinic_id).toBeGreaterThan(0);

    const staff = await signInAs(server, 'staff', { clinicId: ownerRecord.clinic_id });
    expect((await me(staff.cookie)).json()).toMatchObject({
      role: 'staff',
      user_id: staff.userId,
      clinic_id: ownerRecord.clinic_id,
    });

    for (const role of ['hospital', 'pharmacy', 'patient'] as const) {
      const signedIn = await signInAs(server, role);
      const record = (await me(signedIn.cookie)).json<Record<string, unknown>>();
      expect(record).toMatchObject({ role, user_id: signedIn.userId, verified: true });
      expect(record).not.toHaveProperty('clinic_id');
      expect(record).not.toHaveProperty('pmdc');
    }
  });

  it('answers 401 without a session, with an unknown token and with a tampered cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('aafiyat_session=not-a-real-token')).statusCode).toBe(401);
    const { cookie } = await signInAs(server, 'patient');
    const tampered = `${cookie.slice(0, -3)}abc`;
    const response = await me(tampered);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  it('answers 401 once the session has expired, and 200 while it lives', async () => {
    const { cookie, accountId } = await signInAs(server, 'patient');
    expect((await me(cookie)).statusCode).toBe(200);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.accountId, accountId));
    expect((await me(cookie)).statusCode).toBe(401);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.accountId, accountId));
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie; the old cookie is dead afterwards', async () => {
    const signedIn = await patientSignIn();
    const cookie = sessionCookieOf(signedIn);
    const response = await logout(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((entry) => entry.name === 'aafiyat_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
  });

  it('answers 204 without a session, and again for an already-ended one', async () => {
    expect((await logout()).statusCode).toBe(204);
    const { cookie } = await signInAs(server, 'doctor');
    expect((await logout(cookie)).statusCode).toBe(204);
    expect((await logout(cookie)).statusCode).toBe(204);
  });

  it('ends only its own session, not the account’s others', async () => {
    const first = await signInAs(server, 'patient');
    const second = `aafiyat_session=${server.app.signCookie(await createSession(server.db, first.accountId))}`;
    expect((await logout(first.cookie)).statusCode).toBe(204);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses a cross-site logout', async () => {
    const { cookie } = await signInAs(server, 'patient');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the messages to a number, oldest first, each with its text', async () => {
    const phone = uniquePhone();
    await createAccount(server, { role: 'clinic_owner', phone, password: 'Karachi@2024' });
    await operation(server, 'sendVerificationCode', 'POST', '/api/auth/send-verification-code', {
      payload: { phone_number: phone },
    });
    await operation(server, 'clinicForgetPassword', 'POST', '/api/clinic/clinic_forget_password', {
      payload: { login: phone },
    });
    const response = await operation(
      server,
      'getDevOutbox',
      'GET',
      `/api/dev/outbox?phone=${phone.slice(1)}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { to: string; text: string; created_at: string }[] }>();
    expect(data.map((message) => message.to)).toEqual([phone, phone]);
    expect(data[0]?.text).toMatch(/sign-in code/);
    expect(data[1]?.text).toMatch(/password reset code/);
    expect(Date.parse(data[0]?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(data[1]?.created_at ?? ''));
  });

  it('answers an empty list for a number with no messages', async () => {
    const response = await operation(server, 'getDevOutbox', 'GET', `/api/dev/outbox?phone=${uniquePhone()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it.each([
    ['a missing phone', '/api/dev/outbox'],
    ['a bad phone', '/api/dev/outbox?phone=12345'],
  ])('answers 400 with a message for %s', async (_, url) => {
    const response = await operation(server, 'getDevOutbox', 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { path: string }[] }>().fields.map((field) => field.path)).toContain(
      'query/phone',
    );
  });
});

// The session table keeps only hashes of tokens, never the cookie's value.
describe('session storage', () => {
  it('stores the token hashed', async () => {
    const response = await patientSignIn();
    const token = decodeURIComponent(sessionCookieAttributes(response).value).split('.')[0] ?? '';
    const rows = await server.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

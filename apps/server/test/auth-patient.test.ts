import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, otpCodes, patients } from '../src/db/schema';
import { sessionCookieOf, startServer, type TestServer } from './harness';
import {
  createAccount,
  freshIp,
  latestCode,
  operation,
  outbox,
  uniquePhone,
  wrongCode,
} from './auth-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const send = (phone: string, ip?: string, language?: string) =>
  operation(server, 'sendVerificationCode', 'POST', '/api/auth/send-verification-code', {
    payload: { phone_number: phone },
    ...(ip ? { ip } : {}),
    ...(language ? { language } : {}),
  });

const verify = (payload: Record<string, unknown>, cookie?: string) =>
  operation(server, 'verifyOtpCodePatient', 'POST', '/api/auth/verify-otp-code-patient', {
    payload,
    ...(cookie ? { cookie } : {}),
  });

describe('POST /api/auth/send-verification-code', () => {
  it('writes the SMS in the language of the page that asked for it', async () => {
    const urduPhone = uniquePhone();
    expect((await send(urduPhone, undefined, 'ur')).statusCode).toBe(200);
    const [urdu] = await outbox(server, urduPhone);
    expect(urdu?.text).toMatch(/^عافیت لاگ اِن کوڈ: \d{6}۔ 5 منٹ کے لیے۔ کسی کو نہ بتائیں۔$/);
    // A browser's own preference for Urdu after English does not make an English page's SMS Urdu.
    const englishPhone = uniquePhone();
    expect((await send(englishPhone, undefined, 'en-PK,ur;q=0.9')).statusCode).toBe(200);
    const [english] = await outbox(server, englishPhone);
    expect(english?.text).toMatch(/^Your Aafiyat sign-in code is \d{6}\./);
  });

  it('sends a 6-digit sign-in code by SMS and answers the countdowns', async () => {
    const phone = uniquePhone();
    const response = await send(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resend_after_seconds: 60,
      expires_in_seconds: 300,
      phone_hint: `${phone.slice(0, 4)}*****${phone.slice(-2)}`,
    });
    const messages = await outbox(server, phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toMatch(
      /^Your Aafiyat sign-in code is \d{6}\. It expires in 5 minutes\. Do not share it\.$/,
    );
  });

  it('normalises the number: 3XXXXXXXXX and 03XXXXXXXXX are the same person', async () => {
    const phone = uniquePhone();
    expect((await send(phone.slice(1))).statusCode).toBe(200);
    expect(await outbox(server, phone)).toHaveLength(1);
    // The stored code is under the normalised number.
    const rows = await server.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(rows).toHaveLength(1);
    // Kept hashed, never as the code itself.
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 429 with Retry-After when a code is asked again within 60 s', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).statusCode).toBe(200);
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'rate_limited' });
    expect(again.json<{ message: string }>().message).toMatch(/wait \d+ seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await outbox(server, phone)).toHaveLength(1);
  });

  it('answers 429 with Retry-After on the 6th request from one address within a minute', async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(uniquePhone(), ip)).statusCode).toBe(200);
    }
    const sixth = await send(uniquePhone(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await send(uniquePhone())).statusCode).toBe(200);
  });

  it.each([
    ['a landline', { phone_number: '0421234567' }, 'body/phone_number'],
    ['a missing number', {}, 'body/phone_number'],
    ['an unknown field', { phone_number: '03001234567', name: 'X' }, 'body/name'],
    ['a number as a JSON number', { phone_number: 3001234567 }, 'body/phone_number'],
  ])('answers 400 with a message for %s', async (_, payload, path) => {
    const response = await operation(
      server,
      'sendVerificationCode',
      'POST',
      '/api/auth/send-verification-code',
      {
        payload,
      },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });
});

describe('POST /api/auth/verify-otp-code-patient', () => {
  it('asks a new number for a name (422) without using the code, then creates the patient', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await latestCode(server, phone);

    const nameless = await verify({ phone_number: phone, code });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({
      code: 'name_required',
      message: 'Please enter your name to create your account.',
      fields: [{ path: 'body/name', message: 'Please enter your name.' }],
    });
    expect(nameless.cookies).toHaveLength(0);

    const named = await verify({ phone_number: phone, code, name: '  Fatima Zahra ' });
    expect(named.statusCode).toBe(200);
    const record = named.json<{ user_id: number }>();
    expect(record).toMatchObject({ verified: true, name: 'Fatima Zahra', role: 'patient', is_new: true });
    const [patient] = await server.db.select().from(patients).where(eq(patients.id, record.user_id));
    const [account] = await server.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, 'patient'), eq(accounts.phone, phone)));
    expect(patient?.accountId).toBe(account?.id);
    expect(account?.verified).toBe(true);

    // The session works.
    const me = await operation(server, 'getSession', 'GET', '/api/auth/me', {
      cookie: sessionCookieOf(named),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      verified: true,
      name: 'Fatima Zahra',
      role: 'patient',
      user_id: record.user_id,
    });

    // The code is used up now.
    const reused = await verify({ phone_number: phone, code, name: 'Fatima Zahra' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('signs an existing patient in (is_new false) without a name, keeping the stored name', async () => {
    const phone = uniquePhone();
    const account = await createAccount(server, { role: 'patient', phone, name: 'Ayesha Khan' });
    const [patient] = await server.db
      .insert(patients)
      .values({ accountId: account.id })
      .returning({ id: patients.id });
    await send(phone);
    const response = await verify({
      phone_number: phone,
      code: await latestCode(server, phone),
      name: 'Someone Else',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verified: true,
      name: 'Ayesha Khan',
      role: 'patient',
      user_id: patient?.id,
      is_new: false,
    });
    expect(sessionCookieOf(response)).toMatch(/^aafiyat_session=/);
  });

  it('says how many tries are left on a wrong code, and voids the code on the 5th wrong try (429)', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await latestCode(server, phone);
    const wrong = wrongCode(code);
    for (let tries = 1; tries <= 4; tries += 1) {
      const response = await verify({ phone_number: phone, code: wrong, name: 'Bilal Ahmed' });
      expect(response.statusCode).toBe(400);
      const left = 5 - tries;
      expect(response.json()).toEqual({
        code: 'otp_invalid',
        message: `That code is not right. You have ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const fifth = await verify({ phone_number: phone, code: wrong, name: 'Bilal Ahmed' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'otp_exhausted' });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code no longer works.
    const right = await verify({ phone_number: phone, code, name: 'Bilal Ahmed' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'otp_exhausted' });
  });

  it('refuses an expired code with 400 otp_expired', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await latestCode(server, phone);
    await server.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const response = await verify({ phone_number: phone, code, name: 'Bilal Ahmed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'otp_expired',
      message: 'This code has expired. Please ask for a new one.',
    });
  });

  it('answers 400 otp_expired when no code was ever sent (and never 422 for an unknown number)', async () => {
    const response = await verify({ phone_number: uniquePhone(), code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('a code for another purpose does not sign a patient in', async () => {
    const phone = uniquePhone();
    const owner = await createAccount(server, { role: 'clinic_owner', phone, password: 'Karachi@2024' });
    expect(owner.id).toBeGreaterThan(0);
    await operation(server, 'clinicForgetPassword', 'POST', '/api/clinic/clinic_forget_password', {
      payload: { login: phone },
    });
    const response = await verify({
      phone_number: phone,
      code: await latestCode(server, phone),
      name: 'X Y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'otp_expired' });
  });

  it.each([
    ['a 5-digit code', { phone_number: '03001234567', code: '12345' }, 'body/code'],
    ['a missing code', { phone_number: '03001234567' }, 'body/code'],
    ['a blank name', { phone_number: '03001234567', code: '123456', name: '   ' }, 'body/name'],
    ['a bad number', { phone_number: '12345', code: '123456' }, 'body/phone_number'],
    ['an unknown field', { phone_number: '03001234567', code: '123456', role: 'doctor' }, 'body/role'],
  ])('answers 400 with a message for %s', async (_, payload, path) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });
});

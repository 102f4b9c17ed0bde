// Attacks on sign-in and sessions, against a real server process over TCP: guessing one-time codes, asking for
// codes in bulk (per number and per address), guessing codes across numbers, fixing a session before the victim
// signs in, and using a cookie (or a socket opened with it) after sign-out.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema';
import { uniquePhone } from './auth-support';
import { openSocket, until } from './call-support';
import { TEST_ORIGIN } from './harness';
import { FIXTURE_PASSWORD, fixturesOf } from './security-fixtures';
import {
  clientOf,
  latestCode,
  patientSignIn,
  sessionCookie,
  startTarget,
  tryConnect,
  type Answer,
  type Target,
} from './security-support';

const MINUTE = 60_000;
const UNAUTHENTICATED = { code: 'unauthenticated', message: 'Please sign in to continue.' };

let target: Target;
/** A number that was sent five codes in the last hour (but none in the last minute). */
let busyPhone: string;
let doctorPmdc: string;

beforeAll(async () => {
  const started = await startTarget({
    env: { ALLOWED_ORIGINS: TEST_ORIGIN },
    prepare: async (db) => {
      const phone = uniquePhone();
      await db.insert(otpCodes).values(
        [2, 10, 20, 30, 50].map((minutes) => ({
          purpose: 'patient_login',
          phone,
          codeHash: randomBytes(32).toString('hex'),
          consumed: true,
          createdAt: new Date(Date.now() - minutes * MINUTE),
          expiresAt: new Date(Date.now() - minutes * MINUTE + 5 * MINUTE),
        })),
      );
      const doctor = await fixturesOf(db).doctor('Dr. Sana Mirza', '72001-S');
      return { phone, pmdc: doctor.pmdc ?? '' };
    },
  });
  target = started.target;
  busyPhone = started.fixture.phone;
  doctorPmdc = started.fixture.pmdc;
});

afterAll(async () => {
  await target.stop();
});

const sendCode = (phone: string, client = clientOf(target.url)) =>
  client.request('POST', '/api/auth/send-verification-code', { json: { phone_number: phone } });
const verify = (phone: string, code: string, client = clientOf(target.url), cookie?: string) =>
  client.request('POST', '/api/auth/verify-otp-code-patient', {
    json: { phone_number: phone, code, name: 'Hina Baloch' },
    ...(cookie ? { cookie } : {}),
  });
const me = (cookie: string) => clientOf(target.url).request('GET', '/api/auth/me', { cookie });
const outboxCount = async (phone: string) =>
  (await clientOf(target.url).request('GET', `/api/dev/outbox?phone=${phone}`)).json<{ data: unknown[] }>()
    .data.length;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

function retryAfter(answer: Answer): number {
  return Number(answer.headers['retry-after']);
}

describe('one-time codes', () => {
  it('lock after five wrong tries: the sixth, even the right code, is refused', async () => {
    const phone = uniquePhone();
    expect((await sendCode(phone)).status).toBe(200);
    const code = await latestCode(target.url, phone);
    const guesser = clientOf(target.url);
    for (let tries = 1; tries <= 4; tries += 1) {
      const answer = await verify(phone, wrong(code), guesser);
      const left = 5 - tries;
      expect(answer.status).toBe(400);
      expect(answer.json()).toEqual({
        code: 'otp_invalid',
        message: `That code is not right. You have ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const locked = { code: 'otp_exhausted', message: 'Too many wrong codes. Please ask for a new code.' };
    const fifth = await verify(phone, wrong(code), guesser);
    expect(fifth.status).toBe(429);
    expect(fifth.json()).toEqual(locked);
    expect(retryAfter(fifth)).toBeGreaterThan(0);
    // From another address too: the lock is the code's, not the address's.
    const sixth = await verify(phone, code);
    console.log(`the right code after five wrong ones: ${String(sixth.status)} ${sixth.text}`);
    expect(sixth.status).toBe(429);
    expect(sixth.json()).toEqual(locked);
    expect(sixth.setCookies).toEqual([]);
  });

  it('go to one number once a minute and five times an hour, whichever address asks', async () => {
    const phone = uniquePhone();
    expect((await sendCode(phone)).status).toBe(200);
    const again = await sendCode(phone);
    expect(again.status).toBe(429);
    expect(again.json<{ code: string }>().code).toBe('rate_limited');
    expect(again.json<{ message: string }>().message).toMatch(
      /^Please wait \d+ seconds before asking for a new code\.$/,
    );
    console.log(
      `a second code within a minute: ${String(again.status)}, Retry-After ${String(retryAfter(again))}`,
    );
    expect(retryAfter(again)).toBeGreaterThan(0);
    expect(retryAfter(again)).toBeLessThanOrEqual(60);
    expect(await outboxCount(phone)).toBe(1);

    const sixthInAnHour = await sendCode(busyPhone);
    expect(sixthInAnHour.status).toBe(429);
    expect(sixthInAnHour.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many codes were sent to this number. Please try again in an hour.',
    });
    expect(retryAfter(sixthInAnHour)).toBe(3600);
    expect(await outboxCount(busyPhone)).toBe(0);
  });

  it('go out five a minute to one address; the sixth is 429 with Retry-After, other addresses are served', async () => {
    const sender = clientOf(target.url);
    for (let index = 0; index < 5; index += 1)
      expect((await sendCode(uniquePhone(), sender)).status).toBe(200);
    const phone = uniquePhone();
    const sixth = await sendCode(phone, sender);
    console.log(
      `sixth send from one address: ${String(sixth.status)} ${sixth.text}, Retry-After ${String(retryAfter(sixth))}`,
    );
    expect(sixth.status).toBe(429);
    expect(sixth.json<{ code: string }>().code).toBe('rate_limited');
    expect(sixth.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(retryAfter(sixth)).toBeGreaterThan(0);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(60);
    expect(await outboxCount(phone)).toBe(0);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('are checked ten a minute from one address, so guesses spread over many numbers are stopped', async () => {
    const guesser = clientOf(target.url);
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1)
      answers.push((await verify(uniquePhone(), '123456', guesser)).status);
    console.log(`eleven code checks from one address: ${answers.join(', ')}`);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('the session', () => {
  it('is a new one at sign-in: a cookie planted before is neither kept nor raised to the victim’s account', async () => {
    const attacker = sessionCookie(await patientSignIn(target.url, uniquePhone(), { name: 'Attacker' }));
    const planted = [attacker, 'aafiyat_session=attacker-chosen-value'];
    for (const cookie of planted) {
      const victim = await patientSignIn(target.url, uniquePhone(), { name: 'Victim', cookie });
      expect(victim.status).toBe(200);
      const issued = sessionCookie(victim);
      expect(issued).not.toBe(cookie);
      const own = await me(issued);
      expect(own.json()).toMatchObject({ name: 'Victim', role: 'patient' });
      const old = await me(cookie);
      expect(old.status).toBe(401);
      expect(old.json()).toEqual(UNAUTHENTICATED);
    }
    // A password sign-in carrying another account's cookie is a fresh session too.
    const patient = sessionCookie(await patientSignIn(target.url, uniquePhone(), { name: 'Hina Baloch' }));
    const doctor = await clientOf(target.url).request('POST', '/api/doctor/dr_login', {
      json: { login: doctorPmdc, password: FIXTURE_PASSWORD },
      cookie: patient,
    });
    expect(doctor.status).toBe(200);
    expect(sessionCookie(doctor)).not.toBe(patient);
    expect((await me(patient)).status).toBe(401);
    expect((await me(sessionCookie(doctor))).json()).toMatchObject({ role: 'doctor' });
  });

  it('is dead after sign-out, for every patient endpoint and for the realtime socket', async () => {
    const cookie = sessionCookie(await patientSignIn(target.url, uniquePhone(), { name: 'Zainab Qureshi' }));
    const client = clientOf(target.url);
    expect((await client.request('GET', '/api/patient/profile', { cookie })).status).toBe(200);
    const socket = await openSocket(target.url, cookie);
    try {
      let closedBy = '';
      socket.once('disconnect', (reason) => {
        closedBy = reason;
      });

      const out = await client.request('POST', '/api/auth/logout', { cookie });
      expect(out.status).toBe(204);
      const cleared = out.setCookies.find((line) => line.startsWith('aafiyat_session='));
      expect(cleared).toMatch(/^aafiyat_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

      for (const path of [
        '/api/patient/profile',
        '/api/patient/attachments',
        '/api/patient/appointments',
        '/api/auth/me',
      ]) {
        const answer = await client.request('GET', path, { cookie });
        expect(answer.status, path).toBe(401);
        expect(answer.json(), path).toEqual(UNAUTHENTICATED);
      }
      // The socket opened with the cookie is closed by the server, and a new one is refused.
      await until(() => closedBy !== '');
      console.log(`open socket after sign-out: ${closedBy}`);
      expect(closedBy).toBe('io server disconnect');
      const reopened = await tryConnect(target.url, { cookie, origin: TEST_ORIGIN });
      expect(reopened).toBe('Please sign in to continue.');
    } finally {
      socket.disconnect();
    }
  });
});

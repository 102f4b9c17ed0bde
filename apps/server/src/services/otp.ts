import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '@aafiyat/domain';
import type { Database } from '../db/client';
import { otpCodes } from '../db/schema';
import { fail, HttpError } from '../http/operation';
import { SmsSendError, type SmsProvider } from './sms';
import { hashToken } from './tokens';

/** What a code is for; a code for one purpose never works for another. */
export type OtpPurpose =
  | 'patient_login'
  | 'clinic_signup'
  | 'hospital_signup'
  | 'pharmacy_signup'
  | 'doctor_password'
  | 'clinic_reset'
  | 'doctor_reset';

/** At most this many codes per number and purpose per hour (the contract's limit). */
export const OTP_MAX_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface OtpSent {
  resend_after_seconds: number;
  expires_in_seconds: number;
}

/**
 * The one-time-code service of every flow that sends one: patient sign-in, sign-up verification and forgotten
 * passwords. Codes are random 6-digit numbers, stored hashed (with the server's secret), valid 5 minutes, with 5
 * wrong tries; a new code may be asked for after 60 s, at most 5 an hour.
 */
export function createOtpService(db: Database, sms: SmsProvider, secret: string) {
  const hash = (phone: string, code: string) => hashToken(`${secret}:${phone}:${code}`);

  async function latest(phone: string, purpose: OtpPurpose) {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    return row;
  }

  return {
    /** Sends a new code, or refuses with 429 and the wait when the number asked too recently or too often. */
    async send(phone: string, purpose: OtpPurpose, text: (code: string) => string): Promise<OtpSent> {
      const now = Date.now();
      const previous = await latest(phone, purpose);
      if (previous && now - previous.createdAt.getTime() < OTP_RESEND_AFTER_MS) {
        const wait = (OTP_RESEND_AFTER_MS - (now - previous.createdAt.getTime())) / 1000;
        throw fail.tooMany(
          `Please wait ${String(Math.ceil(wait))} seconds before asking for a new code.`,
          wait,
        );
      }
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, purpose),
            gt(otpCodes.createdAt, new Date(now - HOUR_MS)),
          ),
        );
      if (count >= OTP_MAX_PER_HOUR) {
        throw fail.tooMany(
          'Too many codes were sent to this number. Please try again in an hour.',
          HOUR_MS / 1000,
        );
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [stored] = await db
        .insert(otpCodes)
        .values({ phone, purpose, codeHash: hash(phone, code), expiresAt: new Date(now + OTP_TTL_MS) })
        .returning({ id: otpCodes.id });
      if (!stored) throw new Error('the one-time code was not stored');
      try {
        await sms.send({ to: phone, text: text(code) });
      } catch (error) {
        // A code the person never got is not kept, so nobody can use it. The failed send counts towards the
        // per-IP limit of the route but not this number's limits (the 60 s wait, 5 an hour): the person is told
        // to try again shortly, and a gateway's outage must not lock them out for an hour.
        await db.delete(otpCodes).where(eq(otpCodes.id, stored.id));
        if (error instanceof SmsSendError) throw smsFailed();
        throw error;
      }
      // The new code replaces any older one for the same purpose once it is sent; until then the older stays valid.
      await db
        .update(otpCodes)
        .set({ consumed: true })
        .where(
          and(
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, purpose),
            eq(otpCodes.consumed, false),
            ne(otpCodes.id, stored.id),
          ),
        );
      return { resend_after_seconds: OTP_RESEND_AFTER_MS / 1000, expires_in_seconds: OTP_TTL_MS / 1000 };
    },

    /**
     * Checks a code. A wrong code uses up a try (400 `otp_invalid`, saying how many remain); the fifth wrong try
     * voids the code (429 `otp_exhausted`); an old or used code is 400 `otp_expired`. With `consume: false` a
     * right code stays valid (a new patient must still give a name).
     */
    async verify(
      phone: string,
      purpose: OtpPurpose,
      code: string,
      options: { consume?: boolean } = {},
    ): Promise<void> {
      const row = await latest(phone, purpose);
      const now = Date.now();
      if (!row || row.consumed || row.expiresAt.getTime() <= now) {
        if (row && !row.consumed && row.attempts >= OTP_MAX_ATTEMPTS)
          throw exhausted(row.createdAt.getTime(), now);
        throw new HttpError(400, 'This code has expired. Please ask for a new one.', 'otp_expired');
      }
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw exhausted(row.createdAt.getTime(), now);
      const expected = Buffer.from(row.codeHash);
      const actual = Buffer.from(hash(phone, code));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        const attempts = row.attempts + 1;
        await db.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id));
        if (attempts >= OTP_MAX_ATTEMPTS) throw exhausted(row.createdAt.getTime(), now);
        const left = OTP_MAX_ATTEMPTS - attempts;
        throw new HttpError(
          400,
          `That code is not right. You have ${String(left)} ${left === 1 ? 'try' : 'tries'} left.`,
          'otp_invalid',
        );
      }
      if (options.consume !== false)
        await db.update(otpCodes).set({ consumed: true }).where(eq(otpCodes.id, row.id));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

/** How long the person is asked to wait before trying again after a failed send. */
export const SMS_RETRY_AFTER_SECONDS = 30;

/** 503 `sms_failed`: the gateway did not take the message; no code was kept. */
function smsFailed(): HttpError {
  return new HttpError(
    503,
    'We could not send the SMS just now. Please try again shortly.',
    'sms_failed',
    [],
    { 'Retry-After': String(SMS_RETRY_AFTER_SECONDS) },
  );
}

function exhausted(sentAt: number, now: number): HttpError {
  const wait = Math.max(1, (sentAt + OTP_RESEND_AFTER_MS - now) / 1000);
  return fail.tooMany('Too many wrong codes. Please ask for a new code.', wait, 'otp_exhausted');
}

// What the sign-in, sign-up and password-reset handlers share: reading a login, finding its account, signing in
// with a fresh session, the session record, phone hints, the texts of the codes and the reset tokens.
import type { Schema } from '@aafiyat/api';
import {
  isValidEmail,
  localeFromAcceptLanguage,
  normalizeMobileNumber,
  OTP_TTL_MS,
  type UserRole,
} from '@aafiyat/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { accounts, resetTokens, sessions } from '../../db/schema';
import { setSessionCookie } from '../../http/cookies';
import { smsTexts, type OtpTextKind } from '../../i18n/smsTexts';
import { fail, HttpError } from '../../http/operation';
import { hashPassword } from '../../services/passwords';
import { createSession, destroySession, roleIdentity } from '../../services/sessions';
import { hashToken, newToken } from '../../services/tokens';

export type SessionRecord = Schema<'SessionRecord'>;
export type Account = typeof accounts.$inferSelect;

/** A reset token lives 10 minutes (the contract's `ResetTokenValue`). */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

const OTP_MINUTES = String(OTP_TTL_MS / 60_000);

/**
 * The SMS text of a code of `kind`, in the language the request asks for (`Accept-Language`: the page's own, sent
 * with every call the site makes). The code is in the text only, never in a log.
 */
export function otpText(
  request: { headers: { 'accept-language'?: string | undefined } },
  kind: OtpTextKind,
): (code: string) => string {
  const texts = smsTexts[localeFromAcceptLanguage(request.headers['accept-language'])];
  return (code) => texts[kind](code, OTP_MINUTES);
}

/** Wrong credentials: one sentence whichever part was wrong, so the answer does not tell accounts apart. */
export const INVALID_CREDENTIALS_MESSAGE = 'The mobile number, email or password is not right.';
export const INVALID_DOCTOR_CREDENTIALS_MESSAGE = 'The PMDC number, mobile number or password is not right.';

export function invalidCredentials(message = INVALID_CREDENTIALS_MESSAGE): HttpError {
  return new HttpError(401, message, 'invalid_credentials');
}

export function verificationPending(): HttpError {
  return new HttpError(
    403,
    'Please verify your mobile number to finish signing up. We can send you a new code.',
    'verification_pending',
  );
}

/** A login that is an email or a mobile number, in the stored form. */
export type Login = { email: string } | { phone: string };

/** Reads an email-or-mobile login (the contract's `ClinicLogin`), by the domain's rules for each. */
export function readLogin(login: string, path = 'body/login'): Login {
  const trimmed = login.trim();
  if (isValidEmail(trimmed)) return { email: trimmed.toLowerCase() };
  const phone = normalizeMobileNumber(trimmed);
  if (phone) return { phone };
  const message = 'Enter your email or a valid mobile number.';
  throw fail.badRequest(message, 'validation_failed', [{ path, message }]);
}

/** The account of a role behind a login, if any. */
export async function findAccount(
  { db }: AppContext,
  role: UserRole,
  login: Login,
): Promise<Account | undefined> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.role, role),
        'email' in login ? eq(accounts.email, login.email) : eq(accounts.phone, login.phone),
      ),
    )
    .limit(1);
  return account;
}

/** `0300*****67` for `03001234567`: tells the person where the code went without the whole number. */
export function phoneHint(phone: string): string {
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-2)}`;
}

/** The account's number a code goes to; an account without one cannot receive a code. */
export function phoneOf(account: Account): string {
  if (!account.phone) {
    throw fail.badRequest(
      'This account has no mobile number to send a code to. Please contact Aafiyat support.',
      'phone_missing',
    );
  }
  return account.phone;
}

/** The contract's session record of an account. */
export async function sessionRecord(
  { db }: AppContext,
  account: Pick<Account, 'id' | 'role' | 'name' | 'verified'>,
  clinicId: number | null,
): Promise<SessionRecord> {
  const identity = await roleIdentity(db, account.id, account.role, clinicId);
  const showsClinic = account.role === 'clinic_owner' || account.role === 'staff';
  return {
    verified: account.verified,
    name: account.name,
    role: account.role,
    user_id: identity.userId,
    ...(showsClinic && identity.clinicId !== null ? { clinic_id: identity.clinicId } : {}),
    ...(account.role === 'doctor' && identity.pmdc !== null ? { pmdc: identity.pmdc } : {}),
  };
}

/**
 * Signs an account in: always a new session (the old one named by the request's cookie is destroyed, so the id
 * changes at sign-in), the cookie set, and the session record answered.
 */
export async function signIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Pick<Account, 'id' | 'role' | 'name' | 'verified'>,
  clinicId: number | null = null,
): Promise<SessionRecord> {
  if (request.sessionToken) await destroySession(context.db, request.sessionToken);
  const record = await sessionRecord(context, account, clinicId);
  const token = await createSession(
    context.db,
    account.id,
    account.role === 'clinic_owner' ? (record.clinic_id ?? null) : null,
  );
  setSessionCookie(reply, context.config, token);
  request.log.info({ accountId: account.id, role: account.role }, 'signed in');
  return record;
}

/** Hands out a single-use reset token for an account whose reset code was right; only its hash is kept. */
export async function issueResetToken({ db }: AppContext, accountId: number) {
  const token = newToken();
  await db.insert(resetTokens).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return { reset_token: token, expires_in_seconds: RESET_TOKEN_TTL_MS / 1000 };
}

/**
 * Sets a new password with a reset token of an account of `role`: the token is used up (atomically, so it
 * works once), the account's other reset tokens and all its sessions end, and so do the realtime sockets
 * opened with those sessions (whoever reset the password may be shutting someone out).
 */
export async function resetPassword(
  { db, realtime }: AppContext,
  role: UserRole,
  token: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const owners = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, role));
  const [used] = await db
    .update(resetTokens)
    .set({ used: true })
    .where(
      and(
        eq(resetTokens.tokenHash, hashToken(token)),
        eq(resetTokens.used, false),
        gt(resetTokens.expiresAt, new Date()),
        inArray(resetTokens.accountId, owners),
      ),
    )
    .returning({ accountId: resetTokens.accountId });
  if (!used) {
    throw new HttpError(
      400,
      'This password reset has expired or was already used. Please ask for a new code.',
      'reset_token_invalid',
    );
  }
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, used.accountId));
  await db
    .update(resetTokens)
    .set({ used: true })
    .where(and(eq(resetTokens.accountId, used.accountId), eq(resetTokens.used, false)));
  await db.delete(sessions).where(eq(sessions.accountId, used.accountId));
  realtime.endAccountSockets(used.accountId);
  return used.accountId;
}

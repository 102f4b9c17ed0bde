// Doctors: registered by their clinics, they set a first password with a code (`ckeck_password_exists`, then
// `verify_dr_signup_otp`), sign in by PMDC or mobile number, and reset a forgotten password with a code.
import { normalizeMobileNumber } from '@aafiyat/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, doctors } from '../../db/schema';
import { fail, HttpError, type OperationHandlers } from '../../http/operation';
import { hashPassword, verifyPassword } from '../../services/passwords';
import {
  INVALID_DOCTOR_CREDENTIALS_MESSAGE,
  invalidCredentials,
  issueResetToken,
  otpText,
  phoneHint,
  phoneOf,
  resetPassword,
  signIn,
  type Account,
} from './shared';

const UNKNOWN_DOCTOR_MESSAGE = 'We could not find a doctor with this PMDC or mobile number.';

export function doctorAuthHandlers(
  context: AppContext,
): Pick<
  OperationHandlers,
  | 'drLogin'
  | 'checkPasswordExists'
  | 'verifyDrSignupOtp'
  | 'drForgetPassword'
  | 'drForgetOtpVerify'
  | 'drResetPassword'
> {
  const { db, otp } = context;

  /** The doctor's account behind a mobile number or a PMDC number (PMDC letters in either case). */
  async function findDoctorAccount(login: string): Promise<Account | undefined> {
    const trimmed = login.trim();
    const phone = normalizeMobileNumber(trimmed);
    if (phone) {
      const [byPhone] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.role, 'doctor'), eq(accounts.phone, phone)))
        .limit(1);
      if (byPhone) return byPhone;
    }
    const [byPmdc] = await db
      .select({ account: accounts })
      .from(doctors)
      .innerJoin(accounts, eq(accounts.id, doctors.accountId))
      .where(inArray(doctors.pmdc, [...new Set([trimmed, trimmed.toUpperCase()])]))
      .limit(1);
    return byPmdc?.account;
  }

  async function doctorOf(login: string): Promise<Account> {
    const account = await findDoctorAccount(login);
    if (!account) throw fail.notFound(UNKNOWN_DOCTOR_MESSAGE);
    return account;
  }

  return {
    async drLogin(request, reply) {
      const { login, password } = request.body;
      const account = await findDoctorAccount(login);
      // The password is checked even without an account, so the time taken does not tell them apart.
      const matches = await verifyPassword(password, account?.passwordHash ?? null);
      if (account && account.passwordHash === null) {
        throw new HttpError(
          403,
          'You have not set a password yet. We will send a code to your mobile number to set one.',
          'password_not_set',
        );
      }
      if (!account || !matches) throw invalidCredentials(INVALID_DOCTOR_CREDENTIALS_MESSAGE);
      return { status: 200, body: await signIn(context, request, reply, account) };
    },

    async checkPasswordExists(request) {
      const account = await doctorOf(request.body.login);
      const phone = phoneOf(account);
      if (account.passwordHash !== null) {
        return { status: 200, body: { exists: true, phone_hint: phoneHint(phone) } };
      }
      const sent = await otp.send(phone, 'doctor_password', otpText(request, 'firstPassword'));
      request.log.info({ accountId: account.id }, 'sent a doctor first-password code');
      return { status: 200, body: { exists: false, phone_hint: phoneHint(phone), ...sent } };
    },

    async verifyDrSignupOtp(request, reply) {
      const { login, code, password } = request.body;
      const account = await doctorOf(login);
      if (account.passwordHash !== null) {
        throw fail.conflict(
          'You have already set a password. Please sign in, or use Forgot password.',
          'password_already_set',
        );
      }
      await otp.verify(phoneOf(account), 'doctor_password', code);
      const passwordHash = await hashPassword(password);
      await db
        .update(accounts)
        .set({ passwordHash, verified: true })
        .where(and(eq(accounts.id, account.id), isNull(accounts.passwordHash)));
      return {
        status: 200,
        body: await signIn(context, request, reply, { ...account, verified: true }),
      };
    },

    async drForgetPassword(request) {
      const account = await doctorOf(request.body.login);
      const phone = phoneOf(account);
      const sent = await otp.send(phone, 'doctor_reset', otpText(request, 'reset'));
      request.log.info({ accountId: account.id }, 'sent a doctor password reset code');
      return { status: 200, body: { ...sent, phone_hint: phoneHint(phone) } };
    },

    async drForgetOtpVerify(request) {
      const account = await doctorOf(request.body.login);
      await otp.verify(phoneOf(account), 'doctor_reset', request.body.code);
      return { status: 200, body: await issueResetToken(context, account.id) };
    },

    async drResetPassword(request) {
      const { reset_token: token, password } = request.body;
      const accountId = await resetPassword(context, 'doctor', token, password);
      request.log.info({ accountId }, 'doctor password reset');
      return { status: 204, body: undefined };
    },
  };
}

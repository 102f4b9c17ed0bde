// Clinic owners: the branch choice, the password sign-in, branch codes and the forgotten-password flow.
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { clinics } from '../../db/schema';
import { fail, HttpError, type OperationHandlers } from '../../http/operation';
import { verifyPassword } from '../../services/passwords';
import {
  findAccount,
  invalidCredentials,
  issueResetToken,
  otpText,
  phoneHint,
  phoneOf,
  readLogin,
  resetPassword,
  signIn,
  verificationPending,
} from './shared';

const UNKNOWN_LOGIN_MESSAGE = 'We could not find a clinic account with this mobile number or email.';

export function clinicAuthHandlers(
  context: AppContext,
): Pick<
  OperationHandlers,
  | 'checkClinicBranches'
  | 'validateBranchCode'
  | 'clinicLogin'
  | 'clinicForgetPassword'
  | 'clinicForgetOtpVerify'
  | 'clinicResetPassword'
> {
  const { db, otp } = context;

  async function branchesOf(accountId: number) {
    return db.select().from(clinics).where(eq(clinics.ownerAccountId, accountId)).orderBy(asc(clinics.id));
  }

  async function ownerOf(login: string) {
    const account = await findAccount(context, 'clinic_owner', readLogin(login));
    if (!account) throw fail.notFound(UNKNOWN_LOGIN_MESSAGE);
    return account;
  }

  return {
    async checkClinicBranches(request) {
      const account = await ownerOf(request.body.login);
      const branches = await branchesOf(account.id);
      if (branches.length === 0) throw fail.notFound(UNKNOWN_LOGIN_MESSAGE);
      return {
        status: 200,
        body: {
          data: branches.map((clinic) => ({
            clinic_id: clinic.id,
            clinic_name: clinic.name,
            // A branch without its own name (a sign-up's first) is told apart by its city and address.
            branch_name: clinic.branchName ?? clinic.city,
            city: clinic.city,
            address: clinic.address,
          })),
        },
      };
    },

    async validateBranchCode(request) {
      const code = request.body.branch_code.trim().toUpperCase();
      const [clinic] = await db
        .select({ id: clinics.id, name: clinics.name })
        .from(clinics)
        .where(sql`upper(${clinics.branchCode}) = ${code}`)
        .limit(1);
      return {
        status: 200,
        body: clinic ? { valid: true, clinic_id: clinic.id, clinic_name: clinic.name } : { valid: false },
      };
    },

    async clinicLogin(request, reply) {
      const { login, password, clinic_id: clinicId } = request.body;
      const account = await findAccount(context, 'clinic_owner', readLogin(login));
      // The password is checked even without an account, so the time taken does not tell them apart.
      const matches = await verifyPassword(password, account?.passwordHash ?? null);
      if (!account || !matches) throw invalidCredentials();
      if (!account.verified) throw verificationPending();
      const branches = await branchesOf(account.id);
      let chosen: number;
      if (clinicId !== undefined) {
        // Another owner's branch is answered like a wrong password: it says nothing about that clinic.
        if (!branches.some((clinic) => clinic.id === clinicId)) throw invalidCredentials();
        chosen = clinicId;
      } else if (branches.length === 1 && branches[0]) {
        chosen = branches[0].id;
      } else if (branches.length > 1) {
        const message = 'Please choose the branch you want to sign in to.';
        throw new HttpError(400, message, 'clinic_required', [{ path: 'body/clinic_id', message }]);
      } else {
        throw fail.forbidden('This account has no clinic to sign in to. Please contact Aafiyat support.');
      }
      return { status: 200, body: await signIn(context, request, reply, account, chosen) };
    },

    async clinicForgetPassword(request) {
      const account = await ownerOf(request.body.login);
      const phone = phoneOf(account);
      const sent = await otp.send(phone, 'clinic_reset', otpText(request, 'reset'));
      request.log.info({ accountId: account.id }, 'sent a clinic password reset code');
      return { status: 200, body: { ...sent, phone_hint: phoneHint(phone) } };
    },

    async clinicForgetOtpVerify(request) {
      const account = await ownerOf(request.body.login);
      await otp.verify(phoneOf(account), 'clinic_reset', request.body.code);
      return { status: 200, body: await issueResetToken(context, account.id) };
    },

    async clinicResetPassword(request) {
      const { reset_token: token, password } = request.body;
      const accountId = await resetPassword(context, 'clinic_owner', token, password);
      request.log.info({ accountId }, 'clinic password reset');
      return { status: 204, body: undefined };
    },
  };
}

// Patient sign-in by one-time code: the same two calls sign in existing patients and create new ones.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, patients } from '../../db/schema';
import { HttpError, type OperationHandlers } from '../../http/operation';
import { storedPhone } from '../marketing';
import { findAccount, otpText, phoneHint, signIn, type Account } from './shared';

const INVALID_PHONE_MESSAGE = 'Enter a valid mobile number, like 03001234567.';

function nameRequired(): HttpError {
  return new HttpError(422, 'Please enter your name to create your account.', 'name_required', [
    { path: 'body/name', message: 'Please enter your name.' },
  ]);
}

export function patientAuthHandlers(
  context: AppContext,
): Pick<OperationHandlers, 'sendVerificationCode' | 'verifyOtpCodePatient'> {
  const { db, otp } = context;

  /** Creates the patient of a verified number; a concurrent creation of the same number is reused. */
  async function createPatient(phone: string, name: string): Promise<{ account: Account; isNew: boolean }> {
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({ role: 'patient', name: name.trim(), phone, verified: true })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await tx.insert(patients).values({ accountId: created.id });
        return { account: created, isNew: true };
      }
      const [existing] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.role, 'patient'), eq(accounts.phone, phone)));
      if (!existing) throw new Error('patient account vanished during sign-up');
      return { account: existing, isNew: false };
    });
  }

  return {
    async sendVerificationCode(request) {
      const phone = storedPhone(request.body.phone_number, INVALID_PHONE_MESSAGE);
      const sent = await otp.send(phone, 'patient_login', otpText(request, 'signIn'));
      request.log.info('sent a patient sign-in code');
      return { status: 200, body: { ...sent, phone_hint: phoneHint(phone) } };
    },

    async verifyOtpCodePatient(request, reply) {
      const phone = storedPhone(request.body.phone_number, INVALID_PHONE_MESSAGE);
      const { code, name } = request.body;
      const existing = await findAccount(context, 'patient', { phone });
      // The code is checked before anything is said about the number, so 422 tells nothing without the code.
      if (!existing && name === undefined) {
        await otp.verify(phone, 'patient_login', code, { consume: false });
        throw nameRequired();
      }
      await otp.verify(phone, 'patient_login', code);
      let account: Account;
      let isNew = false;
      if (existing) {
        account = existing;
        if (!account.verified) {
          await db.update(accounts).set({ verified: true }).where(eq(accounts.id, account.id));
          account = { ...account, verified: true };
        }
      } else {
        ({ account, isNew } = await createPatient(phone, name ?? ''));
      }
      const record = await signIn(context, request, reply, account);
      return {
        status: 200,
        body: {
          verified: record.verified,
          name: record.name,
          role: 'patient',
          user_id: record.user_id,
          is_new: isNew,
        },
      };
    },
  };
}

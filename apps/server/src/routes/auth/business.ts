// Sign-up of clinics, hospitals and pharmacies (an unverified account, its clinic or business, and a code to the
// owner's number), the verification that activates and signs in, and the password sign-ins of hospitals,
// pharmacies and clinic staff.
import { randomInt } from 'node:crypto';
import type { Schema } from '@aafiyat/api';
import { FacilityType } from '@aafiyat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { accounts, businesses, clinics, packages, resetTokens, sessions } from '../../db/schema';
import { fail, type OperationHandlers } from '../../http/operation';
import type { OtpPurpose } from '../../services/otp';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { storedPhone } from '../marketing';
import {
  findAccount,
  invalidCredentials,
  otpText,
  phoneHint,
  phoneOf,
  readLogin,
  signIn,
  verificationPending,
  type Account,
} from './shared';

type Kind = 'clinic' | 'hospital' | 'pharmacy';
type BusinessSignup = Schema<'BusinessSignup'>;

const ROLE = { clinic: 'clinic_owner', hospital: 'hospital', pharmacy: 'pharmacy' } as const;
const FACILITY = {
  clinic: FacilityType.CLINIC,
  hospital: FacilityType.HOSPITAL,
  pharmacy: FacilityType.PHARMACY,
} as const;
const PURPOSE: Record<Kind, OtpPurpose> = {
  clinic: 'clinic_signup',
  hospital: 'hospital_signup',
  pharmacy: 'pharmacy_signup',
};
const BRANCH_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A branch code like `SFC-7K2Q9M`: the clinic's initials and six random letters or digits. */
function branchCodeFor(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
      .join('')
      .toUpperCase()
      .slice(0, 4) || 'CLN';
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += BRANCH_CODE_LETTERS.charAt(randomInt(BRANCH_CODE_LETTERS.length));
  }
  return `${initials}-${suffix}`;
}

/** The owner's first clinic (the branch a sign-up created). */
export async function firstClinicOf({ db }: AppContext, accountId: number): Promise<number | null> {
  const [clinic] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.ownerAccountId, accountId))
    .orderBy(asc(clinics.id))
    .limit(1);
  return clinic?.id ?? null;
}

export function businessAuthHandlers(
  context: AppContext,
): Pick<
  OperationHandlers,
  | 'clinicSignup'
  | 'verifyClinicSignupOtp'
  | 'hospitalSignup'
  | 'verifyHospitalSignupOtp'
  | 'pharmacySignup'
  | 'verifyPharmacySignupOtp'
  | 'hospitalLogin'
  | 'pharmacyLogin'
  | 'staffLogin'
> {
  const { db, otp } = context;

  async function checkPackage(kind: Kind, packageId: number | undefined): Promise<void> {
    if (packageId === undefined) return;
    const [found] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.id, packageId), eq(packages.facilityType, FACILITY[kind])));
    if (!found) {
      const message = 'Please choose one of the packages on offer.';
      throw fail.badRequest(message, 'validation_failed', [{ path: 'body/package_id', message }]);
    }
  }

  /** Removes a sign-up that was never verified (nothing can refer to it: it never signed in). */
  async function dropPending(account: Account): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(clinics).where(eq(clinics.ownerAccountId, account.id));
      await tx.delete(businesses).where(eq(businesses.accountId, account.id));
      await tx.delete(resetTokens).where(eq(resetTokens.accountId, account.id));
      await tx.delete(sessions).where(eq(sessions.accountId, account.id));
      await tx.delete(accounts).where(eq(accounts.id, account.id));
    });
  }

  async function storePending(kind: Kind, body: BusinessSignup, phone: string, pending: Account | undefined) {
    const email = body.email.trim().toLowerCase();
    const details = {
      name: body.owner_name.trim(),
      email,
      passwordHash: await hashPassword(body.password),
    };
    const place = {
      city: body.city.trim(),
      address: body.address.trim(),
      packageId: body.package_id ?? null,
    };
    await db.transaction(async (tx) => {
      let accountId: number;
      if (pending) {
        accountId = pending.id;
        await tx.update(accounts).set(details).where(eq(accounts.id, accountId));
        await tx.delete(clinics).where(eq(clinics.ownerAccountId, accountId));
        await tx.delete(businesses).where(eq(businesses.accountId, accountId));
      } else {
        const [created] = await tx
          .insert(accounts)
          .values({ ...details, role: ROLE[kind], phone, verified: false })
          .returning({ id: accounts.id });
        if (!created) throw new Error('no account row');
        accountId = created.id;
      }
      if (kind === 'clinic') {
        await tx.insert(clinics).values({
          ...place,
          ownerAccountId: accountId,
          name: body.business_name.trim(),
          branchCode: branchCodeFor(body.business_name),
        });
      } else {
        await tx.insert(businesses).values({
          ...place,
          accountId,
          facilityType: FACILITY[kind],
          businessName: body.business_name.trim(),
        });
      }
    });
  }

  /** Sign-up: a pending account (replacing an earlier pending one of the same number) and a code. */
  async function signup(kind: Kind, request: FastifyRequest<{ Body: BusinessSignup }>) {
    const body = request.body;
    const phone = storedPhone(body.phone_number, 'Enter a valid mobile number, like 03001234567.');
    const email = body.email.trim().toLowerCase();
    await checkPackage(kind, body.package_id);
    const byPhone = await findAccount(context, ROLE[kind], { phone });
    const byEmail = await findAccount(context, ROLE[kind], { email });
    if (byPhone?.verified) {
      throw fail.conflict(
        'An account with this mobile number already exists. Please sign in instead.',
        'phone_taken',
      );
    }
    if (byEmail?.verified) {
      throw fail.conflict(
        'An account with this email already exists. Please sign in instead.',
        'email_taken',
      );
    }
    // Another number's unfinished sign-up with this email gives way to the newer one.
    if (byEmail && byEmail.id !== byPhone?.id) await dropPending(byEmail);
    try {
      await storePending(kind, body, phone, byPhone);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw fail.conflict(
        'An account with this mobile number or email was just created. Please sign in instead.',
        'phone_taken',
      );
    }
    const sent = await otp.send(phone, PURPOSE[kind], otpText(request, 'signUp'));
    request.log.info({ kind }, 'sign-up pending verification');
    return {
      status: 202 as const,
      body: { pending_verification: true as const, phone_hint: phoneHint(phone), ...sent },
    };
  }

  /** Verification: the code activates the pending account and signs it in. */
  async function verify(
    kind: Kind,
    request: FastifyRequest<{ Body: Schema<'LoginCodeVerification'> }>,
    reply: FastifyReply,
  ) {
    const account = await findAccount(context, ROLE[kind], readLogin(request.body.login));
    if (!account) throw fail.notFound('We could not find a sign-up with this mobile number or email.');
    await otp.verify(phoneOf(account), PURPOSE[kind], request.body.code);
    await db.update(accounts).set({ verified: true }).where(eq(accounts.id, account.id));
    const clinicId = kind === 'clinic' ? await firstClinicOf(context, account.id) : null;
    const record = await signIn(context, request, reply, { ...account, verified: true }, clinicId);
    return { status: 200 as const, body: record };
  }

  /** Password sign-in by email or mobile number; roles that sign up with a code must have verified it. */
  async function passwordSignIn(
    role: 'hospital' | 'pharmacy' | 'staff',
    request: FastifyRequest<{ Body: Schema<'PasswordLogin'> }>,
    reply: FastifyReply,
  ) {
    const account = await findAccount(context, role, readLogin(request.body.login));
    // The password is checked even without an account, so the time taken does not tell them apart.
    const matches = await verifyPassword(request.body.password, account?.passwordHash ?? null);
    if (!account || !matches) throw invalidCredentials();
    // Staff are added by their clinic and have no sign-up code to verify.
    if (role !== 'staff' && !account.verified) throw verificationPending();
    return { status: 200 as const, body: await signIn(context, request, reply, account) };
  }

  return {
    clinicSignup: (request) => signup('clinic', request),
    hospitalSignup: (request) => signup('hospital', request),
    pharmacySignup: (request) => signup('pharmacy', request),
    verifyClinicSignupOtp: (request, reply) => verify('clinic', request, reply),
    verifyHospitalSignupOtp: (request, reply) => verify('hospital', request, reply),
    verifyPharmacySignupOtp: (request, reply) => verify('pharmacy', request, reply),
    hospitalLogin: (request, reply) => passwordSignIn('hospital', request, reply),
    pharmacyLogin: (request, reply) => passwordSignIn('pharmacy', request, reply),
    staffLogin: (request, reply) => passwordSignIn('staff', request, reply),
  };
}

import { AVATAR_DESTINATIONS, SIGN_IN_ROUTES } from '@aafiyat/domain';
import { BranchPicker, PasswordReset, PasswordSignIn, type BranchPickerBranch } from '@aafiyat/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { useHydrated } from '../../../app/hydration';
import { completeSignIn } from '../../../app/auth';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { SignInFrame } from './SignInFrame';
import { emailOrPhoneCheck, normalizeLogin, sessionRecordOf, signInFailure } from './signIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.clinic.meta.title'),
  description: t('SignIn.clinic.meta.description'),
  noindex: true,
});

const RESET_HREF = `${SIGN_IN_ROUTES.clinic_owner}?reset=password`;

/** An owner of several branches who typed the right password and now picks a branch. */
interface BranchChoice {
  login: string;
  password: string;
  branches: readonly BranchPickerBranch[];
}

/**
 * Clinic owner or administrator sign-in: email or mobile number and password; an owner of
 * several branches picks one. A forgotten password is reset by SMS code. Lands on the clinic dashboard.
 */
export default function ClinicLoginPage() {
  const navigate = useNavigate();
  const t = useSiteMessages();
  const [params] = useSearchParams();
  // The prerendered page is the sign-in form: the reset form (`?reset=password`) follows after hydration, so the
  // first render matches the HTML whatever the address's query.
  const resetting = useHydrated() && params.get('reset') === 'password';
  const [choice, setChoice] = useState<BranchChoice | null>(null);
  const resetToken = useRef('');

  const signIn = async (login: string, password: string, clinicId?: number) => {
    const answer = await api.clinicLogin({
      body: { login, password, ...(clinicId === undefined ? {} : { clinic_id: clinicId }) },
    });
    void navigate(completeSignIn(sessionRecordOf(t, answer), AVATAR_DESTINATIONS.clinic_owner));
  };

  if (resetting) {
    return (
      <SignInFrame
        userRole="clinic_owner"
        title={t('SignIn.clinic.reset.title')}
        lead={t('SignIn.clinic.reset.lead')}
      >
        <PasswordReset
          loginLabel={t('SignIn.emailOrPhone')}
          validateLogin={emailOrPhoneCheck(t)}
          onRequestCode={async ({ login }) => {
            try {
              const sent = await api.clinicForgetPassword({ body: { login: normalizeLogin(login) } });
              return {
                resendAfterSeconds: sent.resend_after_seconds,
                ...(sent.phone_hint ? { phoneHint: sent.phone_hint } : {}),
              };
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          onVerifyCode={async ({ login, code }) => {
            try {
              const answer = await api.clinicForgetOtpVerify({
                body: { login: normalizeLogin(login), code },
              });
              resetToken.current = answer.reset_token;
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          onSetPassword={async ({ password }) => {
            try {
              await api.clinicResetPassword({ body: { reset_token: resetToken.current, password } });
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          signInHref={SIGN_IN_ROUTES.clinic_owner}
        />
      </SignInFrame>
    );
  }

  return (
    <SignInFrame userRole="clinic_owner" title={t('SignIn.clinic.title')} lead={t('SignIn.clinic.lead')}>
      {choice === null ? (
        <PasswordSignIn
          loginLabel={t('SignIn.emailOrPhone')}
          loginHint={t('SignIn.clinic.loginHint')}
          validateLogin={emailOrPhoneCheck(t)}
          forgotPasswordHref={RESET_HREF}
          onSubmit={async ({ login, password }) => {
            const normalized = normalizeLogin(login);
            try {
              const { data } = await api.checkClinicBranches({ body: { login: normalized } });
              const [only] = data;
              if (data.length === 1 && only !== undefined) {
                await signIn(normalized, password, only.clinic_id);
                return;
              }
              setChoice({
                login: normalized,
                password,
                branches: data.map((branch) => ({
                  id: branch.clinic_id,
                  clinicName: branch.clinic_name,
                  branchName: branch.branch_name,
                  city: branch.city,
                  address: branch.address,
                })),
              });
            } catch (error) {
              // An unknown login reads exactly like a wrong password: the page never says which part was wrong.
              throw signInFailure(t, error, { unknownLoginIsWrongCredentials: true });
            }
          }}
        />
      ) : (
        <BranchPicker
          branches={choice.branches}
          onBack={() => {
            setChoice(null);
          }}
          onSubmit={async ({ branchId }) => {
            try {
              await signIn(choice.login, choice.password, branchId);
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
        />
      )}
    </SignInFrame>
  );
}

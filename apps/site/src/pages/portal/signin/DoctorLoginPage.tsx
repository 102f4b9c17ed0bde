import { isApiError } from '@aafiyat/api';
import { AVATAR_DESTINATIONS, SIGN_IN_ROUTES } from '@aafiyat/domain';
import { PasswordReset, PasswordSignIn, type PasswordResetCodeSent } from '@aafiyat/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { useHydrated } from '../../../app/hydration';
import { completeSignIn } from '../../../app/auth';
import type { PageMeta } from '../../../app/meta';
import { SignInFrame } from './SignInFrame';
import { checkPmdcOrPhone, normalizeLogin, sessionRecordOf, signInFailure } from './signIn';

export const meta: PageMeta = {
  title: 'Doctor sign in',
  description:
    'Doctors sign in to Aafiyat with their PMDC number or mobile number to see their appointments.',
  noindex: true,
};

const LOGIN_LABEL = 'PMDC number or mobile number';
const RESET_HREF = `${SIGN_IN_ROUTES.doctor}?reset=password`;

/** The first sign-in of a doctor their clinic registered: a code was sent, a password is chosen. */
interface FirstPassword {
  login: string;
  sent: PasswordResetCodeSent;
}

/**
 * Doctor sign-in: PMDC or mobile number and password. A doctor without a password gets a code
 * and sets one; a forgotten password is reset by SMS code. Lands on the doctor dashboard.
 */
export default function DoctorLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [firstPassword, setFirstPassword] = useState<FirstPassword | null>(null);
  const resetToken = useRef('');
  // The prerendered page is the sign-in form: the reset form (`?reset=password`) follows after hydration, so the
  // first render matches the HTML whatever the address's query.
  const resetting = useHydrated() && params.get('reset') === 'password';

  const finish = (answer: unknown) => {
    void navigate(completeSignIn(sessionRecordOf(answer), AVATAR_DESTINATIONS.doctor));
  };

  const requestCode = async ({ login }: { login: string }) => {
    try {
      const sent = await api.drForgetPassword({ body: { login: normalizeLogin(login) } });
      return {
        resendAfterSeconds: sent.resend_after_seconds,
        ...(sent.phone_hint ? { phoneHint: sent.phone_hint } : {}),
      };
    } catch (error) {
      throw signInFailure(error);
    }
  };

  if (resetting) {
    return (
      <SignInFrame
        userRole="doctor"
        title="Reset your doctor password"
        lead="We send a code to the mobile number your clinic registered."
      >
        <PasswordReset
          loginLabel={LOGIN_LABEL}
          validateLogin={checkPmdcOrPhone}
          onRequestCode={requestCode}
          onVerifyCode={async ({ login, code }) => {
            try {
              const answer = await api.drForgetOtpVerify({ body: { login: normalizeLogin(login), code } });
              resetToken.current = answer.reset_token;
            } catch (error) {
              throw signInFailure(error);
            }
          }}
          onSetPassword={async ({ password }) => {
            try {
              await api.drResetPassword({ body: { reset_token: resetToken.current, password } });
            } catch (error) {
              throw signInFailure(error);
            }
          }}
          signInHref={SIGN_IN_ROUTES.doctor}
        />
      </SignInFrame>
    );
  }

  if (firstPassword !== null) {
    return (
      <SignInFrame
        userRole="doctor"
        title="Set your password"
        lead="This is your first sign-in. Enter the code we sent and choose a password."
      >
        <PasswordReset
          loginLabel={LOGIN_LABEL}
          defaultLogin={firstPassword.login}
          codeAlreadySent={firstPassword.sent}
          onRequestCode={async ({ login }) => {
            try {
              const answer = await api.checkPasswordExists({ body: { login: normalizeLogin(login) } });
              return { resendAfterSeconds: answer.resend_after_seconds ?? 0, phoneHint: answer.phone_hint };
            } catch (error) {
              throw signInFailure(error);
            }
          }}
          onSetPassword={async ({ login, code, password }) => {
            try {
              finish(await api.verifyDrSignupOtp({ body: { login: normalizeLogin(login), code, password } }));
            } catch (error) {
              throw signInFailure(error);
            }
          }}
          signInHref={SIGN_IN_ROUTES.doctor}
        />
      </SignInFrame>
    );
  }

  return (
    <SignInFrame
      userRole="doctor"
      title="Sign in as a doctor"
      lead="See today's in-clinic and online appointments and call your online patients."
    >
      <PasswordSignIn
        loginLabel={LOGIN_LABEL}
        loginHint="For example 45321-P or 0300 1234567."
        validateLogin={checkPmdcOrPhone}
        forgotPasswordHref={RESET_HREF}
        onSubmit={async ({ login, password }) => {
          const normalized = normalizeLogin(login);
          try {
            finish(await api.drLogin({ body: { login: normalized, password } }));
          } catch (error) {
            if (isApiError(error, 403) && error.code === 'password_not_set') {
              try {
                const answer = await api.checkPasswordExists({ body: { login: normalized } });
                if (!answer.exists) {
                  setFirstPassword({
                    login: normalized,
                    sent: {
                      resendAfterSeconds: answer.resend_after_seconds ?? 0,
                      phoneHint: answer.phone_hint,
                    },
                  });
                  return;
                }
              } catch (lookupError) {
                throw signInFailure(lookupError);
              }
            }
            throw signInFailure(error);
          }
        }}
      />
    </SignInFrame>
  );
}

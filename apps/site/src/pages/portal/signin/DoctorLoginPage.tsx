import { isApiError } from '@aafiyat/api';
import { AVATAR_DESTINATIONS, SIGN_IN_ROUTES } from '@aafiyat/domain';
import { PasswordReset, PasswordSignIn, type PasswordResetCodeSent } from '@aafiyat/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { useHydrated } from '../../../app/hydration';
import { completeSignIn } from '../../../app/auth';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { SignInFrame } from './SignInFrame';
import { normalizeLogin, pmdcOrPhoneCheck, sessionRecordOf, signInFailure } from './signIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.doctor.meta.title'),
  description: t('SignIn.doctor.meta.description'),
  noindex: true,
});

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
  const t = useSiteMessages();
  const [params] = useSearchParams();
  const [firstPassword, setFirstPassword] = useState<FirstPassword | null>(null);
  const resetToken = useRef('');
  // The prerendered page is the sign-in form: the reset form (`?reset=password`) follows after hydration, so the
  // first render matches the HTML whatever the address's query.
  const resetting = useHydrated() && params.get('reset') === 'password';

  const finish = (answer: unknown) => {
    void navigate(completeSignIn(sessionRecordOf(t, answer), AVATAR_DESTINATIONS.doctor));
  };

  const requestCode = async ({ login }: { login: string }) => {
    try {
      const sent = await api.drForgetPassword({ body: { login: normalizeLogin(login) } });
      return {
        resendAfterSeconds: sent.resend_after_seconds,
        ...(sent.phone_hint ? { phoneHint: sent.phone_hint } : {}),
      };
    } catch (error) {
      throw signInFailure(t, error);
    }
  };

  if (resetting) {
    return (
      <SignInFrame
        userRole="doctor"
        title={t('SignIn.doctor.reset.title')}
        lead={t('SignIn.doctor.reset.lead')}
      >
        <PasswordReset
          loginLabel={t('SignIn.doctor.loginLabel')}
          validateLogin={pmdcOrPhoneCheck(t)}
          onRequestCode={requestCode}
          onVerifyCode={async ({ login, code }) => {
            try {
              const answer = await api.drForgetOtpVerify({ body: { login: normalizeLogin(login), code } });
              resetToken.current = answer.reset_token;
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          onSetPassword={async ({ password }) => {
            try {
              await api.drResetPassword({ body: { reset_token: resetToken.current, password } });
            } catch (error) {
              throw signInFailure(t, error);
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
        title={t('SignIn.doctor.firstPassword.title')}
        lead={t('SignIn.doctor.firstPassword.lead')}
      >
        <PasswordReset
          loginLabel={t('SignIn.doctor.loginLabel')}
          defaultLogin={firstPassword.login}
          codeAlreadySent={firstPassword.sent}
          onRequestCode={async ({ login }) => {
            try {
              const answer = await api.checkPasswordExists({ body: { login: normalizeLogin(login) } });
              return { resendAfterSeconds: answer.resend_after_seconds ?? 0, phoneHint: answer.phone_hint };
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          onSetPassword={async ({ login, code, password }) => {
            try {
              finish(await api.verifyDrSignupOtp({ body: { login: normalizeLogin(login), code, password } }));
            } catch (error) {
              throw signInFailure(t, error);
            }
          }}
          signInHref={SIGN_IN_ROUTES.doctor}
        />
      </SignInFrame>
    );
  }

  return (
    <SignInFrame userRole="doctor" title={t('SignIn.doctor.title')} lead={t('SignIn.doctor.lead')}>
      <PasswordSignIn
        loginLabel={t('SignIn.doctor.loginLabel')}
        loginHint={t('SignIn.doctor.loginHint')}
        validateLogin={pmdcOrPhoneCheck(t)}
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
                throw signInFailure(t, lookupError);
              }
            }
            throw signInFailure(t, error);
          }
        }}
      />
    </SignInFrame>
  );
}

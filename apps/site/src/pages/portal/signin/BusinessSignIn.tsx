import { AVATAR_DESTINATIONS, type BusinessSession } from '@aafiyat/domain';
import { PasswordSignIn } from '@aafiyat/ui';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../../app/auth';
import { useSiteMessages } from '../../../i18n/language';
import { SignInFrame } from './SignInFrame';
import { emailOrPhoneCheck, normalizeLogin, sessionRecordOf, signInFailure } from './signIn';

/** The roles that sign in with an email or mobile number and work in their own management system. */
export type BusinessRole = BusinessSession['role'];

/** Props of {@link BusinessSignIn}. */
export interface BusinessSignInProps {
  /** The role whose page this is. */
  userRole: BusinessRole;
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  lead: string;
  /** Signs in with the role's endpoint and answers the session record. */
  signIn: (credentials: { login: string; password: string }) => Promise<unknown>;
}

/**
 * Staff, hospital and pharmacy sign-in: email or mobile number and password. Signing in stores the session record
 * (the header shows who is signed in) and goes to the page they came from, or to their home page.
 */
export function BusinessSignIn({ userRole: role, title, lead, signIn }: BusinessSignInProps) {
  const navigate = useNavigate();
  const t = useSiteMessages();
  return (
    <SignInFrame userRole={role} title={title} lead={lead}>
      <PasswordSignIn
        loginLabel={t('SignIn.emailOrPhone')}
        validateLogin={emailOrPhoneCheck(t)}
        onSubmit={async ({ login, password }) => {
          let answer: unknown;
          try {
            answer = await signIn({ login: normalizeLogin(login), password });
          } catch (error) {
            throw signInFailure(t, error);
          }
          void navigate(completeSignIn(sessionRecordOf(t, answer), AVATAR_DESTINATIONS[role]));
        }}
      />
    </SignInFrame>
  );
}

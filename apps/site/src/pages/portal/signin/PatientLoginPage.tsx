import { isApiError } from '@aafiyat/api';
import { AVATAR_DESTINATIONS } from '@aafiyat/domain';
import { PhoneOtpSignIn } from '@aafiyat/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { completeSignIn } from '../../../app/auth';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { SignInFrame } from './SignInFrame';
import { sessionRecordOf, signInFailure } from './signIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.patient.meta.title'),
  description: t('SignIn.patient.meta.description'),
  noindex: true,
});

/**
 * Patient sign-in: the mobile number, then the SMS code; a new number becomes a new patient who
 * is asked for a name. Success stores the record and goes back where the person came from, else to the profile.
 */
export default function PatientLoginPage() {
  const navigate = useNavigate();
  const t = useSiteMessages();
  return (
    <SignInFrame userRole="patient" title={t('SignIn.patient.title')} lead={t('SignIn.patient.lead')}>
      <PhoneOtpSignIn
        onSendCode={async ({ phone }) => {
          try {
            const sent = await api.sendVerificationCode({ body: { phone_number: phone } });
            return { resendAfterSeconds: sent.resend_after_seconds };
          } catch (error) {
            throw signInFailure(t, error);
          }
        }}
        onVerify={async ({ phone, code, name }) => {
          try {
            const answer = await api.verifyOtpCodePatient({
              body: { phone_number: phone, code, ...(name === undefined ? {} : { name }) },
            });
            const { is_new: _isNew, ...record } = answer;
            void navigate(completeSignIn(sessionRecordOf(t, record), AVATAR_DESTINATIONS.patient));
            return 'signedIn';
          } catch (error) {
            // A right code for a new number: the code stays valid, so the form asks for a name and sends it again.
            if (isApiError(error, 422) && error.code === 'name_required') return 'nameRequired';
            throw signInFailure(t, error);
          }
        }}
      />
    </SignInFrame>
  );
}

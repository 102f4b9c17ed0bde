import { api } from '../../../app/api';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.hospital.meta.title'),
  description: t('SignIn.hospital.meta.description'),
  noindex: true,
});

/** Hospital sign-in: email or mobile number and password; then their home page. */
export default function HospitalLoginPage() {
  const t = useSiteMessages();
  return (
    <BusinessSignIn
      userRole="hospital"
      title={t('SignIn.hospital.title')}
      lead={t('SignIn.hospital.lead')}
      signIn={({ login, password }) => api.hospitalLogin({ body: { login, password } })}
    />
  );
}

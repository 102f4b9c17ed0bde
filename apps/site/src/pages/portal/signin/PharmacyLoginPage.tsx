import { api } from '../../../app/api';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.pharmacy.meta.title'),
  description: t('SignIn.pharmacy.meta.description'),
  noindex: true,
});

/** Pharmacy sign-in: email or mobile number and password; then their home page. */
export default function PharmacyLoginPage() {
  const t = useSiteMessages();
  return (
    <BusinessSignIn
      userRole="pharmacy"
      title={t('SignIn.pharmacy.title')}
      lead={t('SignIn.pharmacy.lead')}
      signIn={({ login, password }) => api.pharmacyLogin({ body: { login, password } })}
    />
  );
}

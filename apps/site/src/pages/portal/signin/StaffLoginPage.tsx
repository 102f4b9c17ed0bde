import { api } from '../../../app/api';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMetaSource = (t) => ({
  title: t('SignIn.staff.meta.title'),
  description: t('SignIn.staff.meta.description'),
  noindex: true,
});

/** Clinic staff sign-in: email or mobile number and password; then their home page. */
export default function StaffLoginPage() {
  const t = useSiteMessages();
  return (
    <BusinessSignIn
      userRole="staff"
      title={t('SignIn.staff.title')}
      lead={t('SignIn.staff.lead')}
      signIn={({ login, password }) => api.staffLogin({ body: { login, password } })}
    />
  );
}

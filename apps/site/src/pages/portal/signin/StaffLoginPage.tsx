import { api } from '../../../app/api';
import type { PageMeta } from '../../../app/meta';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMeta = {
  title: 'Clinic staff sign in',
  description: 'Receptionists and other clinic staff sign in to Aafiyat with their email or mobile number.',
  noindex: true,
};

/** Clinic staff sign-in: email or mobile number and password; then their home page. */
export default function StaffLoginPage() {
  return (
    <BusinessSignIn
      userRole="staff"
      title="Sign in as clinic staff"
      lead="Use the email or mobile number your clinic registered for you."
      signIn={({ login, password }) => api.staffLogin({ body: { login, password } })}
    />
  );
}

import { api } from '../../../app/api';
import type { PageMeta } from '../../../app/meta';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMeta = {
  title: 'Clinic staff sign in',
  description: 'Receptionists and other clinic staff sign in to Aafiyat with their email or mobile number.',
  noindex: true,
};

/** Clinic staff sign-in (spec section 2): email or mobile number and password; then who is signed in. */
export default function StaffLoginPage() {
  return (
    <BusinessSignIn
      userRole="staff"
      title="Sign in as clinic staff"
      lead="Use the email or mobile number your clinic registered for you."
      signIn={({ login, password }) => api.staffLogin({ body: { login, password } })}
      continuesIn="Your clinic's front desk continues in the Aafiyat clinic management system on the computer your clinic set up for you. Your clinic owner manages your access."
    />
  );
}

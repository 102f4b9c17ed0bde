import { api } from '../../../app/api';
import type { PageMeta } from '../../../app/meta';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMeta = {
  title: 'Hospital sign in',
  description:
    'Hospitals sign in to the Aafiyat hospital management system with their email or mobile number.',
  noindex: true,
};

/** Hospital sign-in: email or mobile number and password; then their home page. */
export default function HospitalLoginPage() {
  return (
    <BusinessSignIn
      userRole="hospital"
      title="Sign in to your hospital"
      lead="Admissions, wards and billing of your hospital, in the Aafiyat hospital management system."
      signIn={({ login, password }) => api.hospitalLogin({ body: { login, password } })}
    />
  );
}

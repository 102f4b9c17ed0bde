import { api } from '../../../app/api';
import type { PageMeta } from '../../../app/meta';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMeta = {
  title: 'Hospital sign in',
  description:
    'Hospitals sign in to the Aafiyat hospital management system with their email or mobile number.',
  noindex: true,
};

/** Hospital sign-in (spec section 2): email or mobile number and password; then who is signed in. */
export default function HospitalLoginPage() {
  return (
    <BusinessSignIn
      userRole="hospital"
      title="Sign in to your hospital"
      lead="Admissions, wards and billing of your hospital, in the Aafiyat hospital management system."
      signIn={({ login, password }) => api.hospitalLogin({ body: { login, password } })}
      continuesIn="Your hospital's admissions, IPD and billing continue in the Aafiyat hospital management system. Our onboarding team sets it up on your hospital's computers and trains your staff."
    />
  );
}

import { api } from '../../../app/api';
import type { PageMeta } from '../../../app/meta';
import { BusinessSignIn } from './BusinessSignIn';

export const meta: PageMeta = {
  title: 'Pharmacy sign in',
  description:
    'Pharmacies sign in to the Aafiyat pharmacy management system with their email or mobile number.',
  noindex: true,
};

/** Pharmacy sign-in: email or mobile number and password; then their home page. */
export default function PharmacyLoginPage() {
  return (
    <BusinessSignIn
      userRole="pharmacy"
      title="Sign in to your pharmacy"
      lead="Stock, sales and purchases of your pharmacy, in the Aafiyat pharmacy management system."
      signIn={({ login, password }) => api.pharmacyLogin({ body: { login, password } })}
    />
  );
}

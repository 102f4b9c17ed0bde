import type { PageMeta } from '../../../app/meta';
import { BUSINESS_KINDS, BusinessSignUpPageBody } from './BusinessSignUp';

export const meta: PageMeta = {
  title: BUSINESS_KINDS.pharmacy.heading,
  description: BUSINESS_KINDS.pharmacy.intro,
  noindex: true,
};

/** The pharmacy sign-up: details, then the code sent to the owner's mobile number. */
export default function PharmacySignUpPage() {
  return <BusinessSignUpPageBody kind="pharmacy" />;
}

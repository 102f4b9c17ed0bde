import type { PageMeta } from '../../../app/meta';
import { BUSINESS_KINDS, BusinessSignUpPageBody } from './BusinessSignUp';

export const meta: PageMeta = {
  title: BUSINESS_KINDS.hospital.heading,
  description: BUSINESS_KINDS.hospital.intro,
  noindex: true,
};

/** The hospital sign-up: details, then the code sent to the owner's mobile number. */
export default function HospitalSignUpPage() {
  return <BusinessSignUpPageBody kind="hospital" />;
}

import type { PageMeta } from '../../../app/meta';
import { BUSINESS_KINDS, BusinessSignUpPageBody } from './BusinessSignUp';

export const meta: PageMeta = {
  title: BUSINESS_KINDS.clinic.heading,
  description: BUSINESS_KINDS.clinic.intro,
  noindex: true,
};

/** The clinic sign-up: details, then the code sent to the owner's mobile number. */
export default function ClinicSignUpPage() {
  return <BusinessSignUpPageBody kind="clinic" />;
}

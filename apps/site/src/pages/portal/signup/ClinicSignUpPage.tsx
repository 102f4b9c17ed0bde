import { BusinessSignUpPageBody, businessSignUpMeta } from './BusinessSignUp';

export const meta = businessSignUpMeta('clinic');

/** The clinic sign-up: details, then the code sent to the owner's mobile number. */
export default function ClinicSignUpPage() {
  return <BusinessSignUpPageBody kind="clinic" />;
}

import { BusinessSignUpPageBody, businessSignUpMeta } from './BusinessSignUp';

export const meta = businessSignUpMeta('pharmacy');

/** The pharmacy sign-up: details, then the code sent to the owner's mobile number. */
export default function PharmacySignUpPage() {
  return <BusinessSignUpPageBody kind="pharmacy" />;
}

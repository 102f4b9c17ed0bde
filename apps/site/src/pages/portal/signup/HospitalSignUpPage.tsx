import { BusinessSignUpPageBody, businessSignUpMeta } from './BusinessSignUp';

export const meta = businessSignUpMeta('hospital');

/** The hospital sign-up: details, then the code sent to the owner's mobile number. */
export default function HospitalSignUpPage() {
  return <BusinessSignUpPageBody kind="hospital" />;
}

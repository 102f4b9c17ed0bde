import ClinicPackagesIsland from './ClinicPackagesIsland';
import DemoButtonIsland from './DemoButtonIsland';
import HelplineButtonIsland from './HelplineButtonIsland';
import PharmacyPackagesIsland from './PharmacyPackagesIsland';
import { island } from './Island';
import SignUpLinkIsland from './SignUpLinkIsland';
import SignUpSectionIsland from './SignUpSectionIsland';
import HospitalPackages from '../pages/products/hospital/HospitalPackages';

// The islands pages share, declared once.

/** A button that opens the demo request dialog for a product: loads at the first touch. */
export const DemoButton = island('demoButton', DemoButtonIsland);
/** A button that opens the helpline call-back dialog: loads at the first touch. */
export const HelplineButton = island('helplineButton', HelplineButtonIsland);
/** A sign-up link: plain HTML for a visitor; withdrawn for a signed-in one (loaded at once for them). */
export const SignUpLink = island('signUpLink', SignUpLinkIsland, { whenSignedIn: true });
/** A product section whose action is a sign-up ("Contact us" for someone signed in). */
export const SignUpSection = island('signUpSection', SignUpSectionIsland, { whenSignedIn: true });

// A product page's packages: their prices are refreshed from the API as they come near the screen (the
// prerendered ones are the domain's list prices), and their sign-ups give way for someone signed in.
/** The clinic's: at once when the address asks for them (`?packages=true`, the home hero's SIGN UP). */
export const ClinicPackagesPart = island('clinicPackages', ClinicPackagesIsland, {
  load: 'visible',
  whenSignedIn: true,
  whenQuery: 'packages=true',
});
/** The pharmacy's. */
export const PharmacyPackagesPart = island('pharmacyPackages', PharmacyPackagesIsland, {
  load: 'visible',
  whenSignedIn: true,
});
/** The hospital's (links and a demo button; no prices to refresh). */
export const HospitalPackagesPart = island('hospitalPackages', HospitalPackages, { whenSignedIn: true });

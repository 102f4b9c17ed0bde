import { HOSPITAL_BASIC_PLAN, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { pricedPlanCard } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { hospitalHero, hospitalPackagesCopy } from './content';

// The contract has no hospital packages endpoint: the price is the domain's, as on the home page's teaser.
export const hospitalCards: readonly PricingCard[] = [
  pricedPlanCard(HOSPITAL_BASIC_PLAN, hospitalPackagesCopy.cardTitle),
].filter((card) => card !== null);

/** The hospital page's price. */
export default function HospitalPackages() {
  return (
    <PackagesSection
      linkPackage={false}
      heading={hospitalPackagesCopy.heading}
      intro={hospitalPackagesCopy.intro}
      cards={hospitalCards}
      actionHref={SIGN_UP_ROUTES.hospital}
      actionLabel={hospitalPackagesCopy.actionLabel}
      demoFor="hospital"
      demoLabel={hospitalHero.demoLabel}
    />
  );
}

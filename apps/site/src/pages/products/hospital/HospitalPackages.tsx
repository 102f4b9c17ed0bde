import { HOSPITAL_BASIC_PLAN, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { useSiteMessages } from '../../../i18n/language';
import { pricedPlanCard } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { hospitalPackagesCopy } from './content';

// The contract has no hospital packages endpoint: the price is the domain's, as on the home page's teaser, under
// the domain's heading ("Hospital Management System", in the page's language on the card).
export const hospitalCards: readonly PricingCard[] = [pricedPlanCard(HOSPITAL_BASIC_PLAN)].filter(
  (card) => card !== null,
);

/** The hospital page's price. */
export default function HospitalPackages() {
  const t = useSiteMessages();
  const copy = hospitalPackagesCopy(t);
  return (
    <PackagesSection
      linkPackage={false}
      heading={copy.heading}
      intro={copy.intro}
      cards={hospitalCards}
      actionHref={SIGN_UP_ROUTES.hospital}
      actionLabel={copy.actionLabel}
      demoFor="hospital"
      demoLabel={t('Products.requestDemo')}
    />
  );
}

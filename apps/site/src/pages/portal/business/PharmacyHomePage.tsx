import { PHARMACY_BASIC_PLAN } from '@aafiyat/domain';
import type { PageMeta } from '../../../app/meta';
import { pharmacyFeatureDetails } from '../../products/pharmacy/content';
import type { ProductFeature } from '../../products/shared/FeatureGrid';
import { BusinessHome } from './BusinessHome';

export const meta: PageMeta = {
  title: 'Your pharmacy',
  description: 'What the Aafiyat pharmacy management system does for your pharmacy, and where to get help.',
  noindex: true,
};

/** The pharmacy plan's features, each with what it does, as the pharmacy product page says them. */
const features: readonly ProductFeature[] = PHARMACY_BASIC_PLAN.features.map(({ description }) => {
  const detail = pharmacyFeatureDetails[description];
  return { title: description, text: detail?.text, icon: detail?.icon ?? 'check' };
});

/** A signed-in pharmacy's home page: its system, where the work continues, help and sign out. */
export default function PharmacyHomePage() {
  return (
    <BusinessHome
      userRole="pharmacy"
      title="Your pharmacy on Aafiyat"
      systemName="pharmacy management system"
      features={features}
      continuesIn="Your pharmacy’s sales, stock and shifts continue in the Aafiyat pharmacy management system at your counter. Our onboarding team sets it up with you and trains your staff."
      productHref="/products/pharmacymanagement"
    />
  );
}

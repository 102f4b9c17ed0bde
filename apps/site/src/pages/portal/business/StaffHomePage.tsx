import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages, type SiteTranslate } from '../../../i18n/language';
import { clinicFeatures } from '../../products/clinic/content';
import type { ProductFeature } from '../../products/shared/FeatureGrid';
import { BusinessHome } from './BusinessHome';

export const meta: PageMetaSource = (t) => ({
  title: t('Business.staff.meta.title'),
  description: t('Business.staff.meta.description'),
  noindex: true,
});

/** The parts of the clinic system the front desk works in: the product page's cards of these titles. */
function deskFeatures(t: SiteTranslate): readonly ProductFeature[] {
  const desk = [
    t('Products.clinic.features.appointments.title'),
    t('Products.clinic.features.records.title'),
    t('Products.clinic.features.invoices.title'),
  ];
  return clinicFeatures(t).items.filter(({ title }) => desk.includes(title));
}

/** A signed-in staff member's home page: their clinic's system, where the work continues, help and sign out. */
export default function StaffHomePage() {
  const t = useSiteMessages();
  return (
    <BusinessHome
      userRole="staff"
      title={t('Business.staff.title')}
      featuresHeading={t('Business.staff.featuresHeading')}
      features={deskFeatures(t)}
      continuesIn={t('Business.staff.continuesIn')}
      productHref="/products/clinicmanagement"
      productLabel={t('Business.staff.productLabel')}
    />
  );
}

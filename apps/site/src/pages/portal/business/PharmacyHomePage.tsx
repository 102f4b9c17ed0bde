import { PHARMACY_BASIC_PLAN } from '@aafiyat/domain';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages, type SiteTranslate } from '../../../i18n/language';
import { pharmacyFeatureDetails } from '../../products/pharmacy/content';
import type { ProductFeature } from '../../products/shared/FeatureGrid';
import { featureWords } from '../../products/shared/planWords';
import { BusinessHome } from './BusinessHome';

export const meta: PageMetaSource = (t) => ({
  title: t('Business.pharmacy.meta.title'),
  description: t('Business.pharmacy.meta.description'),
  noindex: true,
});

/** The pharmacy plan's features, each with what it does, as the pharmacy product page says them. */
function pharmacyFeatures(t: SiteTranslate): readonly ProductFeature[] {
  return PHARMACY_BASIC_PLAN.features.map(({ description }) => {
    const detail = pharmacyFeatureDetails[description];
    return {
      title: featureWords(t, description),
      text: detail === undefined ? undefined : t(detail.text),
      icon: detail?.icon ?? 'check',
    };
  });
}

/** A signed-in pharmacy's home page: its system, where the work continues, help and sign out. */
export default function PharmacyHomePage() {
  const t = useSiteMessages();
  return (
    <BusinessHome
      userRole="pharmacy"
      title={t('Business.pharmacy.title')}
      featuresHeading={t('Business.pharmacy.featuresHeading')}
      features={pharmacyFeatures(t)}
      continuesIn={t('Business.pharmacy.continuesIn')}
      productHref="/products/pharmacymanagement"
      productLabel={t('Business.pharmacy.productLabel')}
    />
  );
}

import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { hospitalFeatures } from '../../products/hospital/content';
import { BusinessHome } from './BusinessHome';

export const meta: PageMetaSource = (t) => ({
  title: t('Business.hospital.meta.title'),
  description: t('Business.hospital.meta.description'),
  noindex: true,
});

/** A signed-in hospital's home page: its system, where the work continues, help and sign out. */
export default function HospitalHomePage() {
  const t = useSiteMessages();
  return (
    <BusinessHome
      userRole="hospital"
      title={t('Business.hospital.title')}
      featuresHeading={t('Business.hospital.featuresHeading')}
      features={hospitalFeatures(t).items}
      continuesIn={t('Business.hospital.continuesIn')}
      productHref="/products/hospitalmanagement"
      productLabel={t('Business.hospital.productLabel')}
    />
  );
}

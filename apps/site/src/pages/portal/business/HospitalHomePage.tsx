import type { PageMeta } from '../../../app/meta';
import { hospitalFeatures } from '../../products/hospital/content';
import { BusinessHome } from './BusinessHome';

export const meta: PageMeta = {
  title: 'Your hospital',
  description: 'What the Aafiyat hospital management system does for your hospital, and where to get help.',
  noindex: true,
};

/** A signed-in hospital's home page: its system, where the work continues, help and sign out. */
export default function HospitalHomePage() {
  return (
    <BusinessHome
      userRole="hospital"
      title="Your hospital on Aafiyat"
      systemName="hospital management system"
      features={hospitalFeatures.items}
      continuesIn="Your hospital’s admissions, IPD and billing continue in the Aafiyat hospital management system. Our onboarding team sets it up on your hospital’s computers and trains your staff."
      productHref="/products/hospitalmanagement"
    />
  );
}

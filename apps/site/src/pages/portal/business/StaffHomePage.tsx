import type { PageMeta } from '../../../app/meta';
import { clinicFeatures } from '../../products/clinic/content';
import { BusinessHome } from './BusinessHome';

export const meta: PageMeta = {
  title: 'Your clinic desk',
  description: 'What the Aafiyat clinic management system does for clinic staff, and where to get help.',
  noindex: true,
};

/** The parts of the clinic system the front desk works in. */
const DESK_FEATURES: readonly string[] = [
  'Online and walk-in appointments',
  'Patient records',
  'Digital invoices',
];

/** A signed-in staff member's home page: their clinic's system, where the work continues, help and sign out. */
export default function StaffHomePage() {
  return (
    <BusinessHome
      userRole="staff"
      title="Your clinic desk on Aafiyat"
      systemName="clinic management system"
      features={clinicFeatures.items.filter(({ title }) => DESK_FEATURES.includes(title))}
      continuesIn="Your clinic’s front desk continues in the Aafiyat clinic management system on the computer your clinic set up for you. Your clinic owner manages your access."
      productHref="/products/clinicmanagement"
    />
  );
}

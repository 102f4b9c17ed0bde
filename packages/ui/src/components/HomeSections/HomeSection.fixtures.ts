import type { HomeSectionProps } from './HomeSection';

/** The clinics & doctors section as the home page passes it (the site's own copy). */
export const clinicsSectionFixture: HomeSectionProps = {
  id: 'clinics',
  heading: 'For clinics & doctors',
  text: 'Give every doctor in your clinic a clear day: bookings from the site and the front desk in one list, notes and prescriptions on the patient’s record, and video consultations for patients who cannot come in.',
  features: [
    'Online and walk-in appointments',
    'Digital prescriptions',
    'Video consultation',
    'Invoices and receipts',
  ],
  cta: { label: 'Explore clinic management', href: '/products/clinicmanagement' },
  illustration: 'clinic',
  mediaPosition: 'end',
  tone: 'plain',
};

/** The pharmacies section. */
export const pharmaciesSectionFixture: HomeSectionProps = {
  id: 'pharmacies',
  heading: 'For pharmacies',
  text: 'Know what is on your shelves and what is selling. Stock, suppliers and shifts are tracked as you work, so the day’s takings add up at closing.',
  features: [
    'Inventory and expiry tracking',
    'Sales at the counter',
    'Supplier orders',
    'Shift and staff records',
  ],
  cta: { label: 'Explore pharmacy management', href: '/products/pharmacymanagement' },
  illustration: 'pharmacy',
  mediaPosition: 'start',
  tone: 'muted',
};

/** The hospitals section. */
export const hospitalsSectionFixture: HomeSectionProps = {
  id: 'hospitals',
  heading: 'For hospitals',
  text: 'From admission to discharge, every department works from the same record: wards, duty rosters, treatment notes and billing, without paper passed between floors.',
  features: ['IPD records and bed status', 'Duty rosters', 'Department workloads', 'Billing and discharge'],
  cta: { label: 'Explore hospital management', href: '/products/hospitalmanagement' },
  illustration: 'hospital',
  mediaPosition: 'end',
  tone: 'plain',
};

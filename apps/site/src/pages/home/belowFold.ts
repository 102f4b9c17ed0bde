// The home page's words below the fold, in the deferred part's chunk. Written for Aafiyat.
export const homeSections = [
  {
    id: 'clinics',
    heading: 'For clinics and doctors',
    text: 'Give patients a way to book in-clinic or online appointments, and give your staff a calm front desk.',
    features: [
      'Online and walk-in appointments in one calendar',
      'Digital prescriptions, records and invoices',
      'Video consultations from the doctor app',
    ],
    cta: { label: 'Explore clinic management', href: '/products/clinicmanagement' },
    illustration: 'clinic',
  },
  {
    id: 'pharmacies',
    heading: 'For pharmacies',
    text: 'From the counter to the stock room: sales, inventory and suppliers that add up at the end of every shift.',
    features: ['Inventory with expiry alerts', 'Sales and shift reports', 'Supplier and purchase records'],
    cta: { label: 'Explore pharmacy management', href: '/products/pharmacymanagement' },
    illustration: 'pharmacy',
  },
  {
    id: 'hospitals',
    heading: 'For hospitals',
    text: 'Admissions, wards, duty rosters and billing for teams that work around the clock.',
    features: [
      'IPD history for every admission',
      'Duty rosters for every department',
      'Billing that follows the patient',
    ],
    cta: { label: 'Explore hospital management', href: '/products/hospitalmanagement' },
    illustration: 'hospital',
  },
] as const;

export const featureDescriptions = {
  appointmentManagement:
    'Patients book online or at the desk; doctors see their day at a glance, with reminders that cut no-shows.',
  ipdManagement:
    'Every admission keeps its history: beds, medicines, notes and charges, ready for the next shift and the final bill.',
  workflowMonitoring:
    'See what is waiting, who is on duty and where the queue is building, and act before patients wait too long.',
} as const;

export const dataSecurityPoints = [
  {
    title: 'Your data is yours',
    text: 'Patient records and business data belong to you. Export them whenever you like.',
  },
  { title: 'We cannot read it', text: 'Your records are kept so that Aafiyat staff cannot view them.' },
  { title: 'No third parties', text: 'We never sell, share or hand your data to anyone else.' },
] as const;

/**
 * The pricing teaser: its heading and each card's action. Clinic has four packages, so its card opens them;
 * Hospital and Pharmacy have one each, so theirs is the sign-up.
 */
export const pricingTeaserCopy = {
  heading: 'Simple monthly pricing',
  comparePackagesLabel: 'Compare clinic packages',
  signUpLabel: 'Sign up',
} as const;

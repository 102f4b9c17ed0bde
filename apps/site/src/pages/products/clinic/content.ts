// The clinic product page's words, written for Aafiyat. Plans, features and prices come from @aafiyat/domain.
import type { ProductFeature } from '../shared/FeatureGrid';

export const clinicMeta = {
  title: 'Clinic management system',
  description:
    'Online and walk-in appointments, patient records, prescriptions, invoices and video consultations for clinics in Pakistan. Compare the clinic packages and monthly prices.',
  productName: 'Aafiyat Clinic Management System',
  productDescription:
    'Clinic software for appointments, patient records, prescriptions, invoices, staff and video consultations.',
} as const;

export const clinicHero = {
  eyebrow: 'For clinics and doctors',
  heading: 'Clinic management system',
  lead: 'Appointments, patient files, prescriptions and invoices kept in one place, on the computer at the front desk and the phone in your pocket. When a patient cannot come in, see them by video from the Aafiyat doctor app.',
  audience:
    'Made for private practice in Pakistan: a doctor working alone in the evenings, a family clinic with a receptionist, or a polyclinic with several specialists sharing one waiting room.',
  demoLabel: 'Request a demo',
  signUpLabel: 'Sign up your clinic',
} as const;

export const clinicFeatures = {
  heading: 'What it does',
  intro: 'Everything a clinic does between the first phone call and the paid invoice.',
  items: [
    {
      title: 'Online and walk-in appointments',
      text: 'Patients book a slot from the Aafiyat website or app, and the front desk adds walk-ins to the same calendar, so the queue on screen is the queue in the room.',
      icon: 'calendar',
    },
    {
      title: 'Patient records',
      text: 'One file per patient with past visits, history and attached reports and scans, open on the screen before the patient sits down.',
      icon: 'user',
    },
    {
      title: 'Digital prescriptions',
      text: 'Write prescriptions that every pharmacist can read. Each one is saved to the patient’s file and can be repeated at the next visit in a moment.',
      icon: 'file',
    },
    {
      title: 'Digital invoices',
      text: 'Issue an invoice for each consultation or procedure and see at closing time what was billed and what was paid.',
      icon: 'checkCircle',
    },
    {
      title: 'Staff accounts',
      text: 'Add receptionists and assistants with their own sign-in, so the desk keeps running while you are with a patient. Your package sets how many.',
      icon: 'building',
    },
    {
      title: 'Video consultation',
      text: 'Follow up with patients who cannot travel. You call from the Aafiyat doctor app and the patient answers in a browser or the patient app.',
      icon: 'video',
    },
    {
      title: 'Digital advertisement',
      text: 'Your clinic and its doctors are listed in the Aafiyat doctor search, where patients looking for your specialty in your city can find you and book.',
      icon: 'search',
    },
  ] satisfies ProductFeature[],
} as const;

export const clinicAudience = {
  heading: 'Who it is for',
  text: 'Clinics that are tired of appointment registers, lost files and end-of-day sums on a calculator.',
  features: [
    'Doctors in solo practice who want fewer phone calls and no lost files',
    'Clinics with several doctors sharing one reception',
    'Clinic groups that need a package shaped around them',
  ],
  cta: { label: 'How online consultation works', href: '/products/doctor' },
} as const;

export const clinicPackagesCopy = {
  heading: 'Clinic packages',
  intro:
    'Choose by the number of doctors and staff who will use the system. Prices are in Pakistani rupees and billed monthly; the large figure is what you pay after the discount.',
  actionLabel: 'Sign up',
  /** Shown when the price list leaves out some of the packages the table compares. */
  unpricedNote: (names: string) =>
    `Prices for ${names} are confirmed when you request a demo or call our helpline. The table below shows what each package includes.`,
  staleNote: (phone: string) =>
    `We could not load today’s price list, so these prices may be out of date. Call ${phone} to confirm.`,
  customHeading: 'More than five doctors?',
  customText:
    'The Custom package is put together for your clinic or group. Request a demo and we will walk you through it and quote a price.',
  comparisonCaption: 'Compare clinic packages',
} as const;

// The hospital product page's words, written for Aafiyat. The plan and its price come from @aafiyat/domain.

import type { ProductFeature } from '../shared/FeatureGrid';

export const hospitalMeta = {
  title: 'Hospital management system',
  description:
    'Admissions, wards, IPD history, duty rosters, billing and staff for private hospitals in Pakistan, in one connected system. See the monthly price.',
  productName: 'Aafiyat Hospital Management System',
  productDescription:
    'Hospital software for admissions, wards, inpatient (IPD) history, duty rosters, billing and staff.',
} as const;

export const hospitalHero = {
  eyebrow: 'For hospitals',
  heading: 'Hospital management system',
  lead: 'Admissions, wards, inpatient history, duty rosters and billing working from the same record, so what the admitting doctor wrote is in front of the night nurse and on the discharge bill.',
  audience:
    'For private hospitals, maternity homes and day-care surgical centres in Pakistan that admit patients and staff their wards around the clock.',
  demoLabel: 'Request a demo',
  signUpLabel: 'Sign up your hospital',
} as const;

export const hospitalFeatures = {
  heading: 'What it does',
  intro: 'The parts of a hospital that pass a patient from hand to hand, joined up.',
  items: [
    {
      title: 'Admissions',
      text: 'Admit a patient in a few steps from the emergency desk or the outpatient clinic, with their details carried over instead of written out again.',
      icon: 'user',
    },
    {
      title: 'Wards and beds',
      text: 'See which beds are free in every ward, place new admissions, and move patients between wards without their notes staying behind.',
      icon: 'building',
    },
    {
      title: 'IPD history',
      text: 'Every inpatient stay keeps its notes, medicines and procedures together, ready for the next shift and for the patient’s next admission.',
      icon: 'file',
    },
    {
      title: 'Duty roster',
      text: 'Plan doctors’ and nurses’ shifts week by week for each department, and let everyone check when and where they are on duty.',
      icon: 'calendar',
    },
    {
      title: 'Billing',
      text: 'Charges from the whole stay collect on one bill, so a discharge does not wait for someone to gather slips from every department.',
      icon: 'checkCircle',
    },
    {
      title: 'Staff and doctors',
      text: 'Register your doctors and staff with their own sign-in. Your package sets how many, and a larger hospital can ask for more.',
      icon: 'stethoscope',
    },
  ] satisfies ProductFeature[],
} as const;

export const hospitalAudience = {
  heading: 'Who it is for',
  text: 'Hospitals where a patient’s file still travels between floors in someone’s hands.',
  features: [
    'Private hospitals with a handful of wards',
    'Maternity homes and nursing homes that admit overnight',
    'Day-care surgical centres with a recovery ward',
  ],
  ctaLabel: 'Create your hospital account',
} as const;

export const hospitalPackagesCopy = {
  heading: 'Price',
  intro:
    'One monthly price for the hospital system, in Pakistani rupees; the large figure is what you pay after the discount. A larger hospital can request a demo and ask for a package that fits.',
  actionLabel: 'Sign up',
  cardTitle: 'Hospital Management System',
} as const;

// The About page's words. Written for Aafiyat; the figures come from @aafiyat/domain, contacts from site.config.
import {
  CLAIMED_CLINIC_DEPLOYMENTS,
  CLAIMED_PATIENTS_SERVED,
  CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS,
} from '@aafiyat/domain';
import { formatClaim, type DataSecurityPoint } from '@aafiyat/ui';
import { site } from '../../site.config';

export const aboutIntro = {
  heading: `About ${site.brandName}`,
  lead: `${site.brandName} is a Pakistani healthcare software company. We build the systems that clinics, pharmacies and hospitals run on every day, and the apps that let doctors and patients meet, in person or online.`,
  story: [
    'We started with a simple observation: most clinics in Pakistan still keep appointments in a register, prescriptions on paper and accounts in a spreadsheet that only one person understands. Good doctors were losing hours to paperwork, and patients were losing hours in waiting rooms.',
    `Today ${formatClaim(CLAIMED_CLINIC_DEPLOYMENTS)} clinics and ${formatClaim(CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS)} pharmacies and hospitals use ${site.brandName}, and ${formatClaim(CLAIMED_PATIENTS_SERVED)} patients have been seen through it, from single-doctor practices in small towns to multi-branch hospitals in the big cities.`,
  ],
} as const;

export const figuresHeading = `${site.brandName} in numbers`;

export const privacySection = {
  heading: 'Your data belongs to you',
  intro:
    'Health records are among the most personal things people share. We designed our systems around one promise: the records you keep are yours alone.',
  points: [
    {
      title: 'You own your data',
      text: 'Patient records, prescriptions, stock and accounts belong to your clinic, pharmacy or hospital, not to us. You can export them at any time.',
    },
    {
      title: 'We cannot view it',
      text: `Your records are stored so that ${site.brandName} staff have no way to open or read them, not even while helping you.`,
    },
    {
      title: 'No third parties',
      text: 'We do not sell, share or pass your data to advertisers, insurers or anyone else, and no outside company handles it for us.',
    },
  ] satisfies DataSecurityPoint[],
} as const;

export interface AboutProduct {
  name: string;
  text: string;
  href: string;
}

export const productsSection = {
  heading: 'What we build',
  intro: 'Five products that work on their own and work better together.',
  products: [
    {
      name: 'Clinic management system',
      text: 'Appointments, patient histories, digital prescriptions, invoices and staff accounts for clinics of every size, with online booking for your patients.',
      href: '/products/clinicmanagement',
    },
    {
      name: 'Pharmacy management system',
      text: 'Point of sale, stock with expiry alerts, suppliers and purchase orders, and daily sales reports for every shift.',
      href: '/products/pharmacymanagement',
    },
    {
      name: 'Hospital management system',
      text: 'Admissions and IPD history, wards and beds, duty rosters and billing that follows the patient from the front desk to discharge.',
      href: '/products/hospitalmanagement',
    },
    {
      name: 'Doctor app',
      text: 'Doctors see their schedule, consult patients by video and write prescriptions from their phone, wherever they are.',
      href: '/products/doctor',
    },
    {
      name: 'Patient app',
      text: 'Patients find a doctor by city and specialty, book in-clinic or online appointments and keep their prescriptions in one place.',
      href: '/doctors/search',
    },
  ] satisfies AboutProduct[],
  appsHeading: 'Get the apps',
  appsText: 'The doctor and patient apps are free to download for iPhone and Android.',
} as const;

export const supportSection = {
  heading: 'How we support you',
  intro: 'Software only helps if your team is comfortable using it. We stay with you from the first day.',
  ways: [
    {
      title: 'Onboarding',
      text: 'We set up your branches, doctors, services and price lists with you, and bring over the records you already have so you start on day one with your own data.',
    },
    {
      title: 'Training',
      text: 'Short training sessions, on site or online, for doctors, receptionists, pharmacists and accounts staff, in Urdu or English, and again whenever new staff join.',
    },
    {
      title: 'Helpline',
      text: `Our helpline on ${site.helplinePhone} answers questions and fixes problems while your clinic is open. Leave your number and we will call you back.`,
    },
  ],
  callBackLead: 'Have a question before you decide?',
  contactText: 'Prefer to write? Send us a message from the',
  contactLinkLabel: 'contact page',
} as const;

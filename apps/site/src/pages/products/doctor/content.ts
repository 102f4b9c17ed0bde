// The online consultation page's words, written for Aafiyat.
import type { ProductFeature } from '../shared/FeatureGrid';

export const doctorMeta = {
  title: 'Online doctor consultation',
  description:
    'Book an online appointment with a doctor in Pakistan and take the video call in your browser or the Aafiyat patient app. Doctors: offer online consultations from your clinic.',
  productName: 'Aafiyat Online Consultation',
  productDescription:
    'Video consultations between patients and doctors, booked online and held in the browser or the Aafiyat apps, as part of the clinic management system.',
} as const;

export const doctorHero = {
  eyebrow: 'Online consultation',
  heading: 'See a doctor without leaving home',
  lead: 'Book a video appointment with a doctor who takes patients online, pay the fee, and take the call on your phone or computer. For follow-ups, repeat prescriptions and questions that do not need an examination, it saves the journey and the waiting room.',
  findLabel: 'Find a doctor online',
  demoLabel: 'Request a demo',
} as const;

export const patientSteps = {
  heading: 'How to book an online appointment',
  intro: 'Four steps, and you need nothing more than a phone or computer with a camera.',
  items: [
    {
      title: 'Find a doctor who sees patients online',
      text: 'Search by city and specialty with online consultation turned on. Each doctor shows the fee in rupees and the next day they are available.',
      icon: 'search',
    },
    {
      title: 'Choose a time and pay',
      text: 'Pick a slot that suits you and pay the consultation fee online with JazzCash, Easypaisa or a card.',
      icon: 'calendar',
    },
    {
      title: 'Answer the doctor’s call',
      text: 'At your appointment time the doctor calls you. Stay signed in on the Aafiyat website or the patient app and accept the call when it rings.',
      icon: 'video',
    },
    {
      title: 'Follow the advice',
      text: 'The doctor records the consultation and your prescription in the clinic’s system, so they are there for your next visit, online or in person.',
      icon: 'file',
    },
  ] satisfies ProductFeature[],
} as const;

export const doctorSteps = {
  heading: 'For doctors: offer consultations online',
  intro: 'See patients from other cities and patients who cannot travel, alongside your clinic hours.',
  items: [
    {
      title: 'Put your clinic on Aafiyat',
      text: 'Video consultation comes with the Aafiyat clinic management system. Sign your clinic up, or ask us to show you around first.',
      icon: 'building',
    },
    {
      title: 'Open online hours',
      text: 'Set the times you take online appointments. Patients find them in the doctor search, next to your fee.',
      icon: 'calendar',
    },
    {
      title: 'Call from the app or the browser',
      text: 'At the appointment time, call the patient from the Aafiyat doctor app or from your dashboard in the browser. They answer on their own phone or computer.',
      icon: 'smartphone',
    },
    {
      title: 'Keep one record',
      text: 'Notes, prescriptions and invoices from the call go into the same patient file as your in-clinic visits.',
      icon: 'file',
    },
  ] satisfies ProductFeature[],
  signUpLabel: 'Sign up your clinic',
} as const;

export const telemedicine = {
  heading: 'Telemedicine for your clinic',
  cardHeading: 'Clinic management system with video consultation',
  cardText:
    'Online consultation is part of the clinic management system: one calendar, one set of patient files and one invoice book for the patients you see in the room and the patients you see on screen.',
  cardNote: 'See the clinic packages and prices',
} as const;

export const consultationBanner = {
  heading: 'Need to see a doctor?',
  description: 'Book an online consultation now, or an appointment at a clinic near you.',
} as const;

export const appsCopy = {
  heading: 'Get the Aafiyat apps',
  text: 'Patients can book and answer calls in the patient app; doctors can see their day and call patients from the doctor app.',
} as const;

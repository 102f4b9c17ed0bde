// Written by `npm run messages` from ../../messages/en/Business.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Business.signedInAs': ['You are signed in as ', ['name'], '.'],
  'Business.help.heading': 'Help and your account',
  'Business.help.text': [
    'Questions about your account or your system? Call Aafiyat support on ',
    ['phone'],
    ', or write to us.',
  ],
  'Business.contact': 'Contact us',
  'Business.faqs': 'FAQs',
  'Business.signOut': 'Sign out',
  'Business.staff.meta.title': 'Your clinic desk',
  'Business.staff.meta.description':
    'What the Aafiyat clinic management system does for clinic staff, and where to get help.',
  'Business.staff.title': 'Your clinic desk on Aafiyat',
  'Business.staff.featuresHeading': 'What the clinic management system does for you',
  'Business.staff.continuesIn':
    'Your clinic’s front desk continues in the Aafiyat clinic management system on the computer your clinic set up for you. Your clinic owner manages your access.',
  'Business.staff.productLabel': 'About the clinic management system',
  'Business.hospital.meta.title': 'Your hospital',
  'Business.hospital.meta.description':
    'What the Aafiyat hospital management system does for your hospital, and where to get help.',
  'Business.hospital.title': 'Your hospital on Aafiyat',
  'Business.hospital.featuresHeading': 'What the hospital management system does for you',
  'Business.hospital.continuesIn':
    'Your hospital’s admissions, IPD and billing continue in the Aafiyat hospital management system. Our onboarding team sets it up on your hospital’s computers and trains your staff.',
  'Business.hospital.productLabel': 'About the hospital management system',
  'Business.pharmacy.meta.title': 'Your pharmacy',
  'Business.pharmacy.meta.description':
    'What the Aafiyat pharmacy management system does for your pharmacy, and where to get help.',
  'Business.pharmacy.title': 'Your pharmacy on Aafiyat',
  'Business.pharmacy.featuresHeading': 'What the pharmacy management system does for you',
  'Business.pharmacy.continuesIn':
    'Your pharmacy’s sales, stock and shifts continue in the Aafiyat pharmacy management system at your counter. Our onboarding team sets it up with you and trains your staff.',
  'Business.pharmacy.productLabel': 'About the pharmacy management system',
};

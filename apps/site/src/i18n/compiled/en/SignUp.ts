// Written by `npm run messages` from ../../messages/en/SignUp.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'SignUp.clinic.heading': 'Sign up your clinic',
  'SignUp.clinic.intro':
    'Run appointments, online consultations, records and invoices for your clinic from one place. Tell us about your clinic and verify your mobile number to start.',
  'SignUp.clinic.businessName': 'Clinic name',
  'SignUp.clinic.submit': 'Create clinic account',
  'SignUp.clinic.active': 'Your clinic account is active',
  'SignUp.clinic.ready':
    'Your clinic account is ready and you are signed in. Our team will call you to help you set it up.',
  'SignUp.clinic.next': 'Go to your dashboard',
  'SignUp.hospital.heading': 'Sign up your hospital',
  'SignUp.hospital.intro':
    'Bring OPD, IPD, duty rosters and billing of your hospital together. Tell us about your hospital and verify your mobile number to start.',
  'SignUp.hospital.businessName': 'Hospital name',
  'SignUp.hospital.submit': 'Create hospital account',
  'SignUp.hospital.active': 'Your hospital account is active',
  'SignUp.hospital.ready':
    'Your hospital account is ready and you are signed in. Our team will call you to help you set it up.',
  'SignUp.hospital.next': 'Go to your hospital’s page',
  'SignUp.pharmacy.heading': 'Sign up your pharmacy',
  'SignUp.pharmacy.intro':
    'Keep stock, sales, expiry dates and suppliers of your pharmacy in order. Tell us about your pharmacy and verify your mobile number to start.',
  'SignUp.pharmacy.businessName': 'Pharmacy name',
  'SignUp.pharmacy.submit': 'Create pharmacy account',
  'SignUp.pharmacy.active': 'Your pharmacy account is active',
  'SignUp.pharmacy.ready':
    'Your pharmacy account is ready and you are signed in. Our team will call you to help you set it up.',
  'SignUp.pharmacy.next': 'Go to your pharmacy’s page',
  'SignUp.signedIn': 'You are signed in',
  'SignUp.signedInAs': ['Signed in as ', ['name'], '. To create another account, sign out first.'],
  'SignUp.haveAccount': 'Already have an account?',
  'SignUp.signIn': 'Sign in',
  'SignUp.verifyHeading': 'Verify your mobile number',
  'SignUp.verified': 'Your number is verified.',
};

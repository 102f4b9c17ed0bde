// Written by `npm run messages` from ../../messages/en/SignIn.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'SignIn.emailOrPhone': 'Email or mobile number',
  'SignIn.frame.signedIn': 'You are signed in',
  'SignIn.frame.signedInAs': ['Signed in as ', ['name'], '.'],
  'SignIn.frame.signUp.clinic': 'New to Aafiyat? Sign up your clinic',
  'SignIn.frame.signUp.hospital': 'New to Aafiyat? Sign up your hospital',
  'SignIn.frame.signUp.pharmacy': 'New to Aafiyat? Sign up your pharmacy',
  'SignIn.frame.others': 'Sign in as someone else',
  'SignIn.error.wrongCredentials': 'That sign-in did not work. Check your login and password and try again.',
  'SignIn.error.unexpected': 'Something went wrong try again!',
  'SignIn.error.waitAMinute': 'Too many attempts. Please wait a minute and try again.',
  'SignIn.error.waitSeconds': [
    'Too many attempts. Please wait ',
    [
      'seconds#form',
      'select',
      { one: [['seconds#digits'], ' second'], other: [['seconds#digits'], ' seconds'] },
    ],
    ' and try again.',
  ],
  'SignIn.error.waitMinutes': [
    'Too many attempts. Please wait ',
    [
      'minutes#form',
      'select',
      { one: [['minutes#digits'], ' minute'], other: [['minutes#digits'], ' minutes'] },
    ],
    ' and try again.',
  ],
  'SignIn.error.loginMissing': 'Enter your email or mobile number.',
  'SignIn.error.loginInvalid': 'Enter an email address, or a mobile number like 0300 1234567.',
  'SignIn.error.pmdcMissing': 'Enter your PMDC number or mobile number.',
  'SignIn.error.pmdcInvalid': 'Enter a PMDC number like 45321-P, or a mobile number like 0300 1234567.',
  'SignIn.patient.meta.title': 'Patient sign in',
  'SignIn.patient.meta.description':
    'Sign in to Aafiyat with your mobile number and the code we send you by SMS. No password needed.',
  'SignIn.patient.title': 'Sign in as a patient',
  'SignIn.patient.lead':
    'Book and manage your appointments with your mobile number. We send a code by SMS; there is no password to remember.',
  'SignIn.doctor.meta.title': 'Doctor sign in',
  'SignIn.doctor.meta.description':
    'Doctors sign in to Aafiyat with their PMDC number or mobile number to see their appointments.',
  'SignIn.doctor.loginLabel': 'PMDC number or mobile number',
  'SignIn.doctor.loginHint': 'For example 45321-P or 0300 1234567.',
  'SignIn.doctor.title': 'Sign in as a doctor',
  'SignIn.doctor.lead': "See today's in-clinic and online appointments and call your online patients.",
  'SignIn.doctor.reset.title': 'Reset your doctor password',
  'SignIn.doctor.reset.lead': 'We send a code to the mobile number your clinic registered.',
  'SignIn.doctor.firstPassword.title': 'Set your password',
  'SignIn.doctor.firstPassword.lead':
    'This is your first sign-in. Enter the code we sent and choose a password.',
  'SignIn.clinic.meta.title': 'Clinic sign in',
  'SignIn.clinic.meta.description':
    'Clinic owners and administrators sign in to the Aafiyat clinic management system.',
  'SignIn.clinic.loginHint': 'The email or mobile number you signed up with.',
  'SignIn.clinic.title': 'Sign in to your clinic',
  'SignIn.clinic.lead': 'Run appointments, doctors and payments of your clinic from one place.',
  'SignIn.clinic.reset.title': 'Reset your clinic password',
  'SignIn.clinic.reset.lead': 'We send a code to the mobile number on your clinic account.',
  'SignIn.staff.meta.title': 'Clinic staff sign in',
  'SignIn.staff.meta.description':
    'Receptionists and other clinic staff sign in to Aafiyat with their email or mobile number.',
  'SignIn.staff.title': 'Sign in as clinic staff',
  'SignIn.staff.lead': 'Use the email or mobile number your clinic registered for you.',
  'SignIn.hospital.meta.title': 'Hospital sign in',
  'SignIn.hospital.meta.description':
    'Hospitals sign in to the Aafiyat hospital management system with their email or mobile number.',
  'SignIn.hospital.title': 'Sign in to your hospital',
  'SignIn.hospital.lead':
    'Admissions, wards and billing of your hospital, in the Aafiyat hospital management system.',
  'SignIn.pharmacy.meta.title': 'Pharmacy sign in',
  'SignIn.pharmacy.meta.description':
    'Pharmacies sign in to the Aafiyat pharmacy management system with their email or mobile number.',
  'SignIn.pharmacy.title': 'Sign in to your pharmacy',
  'SignIn.pharmacy.lead':
    'Stock, sales and purchases of your pharmacy, in the Aafiyat pharmacy management system.',
};

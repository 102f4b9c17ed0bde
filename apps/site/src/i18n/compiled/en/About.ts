// Written by `npm run messages` from ../../messages/en/About.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'About.meta.title': 'About us',
  'About.meta.description':
    'Aafiyat is a Pakistani healthcare software company building clinic, pharmacy and hospital systems and doctor and patient apps.',
  'About.intro.heading': 'About Aafiyat',
  'About.intro.lead':
    'Aafiyat is a Pakistani healthcare software company. We build the systems that clinics, pharmacies and hospitals run on every day, and the apps that let doctors and patients meet, in person or online.',
  'About.intro.story.start':
    'We started with a simple observation: most clinics in Pakistan still keep appointments in a register, prescriptions on paper and accounts in a spreadsheet that only one person understands. Good doctors were losing hours to paperwork, and patients were losing hours in waiting rooms.',
  'About.intro.story.today': [
    'Today ',
    ['clinics'],
    '+ clinics and ',
    ['pharmaciesAndHospitals'],
    '+ pharmacies and hospitals use Aafiyat, and ',
    ['patients'],
    '+ patients have been seen through it, from single-doctor practices in small towns to multi-branch hospitals in the big cities.',
  ],
  'About.figures.heading': 'Aafiyat in numbers',
  'About.privacy.heading': 'Your data belongs to you',
  'About.privacy.intro':
    'Health records are among the most personal things people share. We designed our systems around one promise: the records you keep are yours alone.',
  'About.privacy.owned.title': 'You own your data',
  'About.privacy.owned.text':
    'Patient records, prescriptions, stock and accounts belong to your clinic, pharmacy or hospital, not to us. You can export them at any time.',
  'About.privacy.unviewable.title': 'We cannot view it',
  'About.privacy.unviewable.text':
    'Your records are stored so that Aafiyat staff have no way to open or read them, not even while helping you.',
  'About.privacy.noThirdParties.title': 'No third parties',
  'About.privacy.noThirdParties.text':
    'We do not sell, share or pass your data to advertisers, insurers or anyone else, and no outside company handles it for us.',
  'About.products.heading': 'What we build',
  'About.products.intro': 'Five products that work on their own and work better together.',
  'About.products.clinic.name': 'Clinic management system',
  'About.products.clinic.text':
    'Appointments, patient histories, digital prescriptions, invoices and staff accounts for clinics of every size, with online booking for your patients.',
  'About.products.pharmacy.name': 'Pharmacy management system',
  'About.products.pharmacy.text':
    'Point of sale, stock with expiry alerts, suppliers and purchase orders, and daily sales reports for every shift.',
  'About.products.hospital.name': 'Hospital management system',
  'About.products.hospital.text':
    'Admissions and IPD history, wards and beds, duty rosters and billing that follows the patient from the front desk to discharge.',
  'About.products.doctorApp.name': 'Doctor app',
  'About.products.doctorApp.text':
    'Doctors see their schedule, consult patients by video and write prescriptions from their phone, wherever they are.',
  'About.products.patientApp.name': 'Patient app',
  'About.products.patientApp.text':
    'Patients find a doctor by city and specialty, book in-clinic or online appointments and keep their prescriptions in one place.',
  'About.products.apps.heading': 'Get the apps',
  'About.products.apps.text': 'The doctor and patient apps are free to download for iPhone and Android.',
  'About.support.heading': 'How we support you',
  'About.support.intro':
    'Software only helps if your team is comfortable using it. We stay with you from the first day.',
  'About.support.onboarding.title': 'Onboarding',
  'About.support.onboarding.text':
    'We set up your branches, doctors, services and price lists with you, and bring over the records you already have so you start on day one with your own data.',
  'About.support.training.title': 'Training',
  'About.support.training.text':
    'Short training sessions, on site or online, for doctors, receptionists, pharmacists and accounts staff, in Urdu or English, and again whenever new staff join.',
  'About.support.helpline.title': 'Helpline',
  'About.support.helpline.text': [
    'Our helpline on ',
    ['phone'],
    ' answers questions and fixes problems while your clinic is open. Leave your number and we will call you back.',
  ],
  'About.support.callBackLead': 'Have a question before you decide?',
  'About.support.callBack': 'Request a call back',
  'About.support.contactText': ['Prefer to write? Send us a message from the ', ['link'], '.'],
  'About.support.contactLink': 'contact page',
};

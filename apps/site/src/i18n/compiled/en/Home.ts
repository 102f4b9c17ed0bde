// Written by `npm run messages` from ../../messages/en/Home.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Home.meta.description':
    'Clinic, hospital and pharmacy management systems, online doctor consultations and appointment booking for Pakistan.',
  'Home.hero.label': 'Aafiyat products',
  'Home.hero.clinic.heading': 'Run your clinic from one screen',
  'Home.hero.clinic.text':
    'Appointments, patient records, prescriptions and invoices in one place, on the computer at the front desk and the phone in your pocket.',
  'Home.hero.pharmacy.heading': 'A pharmacy that never runs out by surprise',
  'Home.hero.pharmacy.text':
    'Track stock, expiry dates, suppliers and every sale and shift, so you always know what to reorder and what you earned today.',
  'Home.hero.hospital.heading': 'Hospital wards, rosters and billing, connected',
  'Home.hero.hospital.text':
    'Admissions, IPD history, duty rosters and billing that talk to each other, so nothing falls between departments.',
  'Home.banner.heading': 'See a doctor today',
  'Home.banner.description': 'Book an online consultation from home, or an appointment at a clinic near you.',
  'Home.clinics.heading': 'For clinics and doctors',
  'Home.clinics.text':
    'Give patients a way to book in-clinic or online appointments, and give your staff a calm front desk.',
  'Home.clinics.feature1': 'Online and walk-in appointments in one calendar',
  'Home.clinics.feature2': 'Digital prescriptions, records and invoices',
  'Home.clinics.feature3': 'Video consultations from the doctor app',
  'Home.clinics.cta': 'Explore clinic management',
  'Home.pharmacies.heading': 'For pharmacies',
  'Home.pharmacies.text':
    'From the counter to the stock room: sales, inventory and suppliers that add up at the end of every shift.',
  'Home.pharmacies.feature1': 'Inventory with expiry alerts',
  'Home.pharmacies.feature2': 'Sales and shift reports',
  'Home.pharmacies.feature3': 'Supplier and purchase records',
  'Home.pharmacies.cta': 'Explore pharmacy management',
  'Home.hospitals.heading': 'For hospitals',
  'Home.hospitals.text': 'Admissions, wards, duty rosters and billing for teams that work around the clock.',
  'Home.hospitals.feature1': 'IPD history for every admission',
  'Home.hospitals.feature2': 'Duty rosters for every department',
  'Home.hospitals.feature3': 'Billing that follows the patient',
  'Home.hospitals.cta': 'Explore hospital management',
  'Home.features.heading': 'Everything your team does in a day',
  'Home.features.appointmentManagement':
    'Patients book online or at the desk; doctors see their day at a glance, with reminders that cut no-shows.',
  'Home.features.ipdManagement':
    'Every admission keeps its history: beds, medicines, notes and charges, ready for the next shift and the final bill.',
  'Home.features.workflowMonitoring':
    'See what is waiting, who is on duty and where the queue is building, and act before patients wait too long.',
  'Home.figures.heading': 'Trusted across Pakistan',
  'Home.security.heading': 'Your data stays yours',
  'Home.security.yours.title': 'Your data is yours',
  'Home.security.yours.text':
    'Patient records and business data belong to you. Export them whenever you like.',
  'Home.security.unread.title': 'We cannot read it',
  'Home.security.unread.text': 'Your records are kept so that Aafiyat staff cannot view them.',
  'Home.security.noThirdParties.title': 'No third parties',
  'Home.security.noThirdParties.text': 'We never sell, share or hand your data to anyone else.',
  'Home.pricing.heading': 'Simple monthly pricing',
  'Home.pricing.comparePackages': 'Compare clinic packages',
  'Home.pricing.signUp': 'Sign up',
  'Home.apps.heading': 'Get the Aafiyat apps',
  'Home.apps.notSure': 'Not sure which system fits you?',
  'Home.apps.callBack': 'Request a call back',
};

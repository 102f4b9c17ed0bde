// Written by `npm run messages` from ../../messages/en/Dashboard.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Dashboard.date': [['weekday'], ', ', ['date']],
  'Dashboard.glance': 'Today at a glance',
  'Dashboard.error.heading': 'Your dashboard could not be loaded',
  'Dashboard.error.retry': 'Retry',
  'Dashboard.clinic.meta.title': 'Clinic dashboard',
  'Dashboard.clinic.meta.description':
    'Today’s appointments across your clinic’s doctors, payments and this month’s revenue.',
  'Dashboard.clinic.loading': 'Loading your clinic’s dashboard…',
  'Dashboard.clinic.total': 'Appointments today',
  'Dashboard.clinic.paid': 'Paid',
  'Dashboard.clinic.pending': 'Payment pending',
  'Dashboard.clinic.failed': 'Payment failed',
  'Dashboard.clinic.notPaid': 'Not paid yet',
  'Dashboard.clinic.inProgress': [['count'], ' in progress at JazzCash'],
  'Dashboard.clinic.revenue': 'Revenue this month',
  'Dashboard.clinic.revenueNote': 'Successful payments since the 1st',
  'Dashboard.clinic.today': 'Today’s appointments',
  'Dashboard.clinic.todayList': 'Today’s appointments across your doctors',
  'Dashboard.clinic.todayEmpty': 'No appointments are booked at your clinic today.',
  'Dashboard.clinic.doctors': 'Your doctors',
  'Dashboard.clinic.doctorsEmpty': 'No doctors are registered at your clinic yet.',
  'Dashboard.clinic.doctorNote': ['PMDC ', ['pmdc'], ' · fee ', ['fee']],
  'Dashboard.clinic.doctorNoteOnline': ['PMDC ', ['pmdc'], ' · fee ', ['fee'], ' · online consultations'],
  'Dashboard.doctor.meta.title': 'Doctor dashboard',
  'Dashboard.doctor.meta.description':
    'Your in-clinic and online appointments of today, and your next available date.',
  'Dashboard.doctor.loading': 'Loading your dashboard…',
  'Dashboard.doctor.inClinicCount': 'In-clinic appointments',
  'Dashboard.doctor.onlineCount': 'Online appointments',
  'Dashboard.doctor.nextDate': 'Next available date',
  'Dashboard.doctor.noWorkingDays': 'No working days set',
  'Dashboard.doctor.online': 'Online consultations today',
  'Dashboard.doctor.callRule':
    'A paid consultation can be called from 10 minutes before its time until 30 minutes after it; the patient’s app rings for 10 seconds.',
  'Dashboard.doctor.onlineEmpty': 'No online consultations are booked for today.',
  'Dashboard.doctor.inClinic': 'In-clinic appointments today',
  'Dashboard.doctor.inClinicEmpty': 'No in-clinic appointments are booked for today.',
  'Dashboard.doctor.thePatient': 'the patient',
};

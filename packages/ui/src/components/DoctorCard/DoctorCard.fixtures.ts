// Fictional doctors for the stories, in the contract's field names, with inline images so no story needs the
// network.
import type { DoctorCardDoctor } from './doctorCardLabels';

/** A stand-in photo, inline. */
export const doctorPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7fb8b4"/><circle cx="32" cy="26" r="12" fill="#e3f1f0"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#e3f1f0"/></svg>',
)}`;

/** Not an image at all: the browser fires `error` and the initial shows. */
export const brokenPhoto = 'data:image/png;base64,bm90IGFuIGltYWdl';

/** Monday 3 June 2024, a working day of the cardiologist below. */
export const mondayThirdJune = new Date(2024, 5, 3, 10, 0);

/** A cardiologist in Karachi who also consults online. */
export const onlineCardiologist: DoctorCardDoctor = {
  name: 'Dr. Sana Mirza',
  specialty: 'Cardiologist',
  city: 'Karachi',
  fee: 2500,
  working_days: [6, 1, 2, 3, 4],
  timings: { start: '17:00', end: '21:00' },
  is_online: true,
  experience_years: 12,
  clinic_name: 'Shifa Family Clinic',
  pmdc: '45321-P',
  online_fee: 2000,
  languages: ['urdu', 'english', 'sindhi'],
  rating: { average: 4.7, count: 128 },
};

/** An orthopaedic surgeon in Lahore seen at the clinic only, with no clinic listed. */
export const inClinicSurgeon: DoctorCardDoctor = {
  name: 'Dr. Usman Tariq',
  specialty: 'Orthopedic Surgeon',
  city: 'Lahore',
  fee: 3500,
  working_days: [1, 2, 4],
  timings: { start: '09:30', end: '13:00' },
  is_online: false,
  experience_years: 1,
  pmdc: '51234-P',
  languages: ['punjabi', 'urdu'],
  rating: { average: null, count: 0 },
};

/** A name with every title and family name written out, and a long clinic name. */
export const longNamedDoctor: DoctorCardDoctor = {
  name: 'Prof. Dr. Muhammad Abdul Rehman Khan Niazi Chaudhry-Siddiqui FCPS FRCP',
  specialty: 'Consultant Paediatric Gastroenterologist and Hepatologist',
  city: 'Dera Ismail Khan',
  fee: 12500,
  working_days: [0, 1, 2, 3, 4, 5, 6],
  timings: { start: '08:00', end: '23:30' },
  is_online: true,
  experience_years: 35,
  clinic_name: 'Al-Shifa International Children and Family Health Care Centre, Block B',
  pmdc: '10234-P',
  online_fee: 10000,
  languages: ['balochi', 'saraiki', 'pashto', 'sindhi', 'punjabi', 'english', 'urdu'],
  rating: { average: 5, count: 1 },
};

/** A doctor who has not listed working days yet. */
export const unscheduledDoctor: DoctorCardDoctor = {
  name: 'Dr. Hira Naveed',
  specialty: 'Dermatologist',
  city: 'Lahore',
  fee: 2000,
  working_days: [],
  timings: { start: '11:00', end: '15:00' },
  is_online: true,
  experience_years: 0,
};

// The demo sign-ins: one account per role with known credentials, printed at start (never in production).
import { SIGN_IN_ROUTES, type UserRole } from '@aafiyat/domain';

/** One demo account: where to sign in, with what, and what to type as the secret. */
export interface DemoSignIn {
  role: UserRole;
  /** The site's sign-in page for the role. */
  page: string;
  /** What goes in the login field: a mobile number, an email or a PMDC number. */
  login: string;
  /** The password, or for the patient how to get the one-time code. */
  secret: string;
  /** The password, `null` for the patient (who signs in by a one-time code). */
  password: string | null;
}

export const DEMO_PATIENT = { name: 'Ayesha Khan', phone: '03001234567' } as const;

export const DEMO_CLINIC_OWNER = {
  name: 'Imran Qureshi',
  email: 'owner@demo.aafiyat.pk',
  phone: '03211234567',
  password: 'DemoClinic#2024',
} as const;

export const DEMO_DOCTOR = {
  name: 'Dr. Sana Mirza',
  pmdc: '45321-P',
  email: 'doctor@demo.aafiyat.pk',
  phone: '03009876543',
  password: 'DemoDoctor#2024',
  specialty: 'Cardiologist',
  city: 'Karachi',
  fee: 2500,
  // Monday to Saturday.
  workingDays: [1, 2, 3, 4, 5, 6],
  startTime: '09:00',
  endTime: '21:00',
  experienceYears: 12,
  gender: 'female',
  languages: ['urdu', 'english', 'sindhi'],
  qualifications: ['MBBS', 'FCPS'],
  bio: 'Consultant cardiologist with twelve years in adult heart care: chest pain, high blood pressure and heart failure. I consult in Urdu, English and Sindhi, at the clinic and by video.',
  onlineFee: 2000,
} as const;

/**
 * A dermatologist in Lahore who works every day from 10 AM to 10 PM: whatever the hour, her card in the search
 * offers open times (today's or tomorrow's), so a visitor can always book one from it (the browser suite's
 * journey from a listing page does).
 */
export const DEMO_DERMATOLOGIST = {
  name: 'Dr. Hira Naveed',
  // Six digits: outside the generated doctors' five-digit numbers.
  pmdc: '120045-P',
  phone: '03011220045',
  specialty: 'Dermatologist',
  city: 'Lahore',
  fee: 2000,
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  startTime: '10:00',
  endTime: '22:00',
  experienceYears: 9,
  gender: 'female',
  languages: ['urdu', 'english', 'punjabi'],
  qualifications: ['MBBS', 'FCPS'],
  bio: 'Consultant dermatologist for acne, eczema, allergies and hair fall. I see patients every day at the clinic and by video, in Urdu, Punjabi and English.',
  onlineFee: 1500,
} as const;

export const DEMO_STAFF = {
  name: 'Kamran Akhtar',
  email: 'staff@demo.aafiyat.pk',
  phone: '03451234567',
  password: 'DemoStaff#2024',
} as const;

export const DEMO_HOSPITAL = {
  name: 'Hamza Farooqi',
  email: 'hospital@demo.aafiyat.pk',
  phone: '03121234567',
  password: 'DemoHospital#2024',
  businessName: 'Ravi General Hospital',
  city: 'Lahore',
  address: '88 Ferozepur Road, near Kalma Chowk, Lahore',
} as const;

export const DEMO_PHARMACY = {
  name: 'Saba Rizvi',
  email: 'pharmacy@demo.aafiyat.pk',
  phone: '03131234567',
  password: 'DemoPharmacy#2024',
  businessName: 'Green Cross Pharmacy',
  city: 'Islamabad',
  address: 'Shop 12, Jinnah Super Market, F-7 Markaz, Islamabad',
} as const;

/** The demo sign-ins, in the order the start banner prints them. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  {
    role: 'patient',
    page: SIGN_IN_ROUTES.patient,
    login: DEMO_PATIENT.phone,
    secret: 'OTP via the dev outbox',
    password: null,
  },
  {
    role: 'clinic_owner',
    page: SIGN_IN_ROUTES.clinic_owner,
    login: DEMO_CLINIC_OWNER.email,
    secret: `${DEMO_CLINIC_OWNER.password} (two branches: pick one)`,
    password: DEMO_CLINIC_OWNER.password,
  },
  {
    role: 'doctor',
    page: SIGN_IN_ROUTES.doctor,
    login: DEMO_DOCTOR.pmdc,
    secret: DEMO_DOCTOR.password,
    password: DEMO_DOCTOR.password,
  },
  {
    role: 'staff',
    page: SIGN_IN_ROUTES.staff,
    login: DEMO_STAFF.email,
    secret: DEMO_STAFF.password,
    password: DEMO_STAFF.password,
  },
  {
    role: 'hospital',
    page: SIGN_IN_ROUTES.hospital,
    login: DEMO_HOSPITAL.email,
    secret: DEMO_HOSPITAL.password,
    password: DEMO_HOSPITAL.password,
  },
  {
    role: 'pharmacy',
    page: SIGN_IN_ROUTES.pharmacy,
    login: DEMO_PHARMACY.email,
    secret: DEMO_PHARMACY.password,
    password: DEMO_PHARMACY.password,
  },
];

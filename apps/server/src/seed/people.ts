// The fictional people of the demo data set: names, specialties, cities and doctors' hours. Every name is
// assembled from common Pakistani first names and surnames; none is meant to be a real person.
import type { PakistanCity } from '@aafiyat/domain';

// prettier-ignore
export const MALE_FIRST_NAMES = [
  'Ahmed', 'Ali', 'Bilal', 'Usman', 'Hamza', 'Imran', 'Kashif', 'Farhan', 'Asad', 'Hassan',
  'Hussain', 'Faisal', 'Tariq', 'Zeeshan', 'Naveed', 'Adnan', 'Salman', 'Waqas', 'Junaid', 'Shahid',
  'Khalid', 'Saad', 'Omer', 'Fahad', 'Rizwan', 'Arslan', 'Danish', 'Kamran', 'Nadeem', 'Sajid',
  'Umair', 'Yasir', 'Zubair', 'Abdullah', 'Haris', 'Irfan', 'Muneeb', 'Owais', 'Talha', 'Sohail',
] as const;

// prettier-ignore
export const FEMALE_FIRST_NAMES = [
  'Ayesha', 'Fatima', 'Sana', 'Hira', 'Mahnoor', 'Zainab', 'Nadia', 'Saima', 'Amna', 'Sadia',
  'Rabia', 'Maryam', 'Iqra', 'Kiran', 'Sidra', 'Asma', 'Bushra', 'Farah', 'Huma', 'Mehwish',
  'Nimra', 'Rida', 'Samina', 'Shazia', 'Uzma', 'Zara', 'Aliya', 'Fariha', 'Javeria', 'Komal',
  'Laiba', 'Madiha', 'Noor', 'Saba', 'Tehmina', 'Anum', 'Hina', 'Sobia', 'Alizeh', 'Mehreen',
] as const;

// prettier-ignore
export const SURNAMES = [
  'Khan', 'Ahmed', 'Malik', 'Qureshi', 'Siddiqui', 'Chaudhry', 'Butt', 'Sheikh', 'Mirza', 'Raza',
  'Hussain', 'Shah', 'Abbasi', 'Awan', 'Baig', 'Bhatti', 'Cheema', 'Durrani', 'Farooqi', 'Gillani',
  'Hashmi', 'Iqbal', 'Jafri', 'Javed', 'Kazmi', 'Lodhi', 'Memon', 'Niazi', 'Paracha', 'Rana',
  'Rizvi', 'Saeed', 'Tariq', 'Usmani', 'Warraich', 'Yousaf', 'Zaidi', 'Aslam', 'Naqvi', 'Khattak',
  'Afridi', 'Baloch', 'Soomro', 'Bukhari', 'Janjua',
] as const;

/** The specialties of the demo data, with how common each is among the doctors (a weight). */
export const SPECIALTY_WEIGHTS = [
  ['General Physician', 30],
  ['Gynecologist', 20],
  ['Child Specialist', 20],
  ['Dermatologist', 14],
  ['Dentist', 14],
  ['Cardiologist', 10],
  ['ENT Specialist', 9],
  ['Orthopedic Surgeon', 9],
  ['Eye Specialist', 9],
  ['Psychiatrist', 7],
  ['Gastroenterologist', 7],
  ['Neurologist', 6],
  ['Urologist', 6],
  ['Physiotherapist', 8],
  ['General Surgeon', 8],
  ['Nutritionist', 6],
  ['Pulmonologist', 5],
  ['Endocrinologist', 5],
  ['Nephrologist', 4],
  ['Oncologist', 3],
] as const satisfies readonly (readonly [string, number])[];

/** Every specialty name of the demo data. */
export const SPECIALTY_NAMES: readonly string[] = SPECIALTY_WEIGHTS.map(([name]) => name);

/** Where the doctors practise: big cities weigh more, and a few smaller ones have a doctor or two. */
export const CITY_WEIGHTS = [
  ['Karachi', 22],
  ['Lahore', 20],
  ['Islamabad', 10],
  ['Rawalpindi', 8],
  ['Faisalabad', 7],
  ['Peshawar', 6],
  ['Multan', 5],
  ['Hyderabad', 4],
  ['Quetta', 3],
  ['Gujranwala', 3],
  ['Sialkot', 3],
  ['Sargodha', 2],
  ['Bahawalpur', 2],
  ['Abbottabad', 2],
  ['Sukkur', 1],
  ['Mardan', 1],
  ['Gujrat', 1],
  ['Sahiwal', 1],
  ['Larkana', 1],
  ['Muzaffarabad', 1],
] as const satisfies readonly (readonly [PakistanCity, number])[];

/** Weekly patterns of working days (Sunday = 0). */
export const WORKING_DAY_PATTERNS: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5, 6],
  [1, 3, 5],
  [2, 4, 6],
  [1, 2, 4, 5],
  [0, 1, 2, 3, 4],
  [3, 4, 5, 6],
  [1, 2, 3],
  [4, 5, 6],
];

/** Daily hours (Pakistan time): morning, afternoon and evening clinics. */
export const SHIFTS: readonly (readonly [start: string, end: string])[] = [
  ['09:00', '13:00'],
  ['10:00', '14:00'],
  ['11:00', '15:00'],
  ['14:00', '18:00'],
  ['16:00', '20:00'],
  ['17:00', '21:00'],
  ['18:00', '22:00'],
  ['09:00', '17:00'],
];

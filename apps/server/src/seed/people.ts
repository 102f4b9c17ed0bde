// The fictional people of the demo data set: names, specialties, cities and doctors' hours. Every name is
// assembled from common Pakistani first names and surnames; none is meant to be a real person.
import type { ConsultationLanguage, PakistanCity, Qualification } from '@aafiyat/domain';

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

/**
 * The regional language most patients speak in each demo city, beside Urdu (and the English most doctors also
 * consult in): Punjabi across Punjab, Sindhi in Sindh, Pashto in Khyber Pakhtunkhwa, Saraiki in southern Punjab
 * and Balochi in Quetta. Karachi and Islamabad mix everyone; a doctor there may speak any one of them.
 */
export const CITY_LANGUAGES: Readonly<Record<string, readonly ConsultationLanguage[]>> = {
  Karachi: ['sindhi', 'punjabi', 'pashto', 'balochi'],
  Lahore: ['punjabi'],
  Islamabad: ['punjabi', 'pashto'],
  Rawalpindi: ['punjabi', 'pashto'],
  Faisalabad: ['punjabi'],
  Peshawar: ['pashto'],
  Multan: ['saraiki', 'punjabi'],
  Hyderabad: ['sindhi'],
  Quetta: ['balochi', 'pashto'],
  Gujranwala: ['punjabi'],
  Sialkot: ['punjabi'],
  Sargodha: ['punjabi'],
  Bahawalpur: ['saraiki'],
  Abbottabad: ['pashto'],
  Sukkur: ['sindhi'],
  Mardan: ['pashto'],
  Gujrat: ['punjabi'],
  Sahiwal: ['punjabi'],
  Larkana: ['sindhi'],
  Muzaffarabad: ['punjabi'],
};

/**
 * The postgraduate qualifications a specialist of each demo specialty may hold after the first degree (MBBS, or
 * BDS for a dentist); a general physician may hold none.
 */
export const SPECIALTY_QUALIFICATIONS: Readonly<Record<string, readonly Qualification[]>> = {
  'General Physician': ['MCPS', 'MRCP'],
  Gynecologist: ['FCPS', 'MCPS', 'MRCOG', 'DGO'],
  'Child Specialist': ['FCPS', 'DCH', 'MRCPCH', 'MCPS'],
  Dermatologist: ['FCPS', 'MCPS', 'MD'],
  Dentist: ['FCPS', 'MDS', 'DDS'],
  Cardiologist: ['FCPS', 'MRCP', 'FRCP', 'MD'],
  'ENT Specialist': ['FCPS', 'MS', 'FRCS'],
  'Orthopedic Surgeon': ['FCPS', 'MS', 'FRCS'],
  'Eye Specialist': ['FCPS', 'MS', 'FRCS'],
  Psychiatrist: ['FCPS', 'MRCPsych', 'MD'],
  Gastroenterologist: ['FCPS', 'MRCP', 'MD'],
  Neurologist: ['FCPS', 'MRCP', 'MD'],
  Urologist: ['FCPS', 'MS', 'FRCS'],
  Physiotherapist: [],
  'General Surgeon': ['FCPS', 'MS', 'FRCS'],
  Nutritionist: [],
  Pulmonologist: ['FCPS', 'MRCP', 'MD'],
  Endocrinologist: ['FCPS', 'MRCP', 'MD'],
  Nephrologist: ['FCPS', 'MRCP', 'MD'],
  Oncologist: ['FCPS', 'MRCP', 'MD', 'FRCP'],
};

/**
 * Biographies as doctors here write them, in English or in Urdu (which names the city in Urdu script); `{specialty}`,
 * `{years}` and `{city}` are filled in. Fictional, like every doctor of the demo data.
 */
export const BIOGRAPHIES = {
  en: [
    '{specialty} with {years} years of practice in {city}. I take time to explain every diagnosis and plan in plain words.',
    'Practising in {city} for {years} years, with a special interest in preventive care and the long-term follow-up of chronic conditions.',
    '{specialty} with {years} years in public and private hospitals of {city}. Patients of every age are welcome.',
    'Trained in Pakistan, {years} years as a {specialty}. I believe in fewer medicines and clear advice.',
  ],
  ur: [
    '{city} میں {years} سال سے مریضوں کا علاج۔ ہر مریض کو بیماری اور علاج آسان الفاظ میں سمجھانا میری ترجیح ہے۔',
    '{city} کے سرکاری اور نجی ہسپتالوں میں {years} سال کا تجربہ۔ مریض کی پوری بات سن کر علاج۔',
  ],
} as const;

// What a doctor's profile says beyond the search's basics: their gender, the languages they consult in, their
// qualifications, a short biography, the fee of an online consultation and their patients' rating. Patients here
// ask for these: "female doctor" is one of the commonest searches, and many want a doctor who speaks Punjabi,
// Pashto or Sindhi. The contract states the same lists (packages/api/openapi.yaml); a test pins the two together.

/** The genders a doctor may state: a patient may ask for a female doctor. A doctor may also state none. */
export const DOCTOR_GENDERS = ['female', 'male'] as const;

/** A gender a doctor stated. */
export type DoctorGender = (typeof DOCTOR_GENDERS)[number];

/** Whether `value` is a gender a doctor may state. */
export function isDoctorGender(value: unknown): value is DoctorGender {
  return typeof value === 'string' && (DOCTOR_GENDERS as readonly string[]).includes(value);
}

/** The languages a doctor consults in: the national and official ones, and the main regional ones. */
export const CONSULTATION_LANGUAGES = [
  'urdu',
  'english',
  'punjabi',
  'sindhi',
  'pashto',
  'saraiki',
  'balochi',
] as const;

/** A language a doctor consults in. */
export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number];

/**
 * Each language's BCP 47 code, as structured data names it (schema.org `knowsLanguage`): Saraiki and Balochi have
 * three-letter codes of their own.
 */
export const CONSULTATION_LANGUAGE_CODES: Readonly<Record<ConsultationLanguage, string>> = {
  urdu: 'ur',
  english: 'en',
  punjabi: 'pa',
  sindhi: 'sd',
  pashto: 'ps',
  saraiki: 'skr',
  balochi: 'bal',
};

/** Whether `value` is a language a doctor consults in. */
export function isConsultationLanguage(value: unknown): value is ConsultationLanguage {
  return typeof value === 'string' && (CONSULTATION_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A doctor's languages as a profile lists them: each known one once, in the order of
 * {@link CONSULTATION_LANGUAGES} (Urdu first), whatever order or repeats they came in.
 */
export function consultationLanguages(values: readonly unknown[]): ConsultationLanguage[] {
  return CONSULTATION_LANGUAGES.filter((language) => values.includes(language));
}

/**
 * The degrees and fellowships a profile may list, as Pakistan's medical and dental councils and colleges write
 * them: the first degrees (MBBS, BDS), the College of Physicians and Surgeons' (FCPS, MCPS), the postgraduate
 * degrees (MD, MS, MDS) and diplomas (DCH, DGO, DDS), and the British royal colleges' (MRCP, FRCP, FRCS, MRCOG,
 * MRCPCH, MRCPsych).
 */
export const QUALIFICATIONS = [
  'MBBS',
  'BDS',
  'FCPS',
  'MCPS',
  'MD',
  'MS',
  'MDS',
  'DCH',
  'DGO',
  'DDS',
  'MRCP',
  'FRCP',
  'FRCS',
  'MRCOG',
  'MRCPCH',
  'MRCPsych',
] as const;

/** A qualification a profile may list. */
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Whether `value` is a qualification a profile may list. */
export function isQualification(value: unknown): value is Qualification {
  return typeof value === 'string' && (QUALIFICATIONS as readonly string[]).includes(value);
}

/** The longest biography a profile shows, in characters: a short paragraph on a phone. */
export const DOCTOR_BIO_MAX_LENGTH = 600;

/** The lowest and highest rating a patient may give a visit. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * A doctor's average rating from the sum and count of their ratings, to one decimal (4.66 is 4.7), as every page
 * and the structured data show it; null when nobody has rated them yet (a profile then says so, and search engines
 * are given no rating).
 */
export function ratingAverage(sum: number, count: number): number | null {
  if (!Number.isSafeInteger(count) || count <= 0 || !Number.isFinite(sum)) return null;
  const average = Math.min(RATING_MAX, Math.max(RATING_MIN, sum / count));
  return Math.round(average * 10) / 10;
}

/**
 * The orders a doctor search may be put in: relevance (the default), the soonest available first (the nearest
 * working day, as `nextAvailableDate` counts it in Pakistan), the lowest in-clinic fee first, the highest rated
 * first.
 */
export const DOCTOR_SEARCH_SORTS = ['relevance', 'soonest', 'fee', 'rating'] as const;

/** An order of the doctor search. */
export type DoctorSearchSort = (typeof DOCTOR_SEARCH_SORTS)[number];

/** Whether `value` is an order of the doctor search. */
export function isDoctorSearchSort(value: unknown): value is DoctorSearchSort {
  return typeof value === 'string' && (DOCTOR_SEARCH_SORTS as readonly string[]).includes(value);
}

/** The fee limits the doctor search offers ("up to Rs 2,000"), in whole rupees of the in-clinic fee. */
export const DOCTOR_FEE_LIMITS = [1000, 1500, 2000, 3000, 5000] as const;

/** A fee limit the doctor search offers. */
export type DoctorFeeLimit = (typeof DOCTOR_FEE_LIMITS)[number];

/** Whether `value` is a fee limit the doctor search offers. */
export function isDoctorFeeLimit(value: unknown): value is DoctorFeeLimit {
  return typeof value === 'number' && (DOCTOR_FEE_LIMITS as readonly number[]).includes(value);
}

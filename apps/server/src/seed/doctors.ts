import {
  cityName,
  consultationLanguages,
  QUALIFICATIONS,
  type ConsultationLanguage,
  type DoctorGender,
  type Qualification,
} from '@aafiyat/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, clinics, doctors, specialties } from '../db/schema';
import {
  BIOGRAPHIES,
  CITY_LANGUAGES,
  CITY_WEIGHTS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  SHIFTS,
  SPECIALTY_NAMES,
  SPECIALTY_QUALIFICATIONS,
  SPECIALTY_WEIGHTS,
  SURNAMES,
  WORKING_DAY_PATTERNS,
} from './people';
import { doctorPortrait, PORTRAIT_TYPE } from './portraits';
import { createRandom, DEMO_SEED, type Random } from './random';

/** The demo doctor's PMDC number; generated doctors never take it. */
export const DEMO_DOCTOR_PMDC = '45321-P';

/** Rows per INSERT: large enough to be quick, small enough to stay far below the bind-parameter limit. */
export const INSERT_BATCH = 500;

/** A doctor as the generator makes it (the account's name carries the "Dr." title, as the contract shows). */
export interface GeneratedDoctor {
  name: string;
  phone: string;
  pmdc: string;
  specialty: string;
  city: string;
  fee: number;
  workingDays: number[];
  startTime: string;
  endTime: string;
  isOnline: boolean;
  experienceYears: number;
  gender: DoctorGender;
  languages: ConsultationLanguage[];
  qualifications: Qualification[];
  bio: string;
  /** The online consultation's fee, for a doctor who consults online; null otherwise. */
  onlineFee: number | null;
  /** The sum and count of the doctor's patients' ratings (1 to 5 each). */
  ratingSum: number;
  ratingCount: number;
}

/**
 * The n-th generated PMDC number: a bijection of n onto five digits (7919 is prime, so coprime to 90,000), so
 * numbers are unique and look scattered; dentists carry the dental register's `-D`, the rest `-P`.
 */
export function generatedPmdc(index: number, specialty: string): string {
  const number = index < 90_000 ? 10_000 + ((index * 7919 + 1234) % 90_000) : 100_000 + index;
  const suffix = specialty === 'Dentist' ? 'D' : 'P';
  const pmdc = `${String(number)}-${suffix}`;
  return pmdc === DEMO_DOCTOR_PMDC ? `${String(number)}-S` : pmdc;
}

/** The n-th generated mobile number, `034` and eight scattered digits (48271 is prime: unique for n < 10^8). */
export function generatedPhone(index: number): string {
  return `034${String((index * 48_271 + 7) % 100_000_000).padStart(8, '0')}`;
}

/** What the free-text column holds: the lower-cased name, specialty, city and, when there is one, clinic name. */
export function doctorSearchText(
  name: string,
  specialty: string,
  city: string,
  clinicName?: string | null,
): string {
  return [name, specialty, city, clinicName ?? ''].join(' ').trim().toLowerCase();
}

/** What a generated doctor's profile is made from. */
type ProfileBasics = Pick<GeneratedDoctor, 'specialty' | 'city' | 'fee' | 'isOnline' | 'experienceYears'> & {
  gender: DoctorGender;
};

/**
 * A generated doctor's profile, drawn from its own stream (seeded by the doctor's index), so adding to the profile
 * never changes the doctors the search already had: Urdu and mostly English, often the city's language; the first
 * degree and usually a postgraduate one; a biography; an online fee a little below the in-clinic one; and ratings
 * for most (a few are new, with none), mostly good, as on the sites patients compare.
 */
function generateProfile(
  index: number,
  basics: ProfileBasics,
): Omit<
  GeneratedDoctor,
  keyof ProfileBasics | 'name' | 'phone' | 'pmdc' | 'workingDays' | 'startTime' | 'endTime'
> {
  const random = createRandom(DEMO_SEED + 7_919 * (index + 1));
  const regional = (CITY_LANGUAGES[basics.city] ?? []).filter(() => random.chance(0.55));
  const languages = consultationLanguages(['urdu', ...(random.chance(0.85) ? ['english'] : []), ...regional]);
  const postgraduate = SPECIALTY_QUALIFICATIONS[basics.specialty] ?? [];
  const extra = postgraduate.filter(() => random.chance(0.45)).slice(0, 2);
  if (extra.length === 0 && postgraduate.length > 0 && random.chance(0.7))
    extra.push(random.pick(postgraduate));
  const firstDegree: Qualification = basics.specialty === 'Dentist' ? 'BDS' : 'MBBS';
  const urdu = random.chance(0.3);
  const template = random.pick(urdu ? BIOGRAPHIES.ur : BIOGRAPHIES.en);
  const bio = template
    .replace('{specialty}', basics.specialty)
    .replace('{years}', String(basics.experienceYears))
    .replace('{city}', urdu ? cityName(basics.city, 'ur') : basics.city);
  // Online consultations cost a little less: 70 to 100 per cent of the clinic's fee, in hundreds.
  const onlineFee = basics.isOnline
    ? Math.max(500, 100 * Math.round((basics.fee * random.int(70, 100)) / 10_000))
    : null;
  // One in eight is new on the site, with no rating yet; the others have from a few to a few hundred.
  const ratingCount = random.chance(0.125) ? 0 : Math.round(3 + (400 * random.int(0, 1000) ** 2) / 1_000_000);
  // Averages from 3.5 to 5.0, most above 4.2.
  const average = 3.5 + 1.5 * Math.sqrt(random.int(0, 1000) / 1000);
  return {
    languages,
    qualifications: QUALIFICATIONS.filter(
      (qualification) => qualification === firstDegree || extra.includes(qualification),
    ),
    bio,
    onlineFee,
    ratingSum: Math.round(average * ratingCount),
    ratingCount,
  };
}

/** One fictional doctor; `index` keeps PMDC numbers and phones unique. */
export function generateDoctor(index: number, random: Random): GeneratedDoctor {
  // About four in ten doctors are women, as on the sites patients compare.
  const female = random.chance(0.4);
  const first = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const specialty = random.weighted(SPECIALTY_WEIGHTS);
  const experienceYears = random.int(1, 35);
  // Fees rise with experience: 800 to 5,000 rupees in steps of 100.
  const fee = Math.min(5000, 800 + 100 * Math.round(experienceYears * 0.8 + random.int(0, 18)));
  const [startTime, endTime] = random.pick(SHIFTS);
  // Drawn in the order they always were, so the same seed makes the same doctors.
  const surname = random.pick(SURNAMES);
  const city = random.weighted(CITY_WEIGHTS);
  const workingDays = [...random.pick(WORKING_DAY_PATTERNS)];
  const isOnline = random.chance(0.4);
  const gender: DoctorGender = female ? 'female' : 'male';
  return {
    name: `Dr. ${first} ${surname}`,
    phone: generatedPhone(index),
    pmdc: generatedPmdc(index, specialty),
    specialty,
    city,
    fee,
    workingDays,
    startTime,
    endTime,
    isOnline,
    experienceYears,
    gender,
    ...generateProfile(index, { specialty, city, fee, isOnline, experienceYears, gender }),
  };
}

/**
 * Refreshes the planner's statistics after a bulk insert. PostgreSQL's autovacuum would get there eventually;
 * PGlite has none, and without statistics it plans the doctor search as if the tables were empty.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Adds the demo data's specialties (existing ones are kept). */
export async function ensureSpecialties(db: Database): Promise<void> {
  await db
    .insert(specialties)
    .values(SPECIALTY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** The names of the clinics with `ids`, by id: they go into the doctors' free-text column. */
async function clinicNamesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(inArray(clinics.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The doctor row of a generated doctor with its account and clinic, and its drawn portrait as its image. */
function doctorRow(
  doctor: GeneratedDoctor,
  accountId: number,
  clinicId: number | null,
  clinicNames: ReadonlyMap<number, string>,
  portrait: boolean,
): typeof doctors.$inferInsert {
  return {
    accountId,
    pmdc: doctor.pmdc,
    name: doctor.name,
    specialty: doctor.specialty,
    city: doctor.city,
    fee: doctor.fee,
    workingDays: doctor.workingDays,
    startTime: doctor.startTime,
    endTime: doctor.endTime,
    isOnline: doctor.isOnline,
    experienceYears: doctor.experienceYears,
    clinicId,
    gender: doctor.gender,
    languages: doctor.languages,
    qualifications: doctor.qualifications,
    bio: doctor.bio,
    onlineFee: doctor.onlineFee,
    ratingSum: doctor.ratingSum,
    ratingCount: doctor.ratingCount,
    ...(portrait
      ? { image: new TextEncoder().encode(doctorPortrait(doctor)), imageType: PORTRAIT_TYPE }
      : {}),
    searchText: doctorSearchText(
      doctor.name,
      doctor.specialty,
      doctor.city,
      clinicId === null ? null : clinicNames.get(clinicId),
    ),
  };
}

/**
 * Inserts doctors with their accounts, in batches of {@link INSERT_BATCH}, each with its drawn portrait unless
 * `portraits` is false. `clinicFor` may attach a doctor to a clinic. Returns the new doctors' ids in the order
 * given.
 */
export async function insertDoctors(
  db: Database,
  list: readonly GeneratedDoctor[],
  clinicFor: (doctor: GeneratedDoctor) => number | null = () => null,
  { portraits = true }: { portraits?: boolean } = {},
): Promise<number[]> {
  const ids: number[] = [];
  const clinicNames = await clinicNamesOf(db, [...new Set(list.map(clinicFor).filter((id) => id !== null))]);
  for (let start = 0; start < list.length; start += INSERT_BATCH) {
    const batch = list.slice(start, start + INSERT_BATCH);
    const created = await db
      .insert(accounts)
      .values(
        batch.map((doctor) => ({
          role: 'doctor' as const,
          name: doctor.name,
          phone: doctor.phone,
          verified: true,
        })),
      )
      .returning({ id: accounts.id, phone: accounts.phone });
    const accountByPhone = new Map(created.map((row) => [row.phone, row.id]));
    const rows = await db
      .insert(doctors)
      .values(
        batch.map((doctor) => {
          const accountId = accountByPhone.get(doctor.phone);
          if (accountId === undefined) throw new Error(`no account was created for doctor ${doctor.pmdc}`);
          return doctorRow(doctor, accountId, clinicFor(doctor), clinicNames, portraits);
        }),
      )
      .returning({ id: doctors.id, pmdc: doctors.pmdc });
    const idByPmdc = new Map(rows.map((row) => [row.pmdc, row.id]));
    for (const doctor of batch) ids.push(idByPmdc.get(doctor.pmdc) ?? 0);
  }
  return ids;
}

/**
 * Adds `total` generated doctors (no clinics, no passwords) after those already there: the benchmark's 10,000.
 * Deterministic for a given starting count. Returns how many were added.
 */
export async function seedDoctors(db: Database, total: number): Promise<number> {
  await ensureSpecialties(db);
  // Generated indexes continue after every doctor row ever made, so numbers never repeat.
  const [last] = await db
    .select({ id: sql<number>`coalesce(max(${doctors.id}), 0)`.mapWith(Number) })
    .from(doctors);
  const offset = last?.id ?? 0;
  const random = createRandom(DEMO_SEED + offset);
  const list = Array.from({ length: total }, (_, index) => generateDoctor(offset + index, random));
  // No portraits: the benchmark measures the search, which never reads them, and 10,000 of them are about 50 MB
  // and half a minute of seeding. These doctors show the generated initial.
  await insertDoctors(db, list, undefined, { portraits: false });
  await refreshStatistics(db);
  return total;
}

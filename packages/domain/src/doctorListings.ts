/**
 * The pages that list a city's doctors of one specialty (`/doctors/lahore/cardiologist`): how a city or a
 * specialty is written in their address, and which search an address is. A patient searching "cardiologist in
 * Lahore" lands on such a page; the site's search writes the same address for the same search, so one search has
 * one address.
 */
import { PAKISTAN_CITIES, type PakistanCity } from './cities';
import { PMDC_PATTERN } from './fields';
import { SPECIALTY_NAMES_UR } from './urduNames';

/** A city and a specialty that have a listing page. */
export interface DoctorListing {
  city: PakistanCity;
  /** The specialty's name as doctors are listed under it (`'ENT Specialist'`). */
  specialty: string;
}

/**
 * A name as an address writes it: lower case, each run of anything but letters and digits one hyphen, none at
 * either end (`'Dera Ghazi Khan'` → `'dera-ghazi-khan'`, `'ENT Specialist'` → `'ent-specialist'`).
 */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The specialties a listing page can be for: every specialty the site names (in both languages). */
export const LISTED_SPECIALTIES: readonly string[] = Object.keys(SPECIALTY_NAMES_UR);

const citiesBySlug = new Map<string, PakistanCity>(PAKISTAN_CITIES.map((city) => [placeSlug(city), city]));
const specialtiesBySlug = new Map<string, string>(
  LISTED_SPECIALTIES.map((specialty) => [placeSlug(specialty), specialty]),
);

/**
 * The listing page of a city and a specialty, however their letters are cased (`('Lahore', 'Cardiologist')` →
 * `'/doctors/lahore/cardiologist'`); null when either has no listing pages (an unknown city, "All", no specialty).
 */
export function doctorListingPath(city: string, specialty: string): string | null {
  const citySlug = placeSlug(city);
  const specialtySlug = placeSlug(specialty);
  if (!citiesBySlug.has(citySlug) || !specialtiesBySlug.has(specialtySlug)) return null;
  return `/doctors/${citySlug}/${specialtySlug}`;
}

/**
 * The city and specialty a path (without its language) lists (`'/doctors/lahore/cardiologist'`, with or without a
 * final slash), by their own names; null for any other path.
 */
export function doctorListingOf(path: string): DoctorListing | null {
  const match = /^\/doctors\/([a-z0-9-]+)\/([a-z0-9-]+)\/?$/.exec(path);
  if (!match) return null;
  // Both groups always take part in a match.
  const [citySlug, specialtySlug] = match.slice(1) as [string, string];
  const city = citiesBySlug.get(citySlug);
  const specialty = specialtiesBySlug.get(specialtySlug);
  return city === undefined || specialty === undefined ? null : { city, specialty };
}

/**
 * The last part of a doctor's profile address: their name and PMDC number (`('Dr. Sana Mirza', '45321-P')` →
 * `'dr-sana-mirza-45321-p'`). The number is what the address is read by, so the address of a doctor whose name
 * changed still finds them.
 */
export function doctorSlug(name: string, pmdc: string): string {
  const named = placeSlug(name);
  return named === '' ? placeSlug(pmdc) : `${named}-${placeSlug(pmdc)}`;
}

/** What a doctor's profile address is made of. */
export interface ProfiledDoctor {
  name: string;
  pmdc: string;
  city: string;
  specialty: string;
}

/**
 * A doctor's profile page, under the listing page of their city and specialty
 * (`/doctors/karachi/cardiologist/dr-sana-mirza-45321-p`); null when their city or specialty has no listing pages.
 */
export function doctorProfilePath(doctor: ProfiledDoctor): string | null {
  const listing = doctorListingPath(doctor.city, doctor.specialty);
  return listing === null ? null : `${listing}/${doctorSlug(doctor.name, doctor.pmdc)}`;
}

const PMDC_REGEX = new RegExp(PMDC_PATTERN);

/**
 * The PMDC number a profile path (without its language, with or without a final slash) names, in lower case (the
 * address's; numbers are compared without case): its last part from the first word that starts with a digit.
 * Whatever city, specialty and name the path says: an old address still names its doctor. Null for any other path.
 */
export function doctorProfilePmdc(path: string): string | null {
  const match = /^\/doctors\/[a-z0-9-]+\/[a-z0-9-]+\/([a-z0-9-]+?)\/?$/.exec(path);
  if (!match) return null;
  const [slug] = match.slice(1) as [string];
  const words = slug.split('-');
  const first = words.findIndex((word) => /^[0-9]/.test(word));
  if (first < 0) return null;
  const pmdc = words.slice(first).join('-');
  return PMDC_REGEX.test(pmdc) ? pmdc : null;
}

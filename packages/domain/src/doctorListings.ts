/**
 * The pages that list a city's doctors of one specialty (`/doctors/lahore/cardiologist`): how a city or a
 * specialty is written in their address, and which search an address is. A patient searching "cardiologist in
 * Lahore" lands on such a page; the site's search writes the same address for the same search, so one search has
 * one address.
 */
import { PAKISTAN_CITIES, type PakistanCity } from './cities';
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
  const city = citiesBySlug.get(match[1] ?? '');
  const specialty = specialtiesBySlug.get(match[2] ?? '');
  return city === undefined || specialty === undefined ? null : { city, specialty };
}

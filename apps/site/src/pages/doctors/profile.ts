// A doctor's profile page's words and structured data, from the site's catalog (Doctors.profile.*): pure, so node
// tests cover them.
import type { Schema } from '@aafiyat/api';
import {
  cityName,
  doctorListingPath,
  doctorProfilePath,
  RATING_MAX,
  RATING_MIN,
  specialtyName,
  type Locale,
} from '@aafiyat/domain';
import type { PageMeta } from '../../app/meta';
import type { SiteTranslate } from '../../i18n/language';
import { site } from '../../site.config';
import { absoluteDoctorImageUrl } from './doctorImages';
import { physicianJsonLd } from './search';

type Doctor = Schema<'Doctor'>;

/**
 * What the server writes a doctor's profile with (its page data): the doctor, their open slots, today, and the
 * page of reviews its address asks for.
 */
export interface ServedProfile {
  doctor: Doctor;
  /** The open slots of the coming days (`GET /api/doctors/{pmdc}/slots`). */
  slots: Schema<'DoctorSlots'>['data'];
  /** Today's date in Pakistan, `YYYY-MM-DD`, as the server counted the slots. */
  today: string;
  /** The page of reviews the address asks for (`?reviews=2`; the first by default), newest first. */
  reviews: Schema<'ReviewPage'>;
}

/** True for the data the server wrote a profile page with. */
export function isServedProfile(data: unknown): data is ServedProfile {
  if (typeof data !== 'object' || data === null) return false;
  const { doctor, slots, today, reviews } = data as Partial<Record<keyof ServedProfile, unknown>>;
  return (
    typeof doctor === 'object' &&
    doctor !== null &&
    typeof (doctor as { pmdc?: unknown }).pmdc === 'string' &&
    typeof (doctor as { name?: unknown }).name === 'string' &&
    Array.isArray(slots) &&
    typeof today === 'string' &&
    typeof reviews === 'object' &&
    reviews !== null &&
    Array.isArray((reviews as { data?: unknown }).data)
  );
}

/** The doctor's city and specialty as the page's words name them, in its language. */
function names(doctor: Doctor, locale: Locale) {
  return {
    name: doctor.name,
    city: cityName(doctor.city, locale),
    specialty: specialtyName(doctor.specialty, locale),
  };
}

/**
 * What a doctor's profile says about itself: "Dr. Sana Mirza, Cardiologist in Karachi", a description with their
 * experience, and the doctor as a schema.org Physician (with their page's address, and the reviews the page shows)
 * for search engines.
 */
export function profileMeta(
  t: SiteTranslate,
  locale: Locale,
  doctor: Doctor,
  reviews: readonly Schema<'Review'>[] = [],
): PageMeta {
  const named = names(doctor, locale);
  const path = doctorProfilePath(doctor);
  return {
    title: t('Doctors.profile.meta.title', named),
    description: t('Doctors.profile.meta.description', {
      ...named,
      years: Math.max(0, Math.floor(doctor.experience_years)),
    }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...physicianJsonLd(t, doctor, absoluteDoctorImageUrl),
        ...(path === null ? {} : { url: `${site.origin}${path}` }),
        ...clinicJsonLd(doctor),
        ...(reviews.length === 0 ? {} : { review: reviews.map(reviewJsonLd) }),
      },
    ],
  };
}

/** A review on the page, for structured data: its author as the page names them, its day, stars and words. */
function reviewJsonLd(review: Schema<'Review'>): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.date,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: RATING_MAX,
      worstRating: RATING_MIN,
    },
    ...(review.text === '' ? {} : { reviewBody: review.text }),
  };
}

/** Where the doctor sees patients, for structured data: the clinic's street address and, when known, its place. */
function clinicJsonLd(doctor: Doctor): Record<string, unknown> {
  const { clinic } = doctor;
  if (!clinic) return {};
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address,
      addressLocality: clinic.city,
      addressCountry: 'PK',
    },
    ...(clinic.lat === undefined || clinic.lng === undefined
      ? {}
      : { geo: { '@type': 'GeoCoordinates', latitude: clinic.lat, longitude: clinic.lng } }),
  };
}

/** What a profile says before it knows its doctor (the app, loading it) or when there is none. */
export function profileFallbackMeta(t: SiteTranslate): PageMeta {
  return {
    title: t('Doctors.profile.meta.fallbackTitle'),
    description: t('Doctors.profile.meta.fallbackDescription'),
  };
}

/** The link back to the listing page of the doctor's city and specialty, or null when it has none. */
export function profileBackLink(
  t: SiteTranslate,
  locale: Locale,
  doctor: Doctor,
): { href: string; label: string } | null {
  const href = doctorListingPath(doctor.city, doctor.specialty);
  return href === null ? null : { href, label: t('Doctors.profile.back', names(doctor, locale)) };
}

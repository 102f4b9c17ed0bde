// What a doctor card writes, as plain functions free of React: the card and the driver that fills a prerendered
// card for another doctor (./fillDoctorCard.ts) read the same words.
import {
  consultationLanguages,
  isWeekdayNumber,
  to12HourTime,
  type ConsultationLanguage,
} from '@aafiyat/domain';
import { joinList, weekdayShortName } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

/**
 * A doctor as the card shows them: the contract's public `Doctor` fields (snake_case, as the API answers), so
 * the site passes a search result as it is. The library does not import the API; the shapes simply match.
 */
export interface DoctorCardDoctor {
  /** The doctor's name as written on their registration ("Dr. Sana Mirza"). */
  name: string;
  /** The specialty ("Cardiologist"). */
  specialty: string;
  /** The city the doctor practises in. */
  city: string;
  /** The consultation fee in whole rupees. */
  fee: number;
  /** Weekdays the doctor works, 0 = Sunday … 6 = Saturday; numbers outside that range are ignored. */
  working_days: readonly number[];
  /** Daily hours on working days, 24-hour `HH:MM` Pakistan time. */
  timings: { start: string; end: string };
  /** Offers online (video) consultation. */
  is_online: boolean;
  /** Years in practice. */
  experience_years: number;
  /** The clinic the doctor sits at, when listed. */
  clinic_name?: string | undefined;
  /** The doctor's PMDC registration number: a registered doctor's card says "PMDC verified". */
  pmdc?: string | undefined;
  /** The fee of an online consultation, in whole rupees, for a doctor who consults online. */
  online_fee?: number | undefined;
  /** The languages the doctor consults in (`CONSULTATION_LANGUAGES` of `@aafiyat/domain`); others are ignored. */
  languages?: readonly string[] | undefined;
  /** The patients' rating: its average to one decimal (null before the first) and how many rated. */
  rating?: { average: number | null; count: number } | undefined;
}

/** The card's details, by the `data-detail` each carries (how a script filling a card finds them). */
export type DoctorCardDetail =
  'city' | 'experience' | 'fee' | 'onlineFee' | 'nextAvailable' | 'languages' | 'workingDays' | 'timings';

/** The rating in words ("4.7 out of 5 (128 ratings)"), or that nobody has rated the doctor yet. */
export function ratingLabel(t: Translate, rating: { average: number | null; count: number }): string {
  return rating.average === null || rating.count <= 0
    ? t('DoctorCard.noRatings')
    : t('DoctorCard.rating', { average: rating.average.toFixed(1), count: rating.count });
}

/** Each language's name in the catalogs. */
const LANGUAGE_KEYS = {
  urdu: 'DoctorCard.language.urdu',
  english: 'DoctorCard.language.english',
  punjabi: 'DoctorCard.language.punjabi',
  sindhi: 'DoctorCard.language.sindhi',
  pashto: 'DoctorCard.language.pashto',
  saraiki: 'DoctorCard.language.saraiki',
  balochi: 'DoctorCard.language.balochi',
} as const satisfies Record<ConsultationLanguage, string>;

/** A language a doctor consults in, named in the page's language ("Punjabi", "پنجابی"). */
export function consultationLanguageName(t: Translate, language: ConsultationLanguage): string {
  return t(LANGUAGE_KEYS[language]);
}

/**
 * The languages the doctor consults in, named in the card's language, Urdu first ("Urdu, English, Sindhi");
 * `null` when none is known.
 */
export function languagesLabel(t: Translate, languages: readonly string[]): string | null {
  const known = consultationLanguages(languages);
  return known.length === 0
    ? null
    : joinList(
        t,
        known.map((language) => consultationLanguageName(t, language)),
      );
}

/**
 * The working days, Sunday first, each once: the spec's abbreviations in English ("Mon, Wed, Fri"), the days'
 * names in Urdu ("پیر، بدھ، جمعہ"); `null` when none is valid.
 */
export function workingDaysLabel(t: Translate, days: readonly number[]): string | null {
  const valid = [...new Set(days.filter(isWeekdayNumber))].sort((left, right) => left - right);
  return valid.length === 0
    ? null
    : joinList(
        t,
        valid.map((day) => weekdayShortName(t, day)),
      );
}

/**
 * The daily hours in 12-hour time ("5:00 PM to 9:00 PM"; in Urdu "5:00 PM سے 9:00 PM تک", each time isolated left to
 * right by the catalog), or `null` when either time
 * is not valid.
 */
export function timingsLabel(t: Translate, timings: { start: string; end: string }): string | null {
  const start = to12HourTime(timings.start);
  const end = to12HourTime(timings.end);
  return start === null || end === null ? null : t('DoctorCard.hours', { start, end });
}

/** Years in practice in words ("1 year", "12 years", "Less than a year"; "12 سال"). */
export function experienceLabel(t: Translate, years: number): string {
  if (!Number.isFinite(years) || years < 1) return t('DoctorCard.lessThanAYear');
  return t('DoctorCard.years', { years: Math.floor(years) });
}

/** A date as `YYYY-MM-DD` in the device's calendar, for a `<time>` element's `dateTime`. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

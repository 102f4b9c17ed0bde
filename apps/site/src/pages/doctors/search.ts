// The doctor search's pure logic: the page's address (`/doctors/search?city=…&speciality=…&is_online=true&q=…&page=…`)
// read into filters and written back, the API query they make, and the structured data of the doctors shown.
// Nothing here touches the DOM, so node tests cover it.
import type { OperationInput, Schema } from '@aafiyat/api';
import {
  ALL_CITIES_VALUE,
  CONSULTATION_LANGUAGE_CODES,
  doctorListingOf,
  doctorListingPath,
  formatPKR,
  formatWholeNumber,
  isConsultationLanguage,
  isDoctorFeeLimit,
  isDoctorGender,
  isDoctorSearchSort,
  RATING_MAX,
  RATING_MIN,
  schemaOrgMedicalSpecialty,
} from '@aafiyat/domain';
import type { DoctorSearchValues } from '@aafiyat/ui';
import type { SiteTranslate } from '../../i18n/language';
import { resultsCopy } from './content';

type Doctor = Schema<'Doctor'>;

/**
 * What the results area shows. `static` is the prerendered page and the browser's first (hydrating) render: the
 * query is not known to the prerender, so nothing is searched yet.
 */
export type DoctorResultsState =
  | { status: 'static' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; page: Schema<'DoctorPage'>; receivedAt: Date };

/** The page's path. */
export const DOCTOR_SEARCH_PATH = '/doctors/search';

/** Doctors per page: the contract's default page size. */
export const DOCTOR_SEARCH_PAGE_SIZE = 10;

/** The highest page the contract accepts. */
const MAX_PAGE = 10_000;

// The contract's limits on each text (City, SpecialtyName, q); longer text is cut, shorter is dropped.
const limits = { city: [2, 60], speciality: [2, 100], q: [1, 100] } as const;

/** A search as the address holds it: the filters and the page. */
export interface DoctorSearch extends DoctorSearchValues {
  /** The page, from 1. */
  page: number;
}

/** Every doctor, first page. */
export const emptySearch: DoctorSearch = {
  city: ALL_CITIES_VALUE,
  speciality: '',
  online: false,
  gender: '',
  language: '',
  today: false,
  feeMax: '',
  sort: '',
  q: '',
  page: 1,
};

function text(value: string | null, [min, max]: readonly [number, number]): string {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max).trim();
  return trimmed.length >= min ? trimmed : '';
}

function pageNumber(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the address's query into a search. Anything missing, empty or out of the contract's bounds falls back to
 * "no filter": `city=All` (what the form sends for every city) and an empty city both mean every city; only
 * `is_online=true` (the site's online-consultation link, and the ticked box) means online only; a page that is not
 * a whole number from 1 is the first page.
 */
export function parseDoctorSearch(params: URLSearchParams): DoctorSearch {
  const city = text(params.get('city'), limits.city);
  const gender = params.get('gender');
  const language = params.get('language');
  const sort = params.get('sort');
  const feeMax = params.get('fee_max');
  return {
    city: city === '' || city.toLowerCase() === ALL_CITIES_VALUE.toLowerCase() ? ALL_CITIES_VALUE : city,
    speciality: text(params.get('speciality'), limits.speciality),
    online: params.get('is_online') === 'true',
    gender: isDoctorGender(gender) ? gender : '',
    language: isConsultationLanguage(language) ? language : '',
    today: params.get('available_today') === 'true',
    sort: isDoctorSearchSort(sort) && sort !== 'relevance' ? sort : '',
    feeMax: isDoctorFeeLimit(Number(feeMax)) && /^\d+$/.test(feeMax ?? '') ? String(Number(feeMax)) : '',
    q: text(params.get('q'), limits.q),
    page: pageNumber(params.get('page')),
  };
}

/**
 * Writes a search as the address's query (without `?`), in a fixed order and leaving out every default, so one
 * search has one address: `city=Lahore&speciality=Dermatologist&is_online=true&q=Hira&page=2`.
 */
export function serializeDoctorSearch(search: DoctorSearch): string {
  const normal = parseDoctorSearch(
    new URLSearchParams({
      city: search.city,
      speciality: search.speciality,
      q: search.q,
      page: String(search.page),
      gender: search.gender,
      language: search.language,
      ...(search.online ? { is_online: 'true' } : {}),
      ...(search.today ? { available_today: 'true' } : {}),
      sort: search.sort,
      fee_max: search.feeMax,
    }),
  );
  const params = new URLSearchParams();
  if (normal.city !== ALL_CITIES_VALUE) params.set('city', normal.city);
  if (normal.speciality !== '') params.set('speciality', normal.speciality);
  if (normal.online) params.set('is_online', 'true');
  if (normal.gender !== '') params.set('gender', normal.gender);
  if (normal.language !== '') params.set('language', normal.language);
  if (normal.today) params.set('available_today', 'true');
  if (normal.feeMax !== '') params.set('fee_max', normal.feeMax);
  if (normal.sort !== '') params.set('sort', normal.sort);
  if (normal.q !== '') params.set('q', normal.q);
  if (normal.page > 1) params.set('page', String(normal.page));
  return params.toString();
}

/**
 * The address of a search: the listing page of its city and specialty when they have one
 * (`/doctors/lahore/cardiologist?gender=female`), the search page otherwise (its path alone when nothing is
 * filtered), so that one search has one address.
 */
export function doctorSearchHref(search: DoctorSearch): string {
  const listing = doctorListingPath(search.city, search.speciality);
  const query =
    listing === null
      ? serializeDoctorSearch(search)
      : serializeDoctorSearch({ ...search, city: ALL_CITIES_VALUE, speciality: '' });
  const path = listing ?? DOCTOR_SEARCH_PATH;
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The search an address asks for: `path` (without its language) and `query` (with or without `?`). On a listing
 * page (`/doctors/lahore/cardiologist`) the path says the city and the specialty, and the query any other filter
 * and the page; anywhere else the query says it all.
 */
export function doctorSearchOfAddress(path: string, query: string): DoctorSearch {
  const search = parseDoctorSearch(new URLSearchParams(query));
  const listing = doctorListingOf(path);
  return listing === null ? search : { ...search, city: listing.city, speciality: listing.specialty };
}

/** The filters of a search, for the form. */
export function filtersOf(search: DoctorSearch): DoctorSearchValues {
  return {
    city: search.city,
    speciality: search.speciality,
    online: search.online,
    gender: search.gender,
    language: search.language,
    today: search.today,
    feeMax: search.feeMax,
    sort: search.sort,
    q: search.q,
  };
}

/** True when two searches filter the same way (they may be on different pages). */
export function sameFilters(left: DoctorSearchValues, right: DoctorSearchValues): boolean {
  return serializeDoctorSearch({ ...left, page: 1 }) === serializeDoctorSearch({ ...right, page: 1 });
}

/** True when the search filters nothing (every doctor). */
export function isUnfiltered(search: DoctorSearchValues): boolean {
  return sameFilters(search, emptySearch);
}

/** The query of `GET /api/doctors/search` for a search: 'All' cities leaves `city` out, as the contract says. */
export function searchDoctorsQuery(
  search: DoctorSearch,
  pageSize = DOCTOR_SEARCH_PAGE_SIZE,
): NonNullable<OperationInput<'searchDoctors'>['query']> {
  const normal = parseDoctorSearch(new URLSearchParams(serializeDoctorSearch(search)));
  return {
    ...(normal.city === ALL_CITIES_VALUE ? {} : { city: normal.city }),
    ...(normal.speciality === '' ? {} : { specialty: normal.speciality }),
    ...(normal.online ? { is_online: true } : {}),
    ...(isDoctorGender(normal.gender) ? { gender: normal.gender } : {}),
    ...(isConsultationLanguage(normal.language) ? { language: normal.language } : {}),
    ...(normal.today ? { available_today: true } : {}),
    ...(normal.feeMax === '' ? {} : { fee_max: Number(normal.feeMax) }),
    ...(isDoctorSearchSort(normal.sort) ? { sort: normal.sort } : {}),
    ...(normal.q === '' ? {} : { q: normal.q }),
    page: normal.page,
    page_size: pageSize,
  };
}

/** How many pages `total` results fill (at least one, so "page 1 of 1" reads right when there are none). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The results heading: "28 doctors found", "1 doctor found", "No doctors found" (in the page's language). */
export function resultsCountLabel(t: SiteTranslate, total: number): string {
  return t('Doctors.results.count', { count: total > 0 ? total : 0 });
}

/** What the results' polite status says, so screen-reader users hear the outcome of each search. */
export function resultsStatusText(t: SiteTranslate, state: DoctorResultsState): string {
  if (state.status === 'loading') return t('Doctors.results.loadingStatus');
  if (state.status !== 'success') return '';
  const { data, page, page_size: pageSize, total } = state.page;
  const pages = pageCountOf(total, pageSize);
  if (data.length === 0 && total > 0) return resultsCopy(t).pastLastPage(pages);
  return pages > 1
    ? t('Doctors.results.countOnPage', { count: total, page: String(page), pageCount: String(pages) })
    : resultsCountLabel(t, total);
}

/**
 * The query names that change the filters: an address with any of them opens the page for a search the
 * prerendered filters do not show, so their island is needed at once (`whenQuery`).
 */
export const FILTER_QUERY = 'city speciality is_online gender language available_today fee_max sort q';

/** Which results a page shows: "Showing 11 to 20 of 28". */
export function resultsRangeLabel(
  t: SiteTranslate,
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): string {
  return t('Doctors.results.range', rangeValues(page, pageSize, shown, total));
}

/** Which results a page shows, and which page of how many: "Showing 11 to 20 of 28 (page 2 of 3)". */
export function resultsPageLabel(
  t: SiteTranslate,
  page: number,
  pageSize: number,
  shown: number,
  total: number,
): string {
  const pageCount = pageCountOf(total, pageSize);
  const range = rangeValues(page, pageSize, shown, total);
  return pageCount > 1
    ? t('Doctors.results.rangeOnPage', { ...range, page: String(page), pageCount: String(pageCount) })
    : t('Doctors.results.range', range);
}

/** The first and last result a page shows, and the total, written as the labels show them. */
function rangeValues(page: number, pageSize: number, shown: number, total: number) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return { first: String(first), last: String(last), total: formatWholeNumber(total) };
}

/**
 * The doctors on the page as a schema.org ItemList of Physicians, each at its place in the whole list (`first` is
 * the first one's, from 1): name, specialty, city, fee as the price range, the online service, the languages they
 * consult in, their patients' rating once they have one. `imageUrl` gives each doctor's photo as an absolute
 * address. The specialty is a member of schema.org's MedicalSpecialty enumeration (the domain's table); one the
 * table does not know is left out rather than written as free text. The online service is named in the page's
 * language (`t`).
 */
export function physiciansJsonLd(
  t: SiteTranslate,
  doctors: readonly Doctor[],
  imageUrl: (pmdc: string) => string,
  first = 1,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: doctors.map((doctor, index) => ({
      '@type': 'ListItem',
      position: first + index,
      item: physicianJsonLd(t, doctor, imageUrl),
    })),
  };
}

/** One doctor as a schema.org Physician (see {@link physiciansJsonLd}). */
export function physicianJsonLd(
  t: SiteTranslate,
  doctor: Doctor,
  imageUrl: (pmdc: string) => string,
): Record<string, unknown> {
  const specialty = schemaOrgMedicalSpecialty(doctor.specialty);
  return {
    '@type': 'Physician',
    name: doctor.name,
    ...(specialty === null ? {} : { medicalSpecialty: specialty }),
    identifier: { '@type': 'PropertyValue', propertyID: 'PMDC', value: doctor.pmdc },
    image: imageUrl(doctor.pmdc),
    address: { '@type': 'PostalAddress', addressLocality: doctor.city, addressCountry: 'PK' },
    priceRange: formatPKR(doctor.fee),
    currenciesAccepted: 'PKR',
    ...(doctor.is_online
      ? { availableService: { '@type': 'MedicalTherapy', name: t('Doctors.jsonLd.onlineService') } }
      : {}),
    ...(doctor.languages.length > 0
      ? { knowsLanguage: doctor.languages.map((language) => CONSULTATION_LANGUAGE_CODES[language]) }
      : {}),
    ...(doctor.rating.average !== null && doctor.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: doctor.rating.average,
            ratingCount: doctor.rating.count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written `\u003c` so no text in it can close the
 * script, and the two line separators JavaScript parsers dislike are escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

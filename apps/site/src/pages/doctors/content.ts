// The doctor search page's words, from the site's catalog (Doctors.*); the helpline number comes from site.config.
import { cityName, specialtyName, type DoctorListing, type Locale } from '@aafiyat/domain';
import type { SiteTranslate } from '../../i18n/language';
import { site } from '../../site.config';

/** What the page says about itself to browsers and search engines. */
export function searchMeta(t: SiteTranslate) {
  return {
    title: t('Doctors.meta.title'),
    description: t('Doctors.meta.description'),
  };
}

/**
 * The page's heading and introduction. `onlineOnly` is the filter's own label for its online box (the component
 * library's words), which the introduction names.
 */
export function searchIntro(t: SiteTranslate, onlineOnly: string) {
  return {
    heading: t('Doctors.intro.heading'),
    lead: t('Doctors.intro.lead', { onlineOnly }),
  };
}

/** A listing page's city and specialty as its words name them, in the page's language. */
function listingNames(listing: DoctorListing, locale: Locale) {
  return { city: cityName(listing.city, locale), specialty: specialtyName(listing.specialty, locale) };
}

/** What a listing page (a city's doctors of one specialty) says about itself to browsers and search engines. */
export function listingMeta(t: SiteTranslate, locale: Locale, listing: DoctorListing) {
  const names = listingNames(listing, locale);
  return {
    title: t('Doctors.listing.meta.title', names),
    description: t('Doctors.listing.meta.description', names),
  };
}

/** A listing page's heading and introduction; `onlineOnly` as in {@link searchIntro}. */
export function listingIntro(t: SiteTranslate, locale: Locale, listing: DoctorListing, onlineOnly: string) {
  const names = listingNames(listing, locale);
  return {
    heading: t('Doctors.listing.heading', names),
    lead: t('Doctors.listing.lead', { ...names, onlineOnly }),
  };
}

/** A sentence that gives the helpline's number: the words before it, the number, the words after it. */
export interface HelplineSentence {
  before: string;
  phone: string;
  after: string;
}

// A private-use character marks where the number goes: no message of ours contains it.
const PHONE_MARK = '\uE000';

/**
 * A message with the helpline's number in it, split around the number, which is shown apart so that it reads left
 * to right in Urdu; the words around it are the message's, in its language's order.
 */
function helplineSentence(
  t: SiteTranslate,
  key: 'Doctors.results.needsJavaScript' | 'Doctors.results.emptyUnfiltered',
): HelplineSentence {
  const [before = '', after = ''] = t(key, { phone: PHONE_MARK }).split(PHONE_MARK);
  return { before, phone: site.helplinePhone, after };
}

/** The results' words, in the page's language. */
export function resultsCopy(t: SiteTranslate) {
  return {
    /** The heading while results are on their way. */
    loadingHeading: t('Doctors.results.loadingHeading'),
    /** Announced while results are on their way. */
    loadingStatus: t('Doctors.results.loadingStatus'),
    /**
     * Shown under the loading cards in the prerendered page, until the browser has run the page's script: with
     * JavaScript it is replaced in a moment; without, it tells the person why no doctors appear and what to do.
     */
    needsJavaScript: helplineSentence(t, 'Doctors.results.needsJavaScript'),
    /** The heading and title of the error state. */
    errorHeading: t('Doctors.results.errorHeading'),
    errorTitle: t('Doctors.results.errorTitle'),
    retryLabel: t('Doctors.results.retry'),
    /** The empty state, when filters are set. */
    emptyFiltered: t('Doctors.results.emptyFiltered'),
    /** The empty state, when nothing is filtered. */
    emptyUnfiltered: helplineSentence(t, 'Doctors.results.emptyUnfiltered'),
    clearFiltersLabel: t('Doctors.results.clearFilters'),
    /** A page past the last one (an old link). */
    pastLastPage: (pageCount: number) => t('Doctors.results.pastLastPage', { pageCount }),
    firstPageLabel: t('Doctors.results.firstPage'),
    /** The pagination landmark's name. */
    pagesLabel: t('Doctors.results.pagesLabel'),
  };
}

/** The results' words (see {@link resultsCopy}). */
export type ResultsCopy = ReturnType<typeof resultsCopy>;

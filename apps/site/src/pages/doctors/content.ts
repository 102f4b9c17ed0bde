// The doctor search page's words. Written for Aafiyat; the helpline number comes from site.config.
import { site } from '../../site.config';

export const searchMeta = {
  title: 'Find a doctor',
  description:
    'Search doctors across Pakistan by city and speciality, see their fees in rupees, working days and next available day, and find those who consult online by video.',
} as const;

export const searchIntro = {
  heading: 'Find a doctor',
  lead: 'Search doctors by city and speciality, compare fees and timings, and see who is available next. Tick "Online consultation only" to see doctors you can talk to by video from home.',
} as const;

export const resultsCopy = {
  /** The heading while results are on their way. */
  loadingHeading: 'Searching for doctors',
  /** Announced while results are on their way. */
  loadingStatus: 'Loading doctors…',
  /**
   * Shown under the loading cards in the prerendered page, until the browser has run the page's script: with
   * JavaScript it is replaced in a moment; without, it tells the person why no doctors appear and what to do.
   */
  needsJavaScript: `Doctor results load in your browser. If none appear, your browser may have JavaScript switched off: turn it on and search again, or call our helpline on ${site.helplinePhone} and we will help you find a doctor.`,
  /** The heading and title of the error state. */
  errorHeading: 'Doctors could not be loaded',
  errorTitle: 'We could not load doctors',
  retryLabel: 'Try again',
  /** The empty state, when filters are set. */
  emptyFiltered:
    'No doctors match these filters. Try another city or speciality, or clear the filters to see every doctor.',
  /** The empty state, when nothing is filtered. */
  emptyUnfiltered: `No doctors are listed yet. Please check again soon, or call our helpline on ${site.helplinePhone}.`,
  clearFiltersLabel: 'Clear filters',
  /** A page past the last one (an old link). */
  pastLastPage: (pageCount: number) =>
    `This page of results is empty: there ${pageCount === 1 ? 'is 1 page' : `are ${String(pageCount)} pages`}.`,
  firstPageLabel: 'Go to the first page',
  /** The pagination landmark's name. */
  pagesLabel: 'Pages of doctors',
} as const;

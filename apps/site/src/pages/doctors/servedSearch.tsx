// The doctor search's first answer in its page's HTML, written when the page is asked for. The server
// (apps/server/src/http/site.ts, through src/entry-results.tsx) asks `doctorSearchOf` which search an address is,
// answers it with its own search, and has `withDoctorResults` write the answer into the page: the doctors a visitor
// asked for are then in the HTML, painted before any script and read without one, and the page's script
// (src/islands/DoctorResultsDriver.ts) takes them over as they are instead of searching and drawing them again.
import type { Schema } from '@aafiyat/api';
import { doctorListingOf, localeOfPath, pathWithoutLocale, type Locale } from '@aafiyat/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '../../app/meta';
import { english } from '../../i18n/english';
import { SiteLanguageProvider, siteTranslator, type SiteLanguage } from '../../i18n/language';
import { urdu } from '../../i18n/urdu';
import { DoctorResults, type DoctorResultsState } from './DoctorResults';
import {
  DOCTOR_SEARCH_PATH,
  doctorSearchHref,
  doctorSearchOfAddress,
  isUnfiltered,
  jsonLdText,
  resultsStatusText,
  searchDoctorsQuery,
  serializeDoctorSearch,
  type DoctorSearch,
} from './search';
import { SERVED_RESULTS_ATTRIBUTE, type ServedResults } from './servedResults';

type DoctorPage = Schema<'DoctorPage'>;

const languages: Readonly<Record<Locale, SiteLanguage>> = { en: english, ur: urdu };

/** A doctor search an address asks for: its key (as the page's script writes it) and the API query answering it. */
export interface AddressedDoctorSearch {
  key: string;
  query: ReturnType<typeof searchDoctorsQuery>;
}

/** An address's path without its language and without a final slash (`/doctors/search`). */
export const pagePath = (address: URL): string => pathWithoutLocale(address.pathname).replace(/(.)\/$/, '$1');

/**
 * The doctor search an address (`/doctors/search?city=Lahore`, `/ur/doctors/search?…`, a listing page
 * `/doctors/lahore/cardiologist?gender=female`: path and query) asks for, read as the page's script reads it;
 * null for any other page.
 */
export function doctorSearchOf(url: string): AddressedDoctorSearch | null {
  const address = new URL(url, 'http://localhost');
  const path = pagePath(address);
  if (path !== DOCTOR_SEARCH_PATH && doctorListingOf(path) === null) return null;
  const search = doctorSearchOfAddress(path, address.search);
  return { key: serializeDoctorSearch(search), query: searchDoctorsQuery(search) };
}

/** The answer's markup, as `DoctorResults` renders it in the page's language. */
function resultsMarkup(
  state: Extract<DoctorResultsState, { status: 'success' }>,
  search: DoctorSearch,
  locale: Locale,
  headingId: string,
): string {
  return renderToStaticMarkup(
    <SiteLanguageProvider language={languages[locale]}>
      <DoctorResults
        state={state}
        headingId={headingId}
        headingRef={null}
        errorRef={null}
        filtered={!isUnfiltered(search)}
        hrefFor={(page) => doctorSearchHref({ ...search, page })}
        onNavigate={() => undefined}
        onRetry={() => undefined}
      />
    </SiteLanguageProvider>,
    // The cards' own ids (each name, which its card is labelled by) under the results', unlike any other's.
    { identifierPrefix: `${headingId}-served-` },
  );
}

/**
 * The prerendered page of the doctor search `html`, asked for at `url`, with `answer` (the search's answer,
 * received at `receivedAt`) in its results: the section's status, its heading and cards, and the answer itself
 * for the page's script. Null when the page has no results section of the expected shape (the server then sends
 * the page as built, whose script searches).
 */
export function withDoctorResults(
  html: string,
  url: string,
  answer: DoctorPage,
  receivedAt: Date,
): string | null {
  const address = new URL(url, 'http://localhost');
  const island = html.indexOf('data-island="doctorResults"');
  const sectionStart = island < 0 ? -1 : html.indexOf('<section', island);
  const sectionTagEnd = sectionStart < 0 ? -1 : html.indexOf('>', sectionStart);
  if (sectionTagEnd < 0) return null;
  const sectionTag = html.slice(sectionStart, sectionTagEnd + 1);
  const headingId = /\baria-labelledby="([^"]+)"/.exec(sectionTag)?.[1];
  const statusOpen = '<span role="status">';
  const statusStart = html.indexOf(statusOpen, sectionTagEnd);
  const statusEnd = statusStart < 0 ? -1 : html.indexOf('</span></span>', statusStart);
  const contentStart = statusEnd < 0 ? -1 : statusEnd + '</span></span>'.length;
  const sectionEnd = contentStart < 0 ? -1 : html.indexOf('</section>', contentStart);
  // The loading state the prerender wrote holds no section of its own: anything else is not that page.
  if (headingId === undefined || sectionEnd < 0 || html.slice(contentStart, sectionEnd).includes('<section'))
    return null;

  const locale = localeOfPath(address.pathname);
  const search = doctorSearchOfAddress(pagePath(address), address.search);
  const state = { status: 'success', page: answer, receivedAt } as const;
  const served: ServedResults = { key: serializeDoctorSearch(search), page: answer };
  return [
    html.slice(0, sectionStart),
    sectionTag.replace(/\baria-busy="[^"]*"/, 'aria-busy="false"'),
    html.slice(sectionTagEnd + 1, statusStart + statusOpen.length),
    escapeHtml(resultsStatusText(siteTranslator(languages[locale]), state)),
    html.slice(statusEnd, contentStart),
    resultsMarkup(state, search, locale, headingId),
    `<script type="application/json" ${SERVED_RESULTS_ATTRIBUTE}>${jsonLdText(served)}</script>`,
    html.slice(sectionEnd),
  ].join('');
}

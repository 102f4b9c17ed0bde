import { useId, type ReactNode } from 'react';
import { useSiteMessages, type SiteTranslate } from '../i18n/language';
import { DoctorResults, type DoctorResultsState } from '../pages/doctors/DoctorResults';
import { SearchResults } from '../pages/doctors/SearchResults';
import {
  RESULTS_TEMPLATES,
  templateDoctor,
  templateErrorMessage,
  type ResultsTemplate,
} from '../pages/doctors/resultsTemplates';
import { DOCTOR_SEARCH_PAGE_SIZE } from '../pages/doctors/search';

/** Where the templates' dates count from: any day does, the script writes each card's own. */
const templateDate = new Date(2026, 0, 1);

/**
 * The results' templates, by name (`data-results`): each state's markup as `DoctorResults` renders it, for the
 * page's script to clone and fill, with stand-in words in the page's language. The results page is the fifth of
 * ten, so its pagination has every kind of entry.
 */
function templateStates(t: SiteTranslate): Record<ResultsTemplate, DoctorResultsState> {
  return {
    loading: { status: 'loading' },
    error: { status: 'error', message: templateErrorMessage(t) },
    'empty-filtered': {
      status: 'success',
      page: { data: [], page: 1, page_size: DOCTOR_SEARCH_PAGE_SIZE, total: 0 },
      receivedAt: templateDate,
    },
    'empty-unfiltered': {
      status: 'success',
      page: { data: [], page: 1, page_size: DOCTOR_SEARCH_PAGE_SIZE, total: 0 },
      receivedAt: templateDate,
    },
    'past-last-page': {
      status: 'success',
      page: { data: [], page: 20, page_size: DOCTOR_SEARCH_PAGE_SIZE, total: 100 },
      receivedAt: templateDate,
    },
    results: {
      status: 'success',
      page: { data: [templateDoctor(t)], page: 5, page_size: DOCTOR_SEARCH_PAGE_SIZE, total: 100 },
      receivedAt: templateDate,
    },
  };
}

function Template({ name, children }: { name: ResultsTemplate; children: ReactNode }) {
  return <template data-results={name}>{children}</template>;
}

const nothing = () => undefined;
const templateProfileHref = () => '/doctors';

/** Every template of the results, each rendered by `DoctorResults` itself. */
function ResultsTemplates() {
  const headingId = useId();
  const states = templateStates(useSiteMessages());
  return (
    <>
      {RESULTS_TEMPLATES.map((name) => (
        <Template key={name} name={name}>
          <DoctorResults
            state={states[name]}
            headingId={headingId}
            headingRef={null}
            errorRef={null}
            filtered={name !== 'empty-unfiltered'}
            hrefFor={(page) => `?page=${String(page)}`}
            onNavigate={nothing}
            onRetry={nothing}
            // The card's name is a link, whose address the script writes for each doctor.
            profileHref={templateProfileHref}
          />
        </Template>
      ))}
    </>
  );
}

/** Props of {@link DoctorResultsIsland}. */
export interface DoctorResultsIslandProps {
  /** Add the templates the page's script draws from (the prerender of a page of islands only). */
  templates?: boolean;
}

/**
 * The doctor search's results. React's (`SearchResults`) in the app; on a page of islands, its prerendered HTML
 * with the templates of each state, which the page's own script (./DoctorResultsDriver.ts) draws from, without
 * React.
 */
export default function DoctorResultsIsland({ templates = false }: DoctorResultsIslandProps) {
  return (
    <>
      <SearchResults />
      {templates ? <ResultsTemplates /> : null}
    </>
  );
}

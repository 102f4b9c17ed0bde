import { Stack, VisuallyHidden } from '@aafiyat/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { api } from '../../app/api';
import { useLoad } from '../../app/load';
import { useSiteMessages } from '../../i18n/language';
import { DoctorResults, type DoctorResultsState } from './DoctorResults';
import { onSearchAgain } from './searchAgain';
import { useAddressSearch } from './useAddressSearch';
import {
  doctorSearchHref,
  isUnfiltered,
  parseDoctorSearch,
  resultsStatusText,
  searchDoctorsQuery,
} from './search';

/** One search's answer, and when it came (the cards' next available day is judged against it). */
async function fetchSearch(searchKey: string, signal: AbortSignal) {
  const search = parseDoctorSearch(new URLSearchParams(searchKey));
  const page = await api.searchDoctors({ query: searchDoctorsQuery(search) }, { signal });
  return { page, receivedAt: new Date() };
}

/**
 * The doctor search's results as React shows them (the app, Storybook): the search the address asks for, with
 * loading cards, an error with a retry, nothing found, or doctors and their pages, and a polite status that says
 * the outcome. On a page of islands the page's own script draws the same markup (`DoctorResultsDriver`).
 */
export function SearchResults() {
  const { hydrated, search, searchKey } = useAddressSearch();
  const t = useSiteMessages();

  // The cards are drawn as a transition, in slices of a few milliseconds: on a slow phone one render of a page of
  // doctors was a long task that held taps and scrolling (Total Blocking Time).
  const { load, retry } = useLoad(hydrated ? searchKey : null, (signal) => fetchSearch(searchKey, signal), {
    transition: true,
  });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Set when the person asked for other results by a link or Retry, whose control is gone once they arrive.
  const focusResults = useRef(false);

  useEffect(() => onSearchAgain(retry), [retry]);

  const state: DoctorResultsState = useMemo(
    () =>
      !hydrated
        ? { status: 'static' }
        : load.status === 'loaded'
          ? { status: 'success', ...load.data }
          : load,
    [hydrated, load],
  );

  useEffect(() => {
    if (load.status === 'loading' || !focusResults.current) return;
    focusResults.current = false;
    if (load.status === 'error') errorRef.current?.focus();
    else headingRef.current?.focus();
  }, [load]);

  return (
    <Stack as="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'} gap="large">
      <VisuallyHidden>
        <span role="status">{resultsStatusText(t, state)}</span>
      </VisuallyHidden>
      <DoctorResults
        state={state}
        headingId={headingId}
        headingRef={headingRef}
        errorRef={errorRef}
        filtered={!isUnfiltered(search)}
        hrefFor={(page) => doctorSearchHref({ ...search, page })}
        onNavigate={() => {
          focusResults.current = true;
        }}
        onRetry={() => {
          focusResults.current = true;
          retry();
        }}
      />
    </Stack>
  );
}

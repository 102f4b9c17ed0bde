import { Box, DoctorSearchFilters, Stack, VisuallyHidden, type DoctorSearchValues } from '@aafiyat/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAddress } from '../../app/address';
import { api } from '../../app/api';
import { useHydrated } from '../../app/hydration';
import { useLoad } from '../../app/load';
import { resultsCopy } from './content';
import { DoctorResults, type DoctorResultsState } from './DoctorResults';
import {
  DOCTOR_SEARCH_PATH,
  doctorSearchHref,
  emptySearch,
  filtersOf,
  isUnfiltered,
  pageCountOf,
  parseDoctorSearch,
  resultsCountLabel,
  searchDoctorsQuery,
  serializeDoctorSearch,
  type DoctorSearch,
} from './search';

type SearchAnswer = Awaited<ReturnType<typeof api.searchDoctors>>;

/**
 * On a visit that opens the search page itself, the search its address asks for, started as this module loads
 * (before React hydrates the page): the results' round trip overlaps the page's start instead of following it.
 * The page's first search takes it, once; the prerender and other pages start none.
 */
let earlySearch: { key: string; answer: Promise<SearchAnswer> } | null = null;
if (typeof window !== 'undefined' && window.location.pathname === DOCTOR_SEARCH_PATH) {
  const search = parseDoctorSearch(new URLSearchParams(window.location.search));
  const answer = api.searchDoctors({ query: searchDoctorsQuery(search) });
  // A failure is reported by the page when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  earlySearch = { key: serializeDoctorSearch(search), answer };
}

/** The early search when it is the one asked for (taken once), else `null`. */
function takeEarlySearch(key: string): Promise<SearchAnswer> | null {
  const early = earlySearch;
  earlySearch = null;
  return early !== null && early.key === key ? early.answer : null;
}

const NO_SPECIALITIES: readonly string[] = [];

const fetchSpecialities = (signal: AbortSignal) =>
  api.listSpecialities(undefined, { signal }).then(({ data }) => data.map((speciality) => speciality.name));

/** The specialty names for the filter; without them (still loading, or failed) the filter offers "All" only. */
function useSpecialities(enabled: boolean): readonly string[] {
  // A transition: React fills the long list in slices, without holding a slow phone's main thread. A failed list
  // is not worth an error: a speciality in the address is still shown and searched.
  const { load } = useLoad(enabled ? 'specialities' : null, fetchSpecialities, { transition: true });
  return load.status === 'loaded' ? load.data : NO_SPECIALITIES;
}

/** One search's answer, and when it came (the cards' next available day is judged against it). */
async function fetchSearch(searchKey: string, signal: AbortSignal) {
  const search = parseDoctorSearch(new URLSearchParams(searchKey));
  const page = await (takeEarlySearch(searchKey) ??
    api.searchDoctors({ query: searchDoctorsQuery(search) }, { signal }));
  return { page, receivedAt: new Date() };
}

/** What the polite status says, so screen-reader users hear the outcome of each search. */
function statusText(state: DoctorResultsState): string {
  if (state.status === 'loading') return resultsCopy.loadingStatus;
  if (state.status !== 'success') return '';
  const { data, page, page_size: pageSize, total } = state.page;
  const pages = pageCountOf(total, pageSize);
  if (data.length === 0 && total > 0) return resultsCopy.pastLastPage(pages);
  const count = resultsCountLabel(total);
  return pages > 1 ? `${count}, page ${String(page)} of ${String(pages)}` : count;
}

/**
 * The doctor search itself: filters by city ('All' first), speciality, online consultation and text, kept in the
 * address so a search can be shared, bookmarked and walked back and forward; doctor cards with photo, fee in
 * rupees and next available day; loading, empty and error states; pages. The page's island (it reads the
 * address through `useAddress`, never the router, so a page of islands loads no router for it).
 */
export function DoctorSearch() {
  const hydrated = useHydrated();
  const address = useAddress();
  const search: DoctorSearch = hydrated
    ? parseDoctorSearch(new URLSearchParams(address.search))
    : emptySearch;
  const searchKey = serializeDoctorSearch(search);
  const filtersKey = serializeDoctorSearch({ ...search, page: 1 });

  // The cards are drawn as a transition, in slices of a few milliseconds: on a slow phone one render of a page of
  // doctors was a long task that held taps and scrolling (Total Blocking Time).
  const { load, retry } = useLoad(hydrated ? searchKey : null, (signal) => fetchSearch(searchKey, signal), {
    transition: true,
  });
  // Text typed but not yet searched, for the filters shown in the address (`key`); other filters apply at once.
  const [draft, setDraft] = useState<{ key: string; value: DoctorSearchValues } | null>(null);
  const specialities = useSpecialities(hydrated);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Set when the person asked for other results by a link or Retry, whose control is gone once they arrive.
  const focusResults = useRef(false);

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

  const formValue = draft !== null && draft.key === filtersKey ? draft.value : filtersOf(search);

  /** Shows a search: a new address (a history entry, so Back returns), or the same search run again. */
  const show = (next: DoctorSearch, { again }: { again: boolean }) => {
    const query = serializeDoctorSearch(next);
    if (query !== searchKey) address.setSearch(query);
    else if (again) retry();
  };

  return (
    <>
      <Box background="surfaceMuted" borderRadius="large" padding={['large', 'xlarge']}>
        <DoctorSearchFilters
          action={DOCTOR_SEARCH_PATH}
          specialities={specialities}
          value={formValue}
          onChange={({ value, field }) => {
            // Text is searched when the person asks (Search or Enter); a city, speciality or the online box at
            // once, taking any text typed with it.
            if (field === 'q') setDraft({ key: filtersKey, value });
            else show({ ...value, page: 1 }, { again: false });
          }}
          onSubmit={({ value, preventDefault }) => {
            preventDefault();
            show({ ...value, page: 1 }, { again: true });
          }}
        />
      </Box>

      <Stack as="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'} gap="large">
        <VisuallyHidden>
          <span role="status">{statusText(state)}</span>
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
    </>
  );
}

import type { DoctorListing } from '@aafiyat/domain';
import { Box, DoctorSearchFilters, type DoctorSearchValues } from '@aafiyat/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { useLoad } from '../../app/load';
import { useLocalizedPath } from '../../i18n/language';
import { askSearchAgain } from './searchAgain';
import { useAddressSearch } from './useAddressSearch';
import {
  DOCTOR_SEARCH_PATH,
  doctorSearchHref,
  filtersOf,
  serializeDoctorSearch,
  type DoctorSearch,
} from './search';

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

/**
 * The doctor search's filters: city ('All' first), speciality, online consultation and text, kept in the address
 * so a search can be shared, bookmarked and walked back and forward. A city, speciality or the online box searches
 * at once; text when the person asks. The results (./SearchResults.tsx, or the page's script on a page of
 * islands) follow the address. Reads the address through `useAddress`, never the router. On a listing page
 * (`listing`, its city and specialty) the filters start from them; a search for another city or specialty opens
 * its own page.
 */
export function SearchFilters({ listing = null }: { listing?: DoctorListing | null | undefined }) {
  const { hydrated, address, search } = useAddressSearch(listing);
  const filtersKey = serializeDoctorSearch({ ...search, page: 1 });
  // Text typed but not yet searched, for the filters shown in the address (`key`); other filters apply at once.
  const [draft, setDraft] = useState<{ key: string; value: DoctorSearchValues } | null>(null);
  const specialities = useSpecialities(hydrated);
  const localized = useLocalizedPath();
  const formValue = draft !== null && draft.key === filtersKey ? draft.value : filtersOf(search);

  /**
   * Shows a search: a new query of this page (a history entry, so Back returns), another page when the search
   * has its own (a listing page, or the search page from one), or the same search run again.
   */
  const show = (next: DoctorSearch, { again }: { again: boolean }) => {
    const href = doctorSearchHref(next);
    const [path = '', query = ''] = href.split('?');
    if (href === doctorSearchHref(search)) {
      if (again) askSearchAgain();
    } else if (path !== address.pathname) address.navigate(href);
    else address.setSearch(query);
  };

  return (
    <Box background="surfaceMuted" borderRadius="large" padding={['large', 'xlarge']}>
      <DoctorSearchFilters
        // Without JavaScript the browser submits to this address: the page's own, in its language.
        action={localized(DOCTOR_SEARCH_PATH)}
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
  );
}

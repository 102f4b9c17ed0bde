import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';

/**
 * The doctor search as the app shows it (a client-side navigation, Storybook): filters by city ('All' first),
 * speciality, online consultation and text, kept in the address; doctor cards with photo, fee in rupees and next
 * available day; loading, empty and error states; pages. On a page of islands the two parts are apart: the
 * filters an island, the results drawn by the page's own script.
 */
export function DoctorSearch() {
  return (
    <>
      <SearchFilters />
      <SearchResults />
    </>
  );
}

import type { DoctorListing } from '@aafiyat/domain';
import { SearchFilters } from '../pages/doctors/SearchFilters';

/** The doctor search's filters (see {@link SearchFilters}); on a listing page, from its city and specialty. */
export default function DoctorSearchFiltersIsland({
  listing = null,
}: {
  /** A listing page's city and specialty (their names), which the filters start from. */
  listing?: Readonly<DoctorListing> | null | undefined;
}) {
  return <SearchFilters listing={listing} />;
}

import { SearchFilters } from '../pages/doctors/SearchFilters';

/** The doctor search's filters (see {@link SearchFilters}). */
export default function DoctorSearchFiltersIsland() {
  return <SearchFilters />;
}

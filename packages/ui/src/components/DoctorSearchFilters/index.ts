export {
  DOCTOR_SEARCH_TEXT_MAX_LENGTH,
  DoctorSearchFilters,
  doctorSearchFieldNames,
  emptyDoctorSearch,
} from './DoctorSearchFilters';
export type { DoctorSearchFiltersProps, DoctorSearchValues } from './DoctorSearchFilters';

import { DoctorSearch } from '../pages/doctors/DoctorSearch';

/** The doctor search's filters and results (see {@link DoctorSearch}). */
export default function DoctorSearchIsland() {
  return <DoctorSearch />;
}

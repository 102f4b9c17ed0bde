import type { AppContext } from '../context';
import type { OperationHandlers } from '../http/operation';
import { doctorHandlers } from './doctors';
import { imageHandlers } from './images';
import { labHandlers } from './labs';
import { packageHandlers } from './packages';

type CatalogueOperation =
  | 'searchDoctors'
  | 'getDoctor'
  | 'listDoctorSlots'
  | 'listSpecialities'
  | 'listMedicalTestLabs'
  | 'getLabInfo'
  | 'listLabBranches'
  | 'listLabCategories'
  | 'bookLabTest'
  | 'listPharmacyPackages'
  | 'listBasicPackages'
  | 'getClinicImage'
  | 'getPatientImage'
  | 'getDoctorImage'
  | 'getLabLogo'
  | 'getSpecialityImage';

/** The public catalogue: doctors and specialties, labs and their bookings, packages, and images. */
export function catalogueHandlers(context: AppContext): Pick<OperationHandlers, CatalogueOperation> {
  return {
    ...doctorHandlers(context),
    ...labHandlers(context),
    ...packageHandlers(context),
    ...imageHandlers(context),
  };
}

export { LAB_PROFILE_LOADING_LABEL, LabProfile } from './LabProfile';
export type { LabProfileProps } from './LabProfile';
export { labBookingMessages } from './LabProfileBookingForm';
export { LAB_TESTS_EMPTY, LAB_TESTS_LOADING } from './LabProfileBranches';
export type {
  LabProfileBooking,
  LabProfileBookingRequest,
  LabProfileBranch,
  LabProfileCategories,
  LabProfileCategory,
  LabProfileLab,
  LabProfileTest,
} from './LabProfileTypes';

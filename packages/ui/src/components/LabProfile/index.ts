export { LabProfile } from './LabProfile';
export type { LabProfileProps } from './LabProfile';
export { labBookingMessages } from './LabProfileBookingForm';
export type {
  LabProfileBooking,
  LabProfileBookingRequest,
  LabProfileBranch,
  LabProfileCategories,
  LabProfileCategory,
  LabProfileLab,
  LabProfileTest,
} from './LabProfileTypes';

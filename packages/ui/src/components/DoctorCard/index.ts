export {
  DoctorCard,
  doctorCardHeadingLevels,
  experienceLabel,
  NOT_LISTED_LABEL,
  ONLINE_CONSULTATION_LABEL,
  timingsLabel,
  workingDaysLabel,
} from './DoctorCard';
export type { DoctorCardDoctor, DoctorCardProps } from './DoctorCard';
export { fillDoctorCard } from './fillDoctorCard';
export type { FillDoctorCardOptions } from './fillDoctorCard';

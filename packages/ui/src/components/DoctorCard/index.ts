export { DoctorCard, doctorCardHeadingLevels } from './DoctorCard';
export type { DoctorCardProps } from './DoctorCard';
export {
  consultationLanguageName,
  experienceLabel,
  isoDate,
  languagesLabel,
  ratingLabel,
  timingsLabel,
  workingDaysLabel,
} from './doctorCardLabels';
export type { DoctorCardDetail } from './doctorCardLabels';
export type { DoctorCardDoctor } from './doctorCardLabels';
export { fillDoctorCard } from './fillDoctorCard';
export type { FillDoctorCardOptions } from './fillDoctorCard';

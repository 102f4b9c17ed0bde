export { DoctorProfile } from './DoctorProfile';
export type { DoctorProfileClinic, DoctorProfileDoctor, DoctorProfileProps } from './DoctorProfile';

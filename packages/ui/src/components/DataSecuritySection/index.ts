export { DataSecuritySection } from './DataSecuritySection';
export type { DataSecurityPoint, DataSecuritySectionProps } from './DataSecuritySection';

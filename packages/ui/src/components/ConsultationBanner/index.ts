export { ConsultationBanner } from './ConsultationBanner';
export type { ConsultationBannerProps } from './ConsultationBanner';

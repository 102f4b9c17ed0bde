import type { ConsultationBannerProps } from './ConsultationBanner';

/** The banner as the home page passes it. */
export const consultationBannerFixture: ConsultationBannerProps = {
  heading: 'See a doctor today',
  description: 'Talk to a registered doctor by video from home, or book a visit at a clinic near you.',
  onlineHref: '/doctors/search?is_online=true',
  inClinicHref: '/doctors/search',
};

import { api } from '../../app/api';
import { site } from '../../site.config';

/** A doctor's photo, by PMDC number (the image endpoint). */
export const doctorImageUrl = (pmdc: string): string => api.images.doctor(pmdc);

/** The photo's absolute address, for structured data read away from the site. */
export const absoluteDoctorImageUrl = (pmdc: string): string =>
  new URL(doctorImageUrl(pmdc), site.origin).href;

/** URL builders for the contract's image endpoints; each answers an image body with caching headers. */
export interface ImageUrls {
  /** A clinic's image, by clinic id. */
  clinic(id: number): string;
  /** A patient's picture, by patient id (needs the patient's own session, or their doctor's or clinic's). */
  patient(id: number): string;
  /** A doctor's picture, by PMDC number. */
  doctor(pmdc: string): string;
  /** A lab's logo, by lab id. */
  labLogo(labId: number): string;
  /** A specialty's illustration, by the specialty's name (URL-encoded, as the spec says). */
  speciality(name: string): string;
}

/** Builds the image URLs against an API origin (`''` for the page's own). */
export function createImageUrls(baseUrl: string): ImageUrls {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: string, name: string, value: string | number) =>
    `${base}${path}?${name}=${encodeURIComponent(String(value))}`;
  return {
    clinic: (id) => url('/api/clinic/image', 'id', id),
    patient: (id) => url('/api/patient/image', 'id', id),
    doctor: (pmdc) => url('/api/doctor/image', 'pmdc', pmdc),
    labLogo: (labId) => url('/api/medical-test-labs/logo/get', 'lab_id', labId),
    speciality: (name) => url('/api/speciality/image/get', 'name', name),
  };
}

// The doctor search's answer the server wrote into the page with its markup (src/entry-results.tsx), for the
// page's script to take over: which search it answers and the page of doctors (a Book press needs the doctor).
import type { Schema } from '@aafiyat/api';

/** The attribute of the `<script type="application/json">` holding the answer, in the results' section. */
export const SERVED_RESULTS_ATTRIBUTE = 'data-served-results';

/** The answer the server wrote: the search's key (`serializeDoctorSearch`) and its page of doctors. */
export interface ServedResults {
  key: string;
  page: Schema<'DoctorPage'>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The answer in `section`, if the server wrote one and it reads as one (a page of doctors, each with the fields a
 * card and a booking need); null otherwise, and the page's script then searches itself.
 */
export function readServedResults(section: Element): ServedResults | null {
  const text = section.querySelector(`script[${SERVED_RESULTS_ATTRIBUTE}]`)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.key !== 'string' || !isObject(value.page)) return null;
  const { data, page, page_size: pageSize, total } = value.page;
  const counts = [page, pageSize, total].every((count) => Number.isInteger(count) && Number(count) >= 0);
  const doctors =
    Array.isArray(data) &&
    data.every(
      (doctor) =>
        isObject(doctor) &&
        typeof doctor.pmdc === 'string' &&
        typeof doctor.name === 'string' &&
        typeof doctor.is_online === 'boolean' &&
        Array.isArray(doctor.working_days),
    );
  return counts && doctors ? (value as unknown as ServedResults) : null;
}

/**
 * Chronic conditions a patient can tick in their medical history. The spec's list has 23 entries with
 * one repeated; the repeat is dropped, leaving 22 unique conditions, grouped by body system.
 */

/** The 22 chronic conditions, each once. */
export const CHRONIC_DISEASES = [
  'Diabetes Type 1',
  'Diabetes Type 2',
  'Hypertension',
  'Coronary Artery Disease',
  'Heart Failure',
  'Stroke',
  'Asthma',
  'COPD',
  'Tuberculosis',
  'Chronic Kidney Disease',
  'Chronic Liver Disease',
  'Hepatitis B',
  'Hepatitis C',
  'Hypothyroidism',
  'Hyperthyroidism',
  'Arthritis',
  'Osteoporosis',
  'Epilepsy',
  "Parkinson's Disease",
  'Depression',
  'Cancer',
  'Thalassemia',
] as const;

/** One of {@link CHRONIC_DISEASES}. */
export type ChronicDisease = (typeof CHRONIC_DISEASES)[number];

/** True when `value` is exactly one of {@link CHRONIC_DISEASES}. */
export function isChronicDisease(value: unknown): value is ChronicDisease {
  return (CHRONIC_DISEASES as readonly unknown[]).includes(value);
}

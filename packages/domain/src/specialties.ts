/**
 * The members of schema.org's MedicalSpecialty enumeration (https://schema.org/MedicalSpecialty), the values a
 * Physician's `medicalSpecialty` takes in structured data; free text there is not understood by search engines.
 */
export const SCHEMA_ORG_MEDICAL_SPECIALTIES = [
  'Anesthesia',
  'Cardiovascular',
  'CommunityHealth',
  'Dentistry',
  'Dermatology',
  'DietNutrition',
  'Emergency',
  'Endocrine',
  'Gastroenterologic',
  'Genetic',
  'Geriatric',
  'Gynecologic',
  'Hematologic',
  'Infectious',
  'LaboratoryScience',
  'Midwifery',
  'Musculoskeletal',
  'Neurologic',
  'Nursing',
  'Obstetric',
  'Oncologic',
  'Optometric',
  'Otolaryngologic',
  'Pathology',
  'Pediatric',
  'PharmacySpecialty',
  'Physiotherapy',
  'PlasticSurgery',
  'Podiatric',
  'PrimaryCare',
  'Psychiatric',
  'PublicHealth',
  'Pulmonary',
  'Radiography',
  'Renal',
  'RespiratoryTherapy',
  'Rheumatologic',
  'SpeechPathology',
  'Surgical',
  'Toxicologic',
  'Urologic',
] as const;

/** One member of {@link SCHEMA_ORG_MEDICAL_SPECIALTIES}. */
export type SchemaOrgMedicalSpecialty = (typeof SCHEMA_ORG_MEDICAL_SPECIALTIES)[number];

/**
 * Each specialty doctors are listed under (as `GET /api/specialities` names it) and the nearest schema.org
 * MedicalSpecialty: the enumeration has no eye or bone specialty of its own, so an eye specialist is
 * `Optometric` and an orthopaedic surgeon `Musculoskeletal`.
 */
export const SCHEMA_ORG_SPECIALTY_OF = {
  Cardiologist: 'Cardiovascular',
  'Child Specialist': 'Pediatric',
  Dentist: 'Dentistry',
  Dermatologist: 'Dermatology',
  'ENT Specialist': 'Otolaryngologic',
  Endocrinologist: 'Endocrine',
  'Eye Specialist': 'Optometric',
  Gastroenterologist: 'Gastroenterologic',
  'General Physician': 'PrimaryCare',
  'General Surgeon': 'Surgical',
  Gynecologist: 'Gynecologic',
  Nephrologist: 'Renal',
  Neurologist: 'Neurologic',
  Nutritionist: 'DietNutrition',
  Oncologist: 'Oncologic',
  'Orthopedic Surgeon': 'Musculoskeletal',
  Physiotherapist: 'Physiotherapy',
  Psychiatrist: 'Psychiatric',
  Pulmonologist: 'Pulmonary',
  Urologist: 'Urologic',
} as const satisfies Record<string, SchemaOrgMedicalSpecialty>;

/** A specialty name of {@link SCHEMA_ORG_SPECIALTY_OF}. */
export type KnownSpecialty = keyof typeof SCHEMA_ORG_SPECIALTY_OF;

const bySpelling = new Map<string, SchemaOrgMedicalSpecialty>(
  Object.entries(SCHEMA_ORG_SPECIALTY_OF).map(([name, value]) => [name.toLowerCase(), value]),
);

/**
 * The schema.org MedicalSpecialty of a specialty, as the URL structured data gives it
 * (`'Cardiologist'` gives `'https://schema.org/Cardiovascular'`), whatever its letter case; `null` for a specialty
 * the table does not know, which structured data then leaves out.
 */
export function schemaOrgMedicalSpecialty(specialty: string): string | null {
  const value = bySpelling.get(specialty.trim().toLowerCase());
  return value === undefined ? null : `https://schema.org/${value}`;
}

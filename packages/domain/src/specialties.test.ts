import { describe, expect, it } from 'vitest';

import {
  SCHEMA_ORG_MEDICAL_SPECIALTIES,
  SCHEMA_ORG_SPECIALTY_OF,
  schemaOrgMedicalSpecialty,
} from './specialties';

describe('SCHEMA_ORG_SPECIALTY_OF', () => {
  it('maps every specialty to a member of schema.org’s MedicalSpecialty enumeration', () => {
    const members: readonly string[] = SCHEMA_ORG_MEDICAL_SPECIALTIES;
    for (const value of Object.values(SCHEMA_ORG_SPECIALTY_OF)) expect(members).toContain(value);
  });

  it('knows each specialty once, whatever its letter case', () => {
    const spellings = Object.keys(SCHEMA_ORG_SPECIALTY_OF).map((name) => name.toLowerCase());
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it.each([
    ['Cardiologist', 'Cardiovascular'],
    ['Child Specialist', 'Pediatric'],
    ['ENT Specialist', 'Otolaryngologic'],
    ['General Physician', 'PrimaryCare'],
    ['Eye Specialist', 'Optometric'],
    ['Orthopedic Surgeon', 'Musculoskeletal'],
  ])('gives %s the nearest value, %s', (specialty, value) => {
    expect(SCHEMA_ORG_SPECIALTY_OF[specialty as keyof typeof SCHEMA_ORG_SPECIALTY_OF]).toBe(value);
  });
});

describe('schemaOrgMedicalSpecialty', () => {
  it('gives the value as the schema.org URL structured data uses', () => {
    expect(schemaOrgMedicalSpecialty('Cardiologist')).toBe('https://schema.org/Cardiovascular');
  });

  it('reads the name whatever its case and surrounding spaces, as search filters are typed', () => {
    expect(schemaOrgMedicalSpecialty('  child specialist ')).toBe('https://schema.org/Pediatric');
  });

  it('gives null for a specialty the table does not know, never free text', () => {
    expect(schemaOrgMedicalSpecialty('Homeopath')).toBeNull();
    expect(schemaOrgMedicalSpecialty('')).toBeNull();
  });
});

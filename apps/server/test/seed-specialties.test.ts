// Every specialty of the demo data has a schema.org MedicalSpecialty, so the doctor search's structured data names
// each seeded doctor's specialty with an enumeration value.
import { SCHEMA_ORG_SPECIALTY_OF } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { SPECIALTY_NAMES } from '../src/seed/people';

describe('the demo specialties', () => {
  it('each map to a schema.org MedicalSpecialty in the domain table', () => {
    expect(SPECIALTY_NAMES.length).toBeGreaterThan(0);
    const known = Object.keys(SCHEMA_ORG_SPECIALTY_OF);
    for (const name of SPECIALTY_NAMES) expect(known).toContain(name);
  });
});

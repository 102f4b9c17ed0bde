// Every specialty the mocks list doctors under has a schema.org MedicalSpecialty, so the doctor search's structured
// data never falls back to leaving it out for a story's doctors.
import { SCHEMA_ORG_SPECIALTY_OF } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';

import { doctors, specialtyNames } from '../../src/mocks';

describe('the mock specialties', () => {
  it('each map to a schema.org MedicalSpecialty in the domain table', () => {
    const known = Object.keys(SCHEMA_ORG_SPECIALTY_OF);
    for (const name of specialtyNames) expect(known).toContain(name);
    for (const doctor of doctors) expect(known).toContain(doctor.specialty);
  });
});

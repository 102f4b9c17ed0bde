import { describe, expect, it } from 'vitest';

import { CHRONIC_DISEASES, isChronicDisease } from './chronicDiseases';

describe('CHRONIC_DISEASES', () => {
  it('lists the 22 unique conditions left after the spec’s duplicate is dropped', () => {
    expect(CHRONIC_DISEASES).toHaveLength(22);
    expect(new Set(CHRONIC_DISEASES).size).toBe(22);
  });

  it('has no case-insensitive duplicates either', () => {
    expect(new Set(CHRONIC_DISEASES.map((disease) => disease.toLowerCase())).size).toBe(22);
  });

  it('includes both types of diabetes, hypertension, asthma and COPD', () => {
    for (const disease of ['Diabetes Type 1', 'Diabetes Type 2', 'Hypertension', 'Asthma', 'COPD']) {
      expect(CHRONIC_DISEASES).toContain(disease);
    }
  });
});

describe('isChronicDisease', () => {
  it('accepts listed conditions and rejects anything else', () => {
    expect(isChronicDisease('Hypertension')).toBe(true);
    expect(isChronicDisease('hypertension')).toBe(false);
    expect(isChronicDisease('Common Cold')).toBe(false);
    expect(isChronicDisease(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { isKnownCity } from './cities';
import { PARTNER_LABS } from './labs';

describe('PARTNER_LABS', () => {
  it('is ordered by name, as the API lists labs', () => {
    const names = PARTNER_LABS.map((lab) => lab.lab_name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
  });

  it('gives each lab its own id and name', () => {
    expect(new Set(PARTNER_LABS.map((lab) => lab.id)).size).toBe(PARTNER_LABS.length);
    expect(new Set(PARTNER_LABS.map((lab) => lab.lab_name)).size).toBe(PARTNER_LABS.length);
  });

  it('names only known cities, and every lab has a branch', () => {
    for (const lab of PARTNER_LABS) {
      expect(isKnownCity(lab.city)).toBe(true);
      expect(lab.branchCities.length).toBeGreaterThan(0);
      for (const city of lab.branchCities) expect(isKnownCity(city)).toBe(true);
    }
  });
});

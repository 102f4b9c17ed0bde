import { describe, expect, it } from 'vitest';
import { PAKISTAN_CITIES } from './cities';
import {
  doctorListingOf,
  doctorListingPath,
  doctorProfilePath,
  doctorProfilePmdc,
  doctorSlug,
  LISTED_SPECIALTIES,
  placeSlug,
} from './doctorListings';

describe('placeSlug', () => {
  it('writes names in lower case with single hyphens', () => {
    expect(placeSlug('Lahore')).toBe('lahore');
    expect(placeSlug('Dera Ghazi Khan')).toBe('dera-ghazi-khan');
    expect(placeSlug('ENT Specialist')).toBe('ent-specialist');
    expect(placeSlug('  Toba Tek  Singh ')).toBe('toba-tek-singh');
  });

  it('gives every city and every specialty an address of its own', () => {
    expect(new Set(PAKISTAN_CITIES.map(placeSlug)).size).toBe(PAKISTAN_CITIES.length);
    expect(new Set(LISTED_SPECIALTIES.map(placeSlug)).size).toBe(LISTED_SPECIALTIES.length);
    for (const name of [...PAKISTAN_CITIES, ...LISTED_SPECIALTIES])
      expect(placeSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('doctorListingPath', () => {
  it('is the listing page of a known city and specialty, whatever their case', () => {
    expect(doctorListingPath('Lahore', 'Cardiologist')).toBe('/doctors/lahore/cardiologist');
    expect(doctorListingPath('dera ghazi khan', 'child specialist')).toBe(
      '/doctors/dera-ghazi-khan/child-specialist',
    );
  });

  it('is null for every city, an unknown city or specialty, or no specialty', () => {
    expect(doctorListingPath('All', 'Cardiologist')).toBeNull();
    expect(doctorListingPath('Atlantis', 'Cardiologist')).toBeNull();
    expect(doctorListingPath('Lahore', 'Hakeem')).toBeNull();
    expect(doctorListingPath('Lahore', '')).toBeNull();
  });
});

describe('doctorListingOf', () => {
  it('reads a listing path back into the names it was written from', () => {
    for (const city of PAKISTAN_CITIES) {
      for (const specialty of LISTED_SPECIALTIES) {
        const path = doctorListingPath(city, specialty);
        expect(path && doctorListingOf(path)).toEqual({ city, specialty });
      }
    }
    expect(doctorListingOf('/doctors/lahore/ent-specialist/')).toEqual({
      city: 'Lahore',
      specialty: 'ENT Specialist',
    });
  });

  it('is null for any other path', () => {
    for (const path of [
      '/doctors/search',
      '/doctors/lahore',
      '/doctors/atlantis/cardiologist',
      '/doctors/lahore/hakeem',
      '/doctors/Lahore/cardiologist',
      '/doctors/lahore/cardiologist/x',
      '/ur/doctors/lahore/cardiologist',
      '/labs/lahore/cardiologist',
    ]) {
      expect(doctorListingOf(path)).toBeNull();
    }
  });
});

describe('doctor profile addresses', () => {
  const sana = { name: 'Dr. Sana Mirza', pmdc: '45321-P', city: 'Karachi', specialty: 'Cardiologist' };

  it("write the doctor's name and PMDC number under their city and specialty", () => {
    expect(doctorSlug('Dr. Sana Mirza', '45321-P')).toBe('dr-sana-mirza-45321-p');
    expect(doctorSlug('  ', '7788-S')).toBe('7788-s');
    expect(doctorProfilePath(sana)).toBe('/doctors/karachi/cardiologist/dr-sana-mirza-45321-p');
    expect(doctorProfilePath({ ...sana, specialty: 'Hakeem' })).toBeNull();
  });

  it('are read by the PMDC number alone, so an old address still finds its doctor', () => {
    expect(doctorProfilePmdc('/doctors/karachi/cardiologist/dr-sana-mirza-45321-p')).toBe('45321-p');
    expect(doctorProfilePmdc('/doctors/lahore/dermatologist/dr-sana-baig-45321-p/')).toBe('45321-p');
    expect(doctorProfilePmdc('/doctors/karachi/cardiologist/7788-s')).toBe('7788-s');
    const path = doctorProfilePath(sana) ?? '';
    expect(doctorProfilePmdc(path)?.toUpperCase()).toBe(sana.pmdc);
  });

  it('are not read from any other path', () => {
    for (const path of [
      '/doctors/karachi/cardiologist',
      '/doctors/karachi/cardiologist/dr-sana-mirza',
      '/doctors/karachi/cardiologist/dr-sana-mirza-45',
      '/doctors/karachi/cardiologist/Dr-Sana-45321-P',
      '/doctors/karachi/cardiologist/dr-sana-45321-p/reviews',
      '/ur/doctors/karachi/cardiologist/dr-sana-45321-p',
    ]) {
      expect(doctorProfilePmdc(path), path).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PAKISTAN_CITIES } from './cities';
import { SCHEMA_ORG_SPECIALTY_OF } from './specialties';
import { normalizeSearchText, readSearchText } from './searchText';
import { CITY_OTHER_SPELLINGS, SPECIALTY_WORDS } from './searchVocabulary';
import { CITY_NAMES_UR, cityName, SPECIALTY_NAMES_UR, specialtyName } from './urduNames';

describe('the words of the doctor search', () => {
  it('know at least 30 specialties, every one the catalogue lists among them, each with an Urdu name', () => {
    expect(Object.keys(SPECIALTY_WORDS).length).toBeGreaterThanOrEqual(30);
    for (const specialty of Object.keys(SCHEMA_ORG_SPECIALTY_OF))
      expect(SPECIALTY_WORDS).toHaveProperty([specialty]);
    expect(Object.keys(SPECIALTY_NAMES_UR).sort()).toEqual(Object.keys(SPECIALTY_WORDS).sort());
    for (const [specialty, { words }] of Object.entries(SPECIALTY_WORDS)) {
      expect(SPECIALTY_NAMES_UR[specialty]).toMatch(/[\u0600-\u06FF]/);
      // English, Urdu script and Latin (Roman-Urdu) words for each.
      expect(words.some((word) => /[\u0600-\u06FF]/.test(word))).toBe(true);
      expect(words.filter((word) => /^[a-z]/.test(word)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('give each word one meaning only, already written as a search reads it', () => {
    const meanings = new Map<string, string>();
    const clashes: string[] = [];
    const note = (phrase: string, meaning: string) => {
      const normalized = normalizeSearchText(phrase);
      expect(normalized, phrase).not.toBe('');
      const earlier = meanings.get(normalized);
      if (earlier !== undefined && earlier !== meaning) clashes.push(`${phrase}: ${earlier} / ${meaning}`);
      meanings.set(normalized, meaning);
    };
    for (const [specialty, { words }] of Object.entries(SPECIALTY_WORDS)) {
      note(specialty, specialty);
      note(SPECIALTY_NAMES_UR[specialty] ?? '', specialty);
      for (const word of words) note(word, specialty);
    }
    for (const city of PAKISTAN_CITIES) {
      note(city, city);
      note(CITY_NAMES_UR[city], city);
    }
    for (const [spelling, city] of Object.entries(CITY_OTHER_SPELLINGS)) note(spelling, city);
    expect(clashes).toEqual([]);
  });

  it('know every city in Urdu script, each name once', () => {
    const names = PAKISTAN_CITIES.map((city) => CITY_NAMES_UR[city]);
    for (const name of names) expect(name).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('reading what a person typed', () => {
  it.each([
    ['heart', 'Cardiologist'],
    ['دل', 'Cardiologist'],
    ['dil', 'Cardiologist'],
    ['Dil ka doctor', 'Cardiologist'],
    ['bachon ka doctor', 'Child Specialist'],
    ['بچوں', 'Child Specialist'],
    ['بچوں کا ڈاکٹر', 'Child Specialist'],
    ['jild', 'Dermatologist'],
    ['جلد', 'Dermatologist'],
    ['aankh', 'Eye Specialist'],
    ['آنکھ', 'Eye Specialist'],
    ['daant', 'Dentist'],
    ['دانت', 'Dentist'],
    ['cardiologist', 'Cardiologist'],
    ['Child Specialist', 'Child Specialist'],
  ])('reads %s as %s', (typed, specialty) => {
    expect(readSearchText(typed)).toEqual({ specialties: [specialty], cities: [], terms: [] });
  });

  it('reads a city in either script or a common spelling, with the words that join them dropped', () => {
    expect(readSearchText('dil ka doctor lahore mein')).toEqual({
      specialties: ['Cardiologist'],
      cities: ['Lahore'],
      terms: [],
    });
    expect(readSearchText('لاہور میں دل کا ڈاکٹر')).toEqual({
      specialties: ['Cardiologist'],
      cities: ['Lahore'],
      terms: [],
    });
    expect(readSearchText('skin specialist in pindi').cities).toEqual(['Rawalpindi']);
    expect(readSearchText('Dera Ghazi Khan').cities).toEqual(['Dera Ghazi Khan']);
  });

  it('names each specialty and city once, however often it is said', () => {
    expect(readSearchText('dil heart lahore lhr لاہور')).toEqual({
      specialties: ['Cardiologist'],
      cities: ['Lahore'],
      terms: [],
    });
  });

  it('keeps a name to be found literally, once, in lower case', () => {
    expect(readSearchText('Dr. Ayesha  jild AYESHA')).toEqual({
      specialties: ['Dermatologist'],
      cities: [],
      terms: ['ayesha'],
    });
    expect(readSearchText('Ahmed Khan')).toEqual({ specialties: [], cities: [], terms: ['ahmed', 'khan'] });
    expect(readSearchText('   ')).toEqual({ specialties: [], cities: [], terms: [] });
  });

  it('reads Urdu typed with Arabic letters or with its optional marks as Urdu', () => {
    // ك and ي of an Arabic keyboard, and a zabar: the same word.
    expect(normalizeSearchText('ڈاكٹر')).toBe(normalizeSearchText('ڈاکٹر'));
    expect(normalizeSearchText('دَانت')).toBe('دانت');
    expect(normalizeSearchText('بچوں، لاہور۔')).toBe('بچوں لاہور');
  });

  it('names a specialty and a city in the page’s language', () => {
    expect(specialtyName('Cardiologist', 'en')).toBe('Cardiologist');
    expect(specialtyName('Cardiologist', 'ur')).toBe(SPECIALTY_NAMES_UR.Cardiologist);
    expect(specialtyName('Acupuncturist', 'ur')).toBe('Acupuncturist');
    expect(cityName('Lahore', 'ur')).toBe('لاہور');
    expect(cityName('Lahore', 'en')).toBe('Lahore');
    expect(cityName('Atlantis', 'ur')).toBe('Atlantis');
  });
});

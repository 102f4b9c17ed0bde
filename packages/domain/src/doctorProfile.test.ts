import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_LANGUAGE_CODES,
  CONSULTATION_LANGUAGES,
  consultationLanguages,
  DOCTOR_FEE_LIMITS,
  isDoctorFeeLimit,
  DOCTOR_GENDERS,
  DOCTOR_SEARCH_SORTS,
  isConsultationLanguage,
  isDoctorGender,
  isDoctorSearchSort,
  isQualification,
  QUALIFICATIONS,
  ratingAverage,
} from './doctorProfile';

describe("a doctor's profile", () => {
  it('knows the genders, languages and qualifications a profile may state, and nothing else', () => {
    for (const gender of DOCTOR_GENDERS) expect(isDoctorGender(gender)).toBe(true);
    for (const language of CONSULTATION_LANGUAGES) expect(isConsultationLanguage(language)).toBe(true);
    for (const qualification of QUALIFICATIONS) expect(isQualification(qualification)).toBe(true);
    for (const sort of DOCTOR_SEARCH_SORTS) expect(isDoctorSearchSort(sort)).toBe(true);
    for (const other of ['', 'Fee', 'Soonest', 'name', null]) expect(isDoctorSearchSort(other)).toBe(false);
    for (const limit of DOCTOR_FEE_LIMITS) expect(isDoctorFeeLimit(limit)).toBe(true);
    for (const other of [0, 999, 2500, '2000', null]) expect(isDoctorFeeLimit(other)).toBe(false);
    for (const other of ['', 'Female', 'other', 'Urdu', 'arabic', 'mbbs', 'PhD', null, 3, undefined]) {
      expect(isDoctorGender(other)).toBe(false);
      expect(isConsultationLanguage(other)).toBe(false);
      expect(isQualification(other)).toBe(false);
    }
  });

  it('lists a doctor’s languages once each, Urdu first, dropping any it does not know', () => {
    expect(consultationLanguages(['pashto', 'english', 'urdu', 'english', 'arabic'])).toEqual([
      'urdu',
      'english',
      'pashto',
    ]);
    expect(consultationLanguages([])).toEqual([]);
  });

  it('gives each language a BCP 47 code of its own', () => {
    const codes = CONSULTATION_LANGUAGES.map((language) => CONSULTATION_LANGUAGE_CODES[language]);
    expect(new Set(codes).size).toBe(CONSULTATION_LANGUAGES.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2,3}$/);
    expect(CONSULTATION_LANGUAGE_CODES.urdu).toBe('ur');
  });

  it('averages ratings to one decimal, and has no average before the first rating', () => {
    expect(ratingAverage(14, 3)).toBe(4.7);
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(401, 100)).toBe(4);
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(12, -1)).toBeNull();
    expect(ratingAverage(Number.NaN, 3)).toBeNull();
    // A sum out of the ratings' range (a data error) still gives an average a person could have given.
    expect(ratingAverage(100, 2)).toBe(5);
    expect(ratingAverage(1, 2)).toBe(1);
  });
});

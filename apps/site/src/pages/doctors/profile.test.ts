import type { Schema } from '@aafiyat/api';
import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';
import { urdu } from '../../i18n/urdu';
import { isServedProfile, profileBackLink, profileFallbackMeta, profileMeta } from './profile';

const en = siteTranslator(english);
const ur = siteTranslator(urdu);

const sana: Schema<'Doctor'> = {
  pmdc: '45321-P',
  name: 'Dr. Sana Mirza',
  specialty: 'Cardiologist',
  city: 'Karachi',
  fee: 2500,
  working_days: [1, 2, 3],
  timings: { start: '17:00', end: '21:00' },
  is_online: true,
  online_fee: 2000,
  experience_years: 12,
  languages: ['urdu', 'english'],
  qualifications: ['MBBS', 'FCPS'],
  rating: { average: 4.7, count: 128 },
  clinic: {
    id: 3,
    name: 'Rahmat Family Clinic',
    address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
    city: 'Karachi',
    lat: 24.8004,
    lng: 67.0567,
  },
};

describe('profileMeta', () => {
  it("names the doctor, their specialty and city, and their experience, in the page's language", () => {
    expect(profileMeta(en, 'en', sana)).toMatchObject({
      title: 'Dr. Sana Mirza, Cardiologist in Karachi',
      description: expect.stringContaining('with 12 years of experience') as unknown,
    });
    expect(profileMeta(en, 'en', { ...sana, experience_years: 0 }).description).toContain(
      'with less than a year of experience',
    );
    expect(profileMeta(ur, 'ur', sana)).toMatchObject({
      title: 'Dr. Sana Mirza، کراچی میں ماہر امراض قلب',
      description: expect.stringContaining('12 سال کا تجربہ') as unknown,
    });
  });

  it('describes the doctor as a Physician at their page, with their clinic and its place', () => {
    const [physician] = profileMeta(en, 'en', sana).jsonLd ?? [];
    expect(physician).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Dr. Sana Mirza',
      url: 'https://aafiyat.pk/doctors/karachi/cardiologist/dr-sana-mirza-45321-p',
      medicalSpecialty: 'https://schema.org/Cardiovascular',
      availableService: { '@type': 'MedicalTherapy', name: 'Online video consultation' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 128 },
      address: { '@type': 'PostalAddress', streetAddress: sana.clinic?.address, addressLocality: 'Karachi' },
      geo: { '@type': 'GeoCoordinates', latitude: 24.8004, longitude: 67.0567 },
    });
    // The reviews the page shows, as Reviews of the Physician: the words as written, none for a review without.
    const [reviewed] =
      profileMeta(en, 'en', sana, [
        { id: 2, author: 'Ayesha K.', rating: 5, text: 'Very <b>patient</b>.', date: '2026-11-20' },
        { id: 1, author: 'محمد ع.', rating: 4, text: '', date: '2026-11-12' },
      ]).jsonLd ?? [];
    expect(reviewed).toMatchObject({
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ayesha K.' },
          datePublished: '2026-11-20',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          reviewBody: 'Very <b>patient</b>.',
        },
        { author: { name: 'محمد ع.' }, reviewRating: { ratingValue: 4 } },
      ],
    });
    expect((reviewed as { review: object[] }).review[1]).not.toHaveProperty('reviewBody');
    expect(physician).not.toHaveProperty('review');
    const { clinic: _clinic, ...withoutClinic } = sana;
    const [unplaced] = profileMeta(en, 'en', withoutClinic).jsonLd ?? [];
    expect(unplaced).toMatchObject({ address: { addressLocality: 'Karachi', addressCountry: 'PK' } });
    expect(unplaced).not.toHaveProperty('geo');
  });

  it('says what the page is before it knows its doctor', () => {
    expect(profileFallbackMeta(en)).toEqual({
      title: "A doctor's profile",
      description: expect.any(String) as unknown,
    });
  });
});

describe('profileBackLink', () => {
  it('leads to the listing page of the doctor’s city and specialty', () => {
    expect(profileBackLink(en, 'en', sana)).toEqual({
      href: '/doctors/karachi/cardiologist',
      label: 'Cardiologist in Karachi: every doctor',
    });
    expect(profileBackLink(ur, 'ur', sana)?.label).toBe('کراچی میں ماہر امراض قلب: تمام ڈاکٹر');
    expect(profileBackLink(en, 'en', { ...sana, specialty: 'Hakeem' })).toBeNull();
  });
});

describe('isServedProfile', () => {
  it("tells a profile's data from anything else a page may be given", () => {
    const reviews = { data: [], page: 1, page_size: 10, total: 0, rating: { average: null, count: 0 } };
    expect(isServedProfile({ doctor: sana, slots: [], today: '2026-11-30', reviews })).toBe(true);
    for (const other of [
      undefined,
      null,
      sana,
      { doctor: sana, slots: [] },
      { doctor: sana, slots: [], today: '2026-11-30' },
      { doctor: sana, slots: [], today: '2026-11-30', reviews: { data: 'none' } },
      { doctor: { pmdc: 1, name: 'x' }, slots: [], today: '2026-11-30', reviews },
      { doctor: sana, slots: 'none', today: '2026-11-30', reviews },
    ]) {
      expect(isServedProfile(other)).toBe(false);
    }
  });
});

import { ALL_CITIES_VALUE } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import {
  DOCTOR_SEARCH_PAGE_SIZE,
  doctorSearchHref,
  emptySearch,
  filtersOf,
  isUnfiltered,
  jsonLdText,
  pageCountOf,
  parseDoctorSearch,
  physiciansJsonLd,
  resultsCountLabel,
  resultsRangeLabel,
  sameFilters,
  searchDoctorsQuery,
  serializeDoctorSearch,
  type DoctorSearch,
} from './search';

const parse = (query: string) => parseDoctorSearch(new URLSearchParams(query));

describe('parseDoctorSearch', () => {
  it('reads every filter and the page', () => {
    expect(parse('city=Lahore&speciality=Dermatologist&is_online=true&q=Hira&page=2')).toEqual({
      city: 'Lahore',
      speciality: 'Dermatologist',
      online: true,
      q: 'Hira',
      page: 2,
    });
  });

  it('gives every doctor on the first page for an empty query', () => {
    expect(parse('')).toEqual(emptySearch);
  });

  it("reads the form's own submission without JavaScript: All cities, an empty speciality and text", () => {
    expect(parse('city=All&speciality=&q=')).toEqual(emptySearch);
    expect(parse('city=all&speciality=Dentist&q=&is_online=true')).toEqual({
      ...emptySearch,
      speciality: 'Dentist',
      online: true,
    });
  });

  it('counts only is_online=true as online only', () => {
    expect(parse('is_online=true').online).toBe(true);
    for (const value of ['false', '1', 'on', 'TRUE', ''])
      expect(parse(`is_online=${value}`).online).toBe(false);
  });

  it("trims text, folds runs of spaces, and drops text outside the contract's bounds", () => {
    expect(parse('city=%20%20Dera%20%20Ismail%20Khan%20&q=%20%20Shifa%20%20clinic%20')).toMatchObject({
      city: 'Dera Ismail Khan',
      q: 'Shifa clinic',
    });
    expect(parse('city=K&speciality=X').city).toBe(ALL_CITIES_VALUE);
    expect(parse('speciality=X').speciality).toBe('');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parse(`city=${'b'.repeat(80)}`).city).toHaveLength(60);
  });

  it('falls back to the first page for a page that is not a whole number from 1', () => {
    for (const value of ['0', '-2', '1.5', 'two', '', '99999', '1e3'])
      expect(parse(`page=${value}`).page).toBe(1);
    expect(parse('page=10000').page).toBe(10_000);
    expect(parse('page=007').page).toBe(7);
  });
});

describe('serializeDoctorSearch', () => {
  it('writes the filters in a fixed order and leaves out every default', () => {
    const search: DoctorSearch = {
      city: 'Lahore',
      speciality: 'Dermatologist',
      online: true,
      q: 'Hira',
      page: 2,
    };
    expect(serializeDoctorSearch(search)).toBe(
      'city=Lahore&speciality=Dermatologist&is_online=true&q=Hira&page=2',
    );
    expect(serializeDoctorSearch(emptySearch)).toBe('');
    expect(serializeDoctorSearch({ ...emptySearch, city: '' })).toBe('');
  });

  it('round-trips through the parser', () => {
    const searches: DoctorSearch[] = [
      emptySearch,
      { ...emptySearch, online: true },
      {
        city: 'Dera Ghazi Khan',
        speciality: 'Child Specialist',
        online: false,
        q: 'Dr. Saima & Co',
        page: 3,
      },
    ];
    for (const search of searches) {
      expect(parseDoctorSearch(new URLSearchParams(serializeDoctorSearch(search)))).toEqual(search);
    }
  });

  it('writes the same address for searches that mean the same', () => {
    expect(serializeDoctorSearch({ ...emptySearch, city: ' Lahore ', q: '  ' })).toBe('city=Lahore');
    expect(serializeDoctorSearch({ ...emptySearch, page: 0 })).toBe('');
  });
});

describe('doctorSearchHref', () => {
  it("is the page's path alone with no filter, else the path and the query", () => {
    expect(doctorSearchHref(emptySearch)).toBe('/doctors/search');
    expect(doctorSearchHref({ ...emptySearch, online: true })).toBe('/doctors/search?is_online=true');
    expect(doctorSearchHref({ ...emptySearch, city: 'Karachi', page: 3 })).toBe(
      '/doctors/search?city=Karachi&page=3',
    );
  });
});

describe('filters', () => {
  it('takes the page off a search', () => {
    expect(filtersOf({ ...emptySearch, city: 'Multan', page: 4 })).toEqual({
      city: 'Multan',
      speciality: '',
      online: false,
      q: '',
    });
  });

  it('compares searches by what they filter, not by page', () => {
    const pageThree: DoctorSearch = { ...emptySearch, city: 'Multan', page: 3 };
    expect(sameFilters({ ...emptySearch, city: 'Multan' }, pageThree)).toBe(true);
    expect(sameFilters({ ...emptySearch, city: 'All' }, { ...emptySearch, city: '' })).toBe(true);
    expect(sameFilters({ ...emptySearch, q: 'a' }, emptySearch)).toBe(false);
    expect(isUnfiltered({ ...emptySearch, q: ' ' })).toBe(true);
    expect(isUnfiltered({ ...emptySearch, online: true })).toBe(false);
  });
});

describe('searchDoctorsQuery', () => {
  it("leaves out 'All' cities and empty filters, and names the specialty as the contract does", () => {
    expect(searchDoctorsQuery(emptySearch)).toEqual({ page: 1, page_size: DOCTOR_SEARCH_PAGE_SIZE });
    expect(
      searchDoctorsQuery({ city: 'Quetta', speciality: 'Cardiologist', online: true, q: 'Adnan', page: 2 }),
    ).toEqual({
      city: 'Quetta',
      specialty: 'Cardiologist',
      is_online: true,
      q: 'Adnan',
      page: 2,
      page_size: DOCTOR_SEARCH_PAGE_SIZE,
    });
  });

  it('sends only what the contract accepts, whatever the search holds', () => {
    expect(searchDoctorsQuery({ ...emptySearch, city: 'X', q: '   ', page: -1 }, 20)).toEqual({
      page: 1,
      page_size: 20,
    });
  });
});

describe('counts', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(28, 10)).toBe(3);
    expect(pageCountOf(30, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(Number.NaN, 10)).toBe(1);
    expect(pageCountOf(5, 0)).toBe(1);
  });

  it('says how many doctors were found', () => {
    expect(resultsCountLabel(0)).toBe('No doctors found');
    expect(resultsCountLabel(1)).toBe('1 doctor found');
    expect(resultsCountLabel(1234)).toBe('1,234 doctors found');
  });

  it('says which results a page shows', () => {
    expect(resultsRangeLabel(1, 10, 10, 28)).toBe('Showing 1 to 10 of 28');
    expect(resultsRangeLabel(3, 10, 8, 28)).toBe('Showing 21 to 28 of 28');
  });
});

describe('physiciansJsonLd', () => {
  const doctor = {
    pmdc: '45321-P',
    name: 'Dr. Sana Mirza',
    specialty: 'Cardiologist',
    city: 'Karachi',
    fee: 2500,
    working_days: [1, 2],
    timings: { start: '17:00', end: '21:00' },
    is_online: true,
    experience_years: 12,
    clinic_name: 'Shifa Family Clinic',
  };

  it('describes each doctor as a schema.org Physician', () => {
    const data = physiciansJsonLd(
      [doctor, { ...doctor, pmdc: '7788-S', name: 'Dr. Tariq Mehmood', is_online: false, fee: 800 }],
      (pmdc) => `https://aafiyat.pk/api/doctor/image?pmdc=${pmdc}`,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Physician',
          name: 'Dr. Sana Mirza',
          medicalSpecialty: 'https://schema.org/Cardiovascular',
          identifier: { '@type': 'PropertyValue', propertyID: 'PMDC', value: '45321-P' },
          image: 'https://aafiyat.pk/api/doctor/image?pmdc=45321-P',
          address: { '@type': 'PostalAddress', addressLocality: 'Karachi', addressCountry: 'PK' },
          priceRange: 'Rs 2,500',
          currenciesAccepted: 'PKR',
          availableService: { '@type': 'MedicalTherapy', name: 'Online video consultation' },
        },
        {
          '@type': 'Physician',
          name: 'Dr. Tariq Mehmood',
          medicalSpecialty: 'https://schema.org/Cardiovascular',
          identifier: { '@type': 'PropertyValue', propertyID: 'PMDC', value: '7788-S' },
          image: 'https://aafiyat.pk/api/doctor/image?pmdc=7788-S',
          address: { '@type': 'PostalAddress', addressLocality: 'Karachi', addressCountry: 'PK' },
          priceRange: 'Rs 800',
          currenciesAccepted: 'PKR',
        },
      ],
    });
  });

  it('names no specialty that schema.org does not know, rather than writing free text', () => {
    const data = physiciansJsonLd([{ ...doctor, specialty: 'Hakeem' }], () => 'https://aafiyat.pk/x');
    const [physician] = (data as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(physician).toMatchObject({ '@type': 'Physician', name: 'Dr. Sana Mirza' });
    expect(physician).not.toHaveProperty('medicalSpecialty');
  });
});

describe('jsonLdText', () => {
  it('never lets the text close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes the line separators', () => {
    const text = jsonLdText({ note: 'a\u2028b\u2029c' });
    expect(text).toBe('{"note":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ note: 'a\u2028b\u2029c' });
  });
});

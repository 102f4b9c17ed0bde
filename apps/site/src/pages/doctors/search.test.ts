import type { Schema } from '@aafiyat/api';
import { ALL_CITIES_VALUE } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';
import { urdu } from '../../i18n/urdu';
import {
  DOCTOR_SEARCH_PAGE_SIZE,
  doctorSearchHref,
  doctorSearchOfAddress,
  emptySearch,
  filtersOf,
  isUnfiltered,
  jsonLdText,
  pageCountOf,
  parseDoctorSearch,
  physiciansJsonLd,
  resultsCountLabel,
  resultsPageLabel,
  resultsRangeLabel,
  resultsStatusText,
  sameFilters,
  searchDoctorsQuery,
  serializeDoctorSearch,
  type DoctorSearch,
} from './search';

const parse = (query: string) => parseDoctorSearch(new URLSearchParams(query));

const en = siteTranslator(english);
const ur = siteTranslator(urdu);

const doctor: Schema<'Doctor'> = {
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
  languages: ['urdu', 'english'],
  qualifications: ['MBBS', 'FCPS'],
  rating: { average: 4.7, count: 128 },
};

describe('parseDoctorSearch', () => {
  it('reads every filter and the page', () => {
    expect(
      parse(
        'city=Lahore&speciality=Dermatologist&is_online=true&gender=female&language=punjabi&available_today=true&fee_max=3000&sort=fee&q=Hira&page=2',
      ),
    ).toEqual({
      city: 'Lahore',
      speciality: 'Dermatologist',
      online: true,
      gender: 'female',
      language: 'punjabi',
      today: true,
      feeMax: '3000',
      sort: 'fee',
      q: 'Hira',
      page: 2,
    });
    // Only the fee limits the filters offer, as digits.
    for (const fee of ['2500', '-1000', '1e3', ' 2000', 'abc', ''])
      expect(parse(`fee_max=${fee}`).feeMax).toBe('');
    expect(parse('fee_max=01000').feeMax).toBe('1000');
    for (const sort of ['relevance', 'nearest', 'Fee', '']) expect(parse(`sort=${sort}`).sort).toBe('');
    expect(parse('sort=soonest').sort).toBe('soonest');
  });

  it('reads only a gender and a language the contract knows, exactly as written', () => {
    expect(parse('gender=male&language=saraiki')).toMatchObject({ gender: 'male', language: 'saraiki' });
    for (const [gender, language] of [
      ['Female', 'Punjabi'],
      ['other', 'arabic'],
      ['', ''],
      ['female ', 'urdu,english'],
    ]) {
      expect(parse(`gender=${gender}&language=${language}`)).toMatchObject({ gender: '', language: '' });
    }
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

  it('counts only is_online=true as online only, and available_today=true as today only', () => {
    expect(parse('is_online=true').online).toBe(true);
    expect(parse('available_today=true').today).toBe(true);
    for (const value of ['false', '1', 'on', 'TRUE', '']) {
      expect(parse(`is_online=${value}`).online).toBe(false);
      expect(parse(`available_today=${value}`).today).toBe(false);
    }
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
      gender: 'female',
      language: 'punjabi',
      today: true,
      feeMax: '2000',
      sort: 'rating',
      q: 'Hira',
      page: 2,
    };
    expect(serializeDoctorSearch(search)).toBe(
      'city=Lahore&speciality=Dermatologist&is_online=true&gender=female&language=punjabi&available_today=true&fee_max=2000&sort=rating&q=Hira&page=2',
    );
    // Relevance is the default order: it is left out too.
    expect(serializeDoctorSearch({ ...emptySearch, sort: 'relevance' })).toBe('');
    expect(serializeDoctorSearch({ ...emptySearch, gender: 'other', language: 'arabic' })).toBe('');
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
        gender: 'male',
        language: 'balochi',
        today: false,
        feeMax: '5000',
        sort: 'fee',
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

  it("is the listing page of a city's doctors of one specialty, with the other filters as its query", () => {
    expect(doctorSearchHref({ ...emptySearch, city: 'Lahore', speciality: 'Cardiologist' })).toBe(
      '/doctors/lahore/cardiologist',
    );
    expect(
      doctorSearchHref({
        ...emptySearch,
        city: 'Dera Ghazi Khan',
        speciality: 'ENT Specialist',
        gender: 'female',
        page: 2,
      }),
    ).toBe('/doctors/dera-ghazi-khan/ent-specialist?gender=female&page=2');
    // A specialty without listing pages, or every city, stays a search.
    expect(doctorSearchHref({ ...emptySearch, city: 'Lahore', speciality: 'Hakeem' })).toBe(
      '/doctors/search?city=Lahore&speciality=Hakeem',
    );
    expect(doctorSearchHref({ ...emptySearch, speciality: 'Cardiologist' })).toBe(
      '/doctors/search?speciality=Cardiologist',
    );
  });
});

describe('doctorSearchOfAddress', () => {
  it('reads the city and specialty of a listing page from its path, the rest from its query', () => {
    expect(doctorSearchOfAddress('/doctors/lahore/dermatologist', '?gender=female&page=2')).toEqual({
      ...emptySearch,
      city: 'Lahore',
      speciality: 'Dermatologist',
      gender: 'female',
      page: 2,
    });
    // The path decides: a city or specialty in the query does not move the page elsewhere.
    expect(doctorSearchOfAddress('/doctors/lahore/dermatologist', 'city=Karachi&speciality=Dentist')).toEqual(
      {
        ...emptySearch,
        city: 'Lahore',
        speciality: 'Dermatologist',
      },
    );
  });

  it('reads the query alone on the search page', () => {
    expect(doctorSearchOfAddress('/doctors/search', '?city=Karachi&is_online=true')).toEqual(
      parse('city=Karachi&is_online=true'),
    );
  });

  it('gives back the address doctorSearchHref wrote', () => {
    for (const search of [
      emptySearch,
      { ...emptySearch, city: 'Lahore', speciality: 'Dermatologist', language: 'punjabi', sort: 'fee' },
      { ...emptySearch, city: 'Karachi', q: 'Hira', page: 3 },
    ] as const) {
      const href = doctorSearchHref(search);
      const [path = '', query = ''] = href.split('?');
      expect(doctorSearchOfAddress(path, query)).toEqual(search);
    }
  });
});

describe('filters', () => {
  it('takes the page off a search', () => {
    expect(filtersOf({ ...emptySearch, city: 'Multan', language: 'saraiki', page: 4 })).toEqual({
      city: 'Multan',
      speciality: '',
      online: false,
      gender: '',
      language: 'saraiki',
      today: false,
      feeMax: '',
      sort: '',
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
      searchDoctorsQuery({
        city: 'Quetta',
        speciality: 'Cardiologist',
        online: true,
        gender: 'female',
        language: 'balochi',
        today: true,
        feeMax: '1500',
        sort: 'fee',
        q: 'Adnan',
        page: 2,
      }),
    ).toEqual({
      city: 'Quetta',
      specialty: 'Cardiologist',
      is_online: true,
      gender: 'female',
      language: 'balochi',
      available_today: true,
      fee_max: 1500,
      sort: 'fee',
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
    expect(resultsCountLabel(en, 0)).toBe('No doctors found');
    expect(resultsCountLabel(en, 1)).toBe('1 doctor found');
    expect(resultsCountLabel(en, 1234)).toBe('1,234 doctors found');
  });

  it('says which results a page shows', () => {
    expect(resultsRangeLabel(en, 1, 10, 10, 28)).toBe('Showing 1 to 10 of 28');
    expect(resultsRangeLabel(en, 3, 10, 8, 28)).toBe('Showing 21 to 28 of 28');
    expect(resultsPageLabel(en, 3, 10, 8, 28)).toBe('Showing 21 to 28 of 28 (page 3 of 3)');
    expect(resultsPageLabel(en, 1, 10, 1, 1)).toBe('Showing 1 to 1 of 1');
  });

  it('says in Urdu how many doctors were found and which a page shows, in Western digits', () => {
    expect(resultsCountLabel(ur, 0)).toBe('کوئی ڈاکٹر نہیں ملا');
    expect(resultsCountLabel(ur, 1)).toBe('1 ڈاکٹر ملا');
    expect(resultsCountLabel(ur, 1234)).toBe('1,234 ڈاکٹرز ملے');
    expect(resultsPageLabel(ur, 2, 10, 10, 1234)).toBe(
      '1,234 میں سے 11 تا 20 دکھائے جا رہے ہیں (124 میں سے صفحہ 2)',
    );
  });
});

describe('resultsStatusText', () => {
  const success = (data: number, page: number, total: number) =>
    ({
      status: 'success',
      page: { data: Array.from({ length: data }, () => doctor), page, page_size: 10, total },
      receivedAt: new Date(),
    }) as const;

  it('says the outcome of a search, and the page when there are several', () => {
    expect(resultsStatusText(en, { status: 'static' })).toBe('');
    expect(resultsStatusText(en, { status: 'loading' })).toBe('Loading doctors…');
    expect(resultsStatusText(en, { status: 'error', message: 'Failed' })).toBe('');
    expect(resultsStatusText(en, success(0, 1, 0))).toBe('No doctors found');
    expect(resultsStatusText(en, success(1, 1, 1))).toBe('1 doctor found');
    expect(resultsStatusText(en, success(10, 1, 23))).toBe('23 doctors found, page 1 of 3');
    expect(resultsStatusText(en, success(0, 9, 23))).toBe(
      'This page of results is empty: there are 3 pages.',
    );
    expect(resultsStatusText(en, success(0, 9, 7))).toBe('This page of results is empty: there is 1 page.');
  });

  it('says it in Urdu', () => {
    expect(resultsStatusText(ur, success(10, 1, 23))).toBe('23 ڈاکٹرز ملے، 3 میں سے صفحہ 1');
    expect(resultsStatusText(ur, success(0, 9, 23))).toBe('نتائج کا یہ صفحہ خالی ہے: کل 3 صفحات ہیں۔');
  });
});

describe('physiciansJsonLd', () => {
  it('describes each doctor as a schema.org Physician', () => {
    const data = physiciansJsonLd(
      en,
      [
        doctor,
        {
          ...doctor,
          pmdc: '7788-S',
          name: 'Dr. Tariq Mehmood',
          is_online: false,
          fee: 800,
          // New on the site and silent about languages: neither is claimed.
          languages: [],
          rating: { average: null, count: 0 },
        },
      ],
      (pmdc) => `https://aafiyat.pk/api/doctor/image?pmdc=${pmdc}`,
      11,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
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
          knowsLanguage: ['ur', 'en'],
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: 4.7,
            ratingCount: 128,
            bestRating: 5,
            worstRating: 1,
          },
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
      ].map((item, index) => ({ '@type': 'ListItem', position: 11 + index, item })),
    });
  });

  it("names the online service in the page's language", () => {
    const data = physiciansJsonLd(ur, [doctor], () => 'https://aafiyat.pk/x');
    const [physician] = (
      data as { itemListElement: { item: Record<string, unknown> }[] }
    ).itemListElement.map(({ item }) => item);
    expect(physician).toMatchObject({
      name: 'Dr. Sana Mirza',
      availableService: { '@type': 'MedicalTherapy', name: 'آن لائن ویڈیو مشورہ' },
    });
  });

  it('names no specialty that schema.org does not know, rather than writing free text', () => {
    const data = physiciansJsonLd(en, [{ ...doctor, specialty: 'Hakeem' }], () => 'https://aafiyat.pk/x');
    const [physician] = (
      data as { itemListElement: { item: Record<string, unknown> }[] }
    ).itemListElement.map(({ item }) => item);
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

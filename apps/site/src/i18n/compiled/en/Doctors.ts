// Written by `npm run messages` from ../../messages/en/Doctors.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Doctors.meta.title': 'Find a doctor',
  'Doctors.meta.description':
    'Search doctors across Pakistan by city and speciality, see their fees in rupees, working days and next available day, and find those who consult online by video.',
  'Doctors.intro.heading': 'Find a doctor',
  'Doctors.intro.lead': [
    'Search doctors by city and speciality, compare fees and timings, and see who is available next. Tick "',
    ['onlineOnly'],
    '" to see doctors you can talk to by video from home.',
  ],
  'Doctors.listing.meta.title': [['specialty'], ' in ', ['city'], ': fees, timings and appointments'],
  'Doctors.listing.meta.description': [
    'Find a PMDC-verified ',
    ['specialty'],
    ' in ',
    ['city'],
    ': compare fees, languages, ratings and the next available day, and book an appointment at the clinic or online by video.',
  ],
  'Doctors.listing.heading': [['specialty'], ' in ', ['city']],
  'Doctors.listing.lead': [
    'Doctors in ',
    ['city'],
    ' who practise as ',
    ['specialty'],
    ', each with a PMDC number checked by us: their fees, the languages they speak, their patients\' ratings and the next day they see patients. Book a visit at the clinic, or tick "',
    ['onlineOnly'],
    '" to see who consults by video from home.',
  ],
  'Doctors.profile.meta.title': [['name'], ', ', ['specialty'], ' in ', ['city']],
  'Doctors.profile.meta.description': [
    ['name'],
    ' is a ',
    ['specialty'],
    ' in ',
    ['city'],
    ' with ',
    [
      'years',
      'select',
      {
        '0': ['less than a year'],
        other: [
          ['years#form', 'select', { one: [['years#digits'], ' year'], other: [['years#digits'], ' years'] }],
        ],
      },
    ],
    ' of experience and a PMDC number checked by us. See the fees, timings, languages and clinic, and book an appointment.',
  ],
  'Doctors.profile.meta.fallbackTitle': "A doctor's profile",
  'Doctors.profile.meta.fallbackDescription':
    "A doctor's qualifications, fees, timings and clinic, and an appointment with them at the clinic or online.",
  'Doctors.profile.back': [['specialty'], ' in ', ['city'], ': every doctor'],
  'Doctors.profile.loading': "Loading the doctor's profile…",
  'Doctors.profile.error': "We could not load this doctor's profile.",
  'Doctors.profile.notFound.heading': 'We could not find this doctor',
  'Doctors.profile.notFound.text':
    'The address may be old or mistyped. Search our doctors to find the one you are looking for.',
  'Doctors.profile.notFound.search': 'Search doctors',
  'Doctors.profile.reviews.heading': "Patients' reviews",
  'Doctors.profile.reviews.summary': [
    ['average'],
    ' out of 5 from ',
    [
      'count#form',
      'select',
      { one: [['count#digits'], ' verified visit'], other: [['count#digits'], ' verified visits'] },
    ],
  ],
  'Doctors.profile.reviews.pages': 'Pages of reviews',
  'Doctors.profile.reviews.newest': 'See the newest reviews',
  'Doctors.results.loadingHeading': 'Searching for doctors',
  'Doctors.results.loadingStatus': 'Loading doctors…',
  'Doctors.results.needsJavaScript': [
    'Doctor results load in your browser. If none appear, your browser may have JavaScript switched off: turn it on and search again, or call our helpline on ',
    ['phone'],
    ' and we will help you find a doctor.',
  ],
  'Doctors.results.errorHeading': 'Doctors could not be loaded',
  'Doctors.results.errorTitle': 'We could not load doctors',
  'Doctors.results.retry': 'Try again',
  'Doctors.results.emptyFiltered':
    'No doctors match these filters. Try another city or speciality, or clear the filters to see every doctor.',
  'Doctors.results.emptyUnfiltered': [
    'No doctors are listed yet. Please check again soon, or call our helpline on ',
    ['phone'],
    '.',
  ],
  'Doctors.results.clearFilters': 'Clear filters',
  'Doctors.results.pastLastPage': [
    'This page of results is empty: there ',
    [
      'pageCount#form',
      'select',
      { one: ['is ', ['pageCount#digits'], ' page'], other: ['are ', ['pageCount#digits'], ' pages'] },
    ],
    '.',
  ],
  'Doctors.results.firstPage': 'Go to the first page',
  'Doctors.results.pagesLabel': 'Pages of doctors',
  'Doctors.results.count': [
    [
      'count',
      'select',
      {
        '0': ['No doctors found'],
        other: [
          [
            'count#form',
            'select',
            { one: [['count#digits'], ' doctor found'], other: [['count#digits'], ' doctors found'] },
          ],
        ],
      },
    ],
  ],
  'Doctors.results.countOnPage': [
    [
      'count#form',
      'select',
      { one: [['count#digits'], ' doctor found'], other: [['count#digits'], ' doctors found'] },
    ],
    ', page ',
    ['page'],
    ' of ',
    ['pageCount'],
  ],
  'Doctors.results.range': ['Showing ', ['first'], ' to ', ['last'], ' of ', ['total']],
  'Doctors.results.rangeOnPage': [
    'Showing ',
    ['first'],
    ' to ',
    ['last'],
    ' of ',
    ['total'],
    ' (page ',
    ['page'],
    ' of ',
    ['pageCount'],
    ')',
  ],
  'Doctors.jsonLd.onlineService': 'Online video consultation',
  'Doctors.template.doctor': 'Doctor',
  'Doctors.template.speciality': 'Speciality',
  'Doctors.template.city': 'City',
  'Doctors.template.clinic': 'Clinic',
  'Doctors.template.errorMessage': 'Message',
  'Doctors.card.slots': 'Next open times',
  'Doctors.card.slotToday': ['Today ', ['time']],
  'Doctors.card.slotTomorrow': ['Tomorrow ', ['time']],
  'Doctors.card.slotOn': [['date'], ' ', ['time']],
};

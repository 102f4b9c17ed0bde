import type { LabProfileBranch, LabProfileCategory, LabProfileLab } from './LabProfileTypes';

/** A fictional lab, as `getLabInfo` answers. */
export const labFixture: LabProfileLab = {
  id: 3,
  lab_name: 'Noor Diagnostics',
  about:
    'Diagnostic laboratory with collection points across Punjab, Sindh and the capital. Reports reach you by SMS and email, most within 24 hours.',
  address: '7 Jail Road, Main Gulberg, Lahore',
  phone: '042-111-456-789',
  city: 'Lahore',
  lat: 31.5358,
  lng: 74.3289,
};

/** Its branches, ordered by city then name; Model Town has no phone of its own. */
export const labBranchesFixture: readonly LabProfileBranch[] = [
  {
    id: 31,
    branch_name: 'F-8 Markaz',
    address: 'Shop 4, Kaghan Road, F-8 Markaz, Islamabad',
    city: 'Islamabad',
    phone: '051-2256789',
    lat: 33.7096,
    lng: 73.0375,
  },
  {
    id: 34,
    branch_name: 'Clifton',
    address: 'Shop 2, Block 5, Clifton, Karachi',
    city: 'Karachi',
    phone: '021-35871234',
    lat: 24.8138,
    lng: 67.0299,
  },
  {
    id: 32,
    branch_name: 'Main Gulberg',
    address: '7 Jail Road, Main Gulberg, Lahore',
    city: 'Lahore',
    phone: '042-35761234',
    lat: 31.5358,
    lng: 74.3289,
  },
  {
    id: 33,
    branch_name: 'Model Town',
    address: '45-B, Link Road, Model Town',
    city: 'Lahore',
    lat: 31.4805,
    lng: 74.3239,
  },
];

/** A branch's catalogue: categories with tests and prices in rupees. */
export const labCategoriesFixture: readonly LabProfileCategory[] = [
  {
    id: 40,
    name: 'Haematology',
    tests: [
      { id: 501, name: 'Complete Blood Count (CBC)', price: 950 },
      { id: 502, name: 'ESR', price: 400 },
    ],
  },
  {
    id: 41,
    name: 'Biochemistry',
    tests: [
      { id: 511, name: 'Lipid Profile', price: 1800 },
      { id: 514, name: 'HbA1c', price: 1600 },
      { id: 515, name: 'Fasting Blood Sugar', price: 300 },
    ],
  },
  {
    id: 43,
    name: 'Infectious Diseases',
    tests: [
      { id: 531, name: 'HBsAg (Hepatitis B)', price: 900 },
      { id: 533, name: 'Dengue NS1 Antigen', price: 2500 },
    ],
  },
];

// A stand-in logo, inline so the stories need no network.
export const labLogoFixture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#e3f1f0"/><path d="M38 18h20v6h-4v20l16 28a6 6 0 0 1-5 9H31a6 6 0 0 1-5-9l16-28V24h-4z" fill="#0b6b66"/></svg>',
)}`;

/** Not an image at all: the browser fires `error`. */
export const brokenLogoFixture = 'data:image/png;base64,bm90IGFuIGltYWdl';

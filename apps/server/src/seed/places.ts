// The fictional clinics and medical test labs of the demo data set. Names, addresses and numbers are made up;
// the neighbourhoods and coordinates are real places so the maps links land somewhere sensible.
import type { PakistanCity } from '@aafiyat/domain';

export interface BranchSeed {
  branchName: string;
  city: PakistanCity;
  address: string;
  branchCode: string;
  /** The neighbourhood's coordinates (decimal degrees), for the branch's maps link. */
  latitude: string;
  longitude: string;
}

export interface ClinicGroupSeed {
  /** The owner; `null` is the demo clinic owner, whose account is made with the other demo sign-ins. */
  owner: { name: string; email: string; phone: string } | null;
  clinicName: string;
  branches: BranchSeed[];
}

/** Twelve clinics: the demo owner and two others run two branches each, six owners one. */
export const CLINIC_GROUPS: readonly ClinicGroupSeed[] = [
  {
    owner: null,
    clinicName: 'Rahmat Family Clinic',
    branches: [
      {
        branchName: 'DHA Phase 6',
        city: 'Karachi',
        address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
        branchCode: 'RFC-KHI-06',
        latitude: '24.8004',
        longitude: '67.0567',
      },
      {
        branchName: 'Gulshan-e-Iqbal',
        city: 'Karachi',
        address: 'B-112, Block 13-D, Gulshan-e-Iqbal, Karachi',
        branchCode: 'RFC-KHI-13',
        latitude: '24.9196',
        longitude: '67.0950',
      },
    ],
  },
  {
    owner: { name: 'Tariq Mehmood', email: 'tariq.mehmood@alnoor-clinic.example.pk', phone: '03214400112' },
    clinicName: 'Al-Noor Medical Centre',
    branches: [
      {
        branchName: 'Gulberg III',
        city: 'Lahore',
        address: '45-E, Main Boulevard, Gulberg III, Lahore',
        branchCode: 'ANM-LHE-01',
        latitude: '31.5120',
        longitude: '74.3429',
      },
      {
        branchName: 'Model Town',
        city: 'Lahore',
        address: '18 Bank Square Market, Model Town, Lahore',
        branchCode: 'ANM-LHE-02',
        latitude: '31.4833',
        longitude: '74.3260',
      },
    ],
  },
  {
    owner: { name: 'Saima Abbasi', email: 'saima.abbasi@carepoint.example.pk', phone: '03335500221' },
    clinicName: 'Care Point Clinic',
    branches: [
      {
        branchName: 'F-8 Markaz',
        city: 'Islamabad',
        address: 'Office 6, Kaghan Road, F-8 Markaz, Islamabad',
        branchCode: 'CPC-ISB-08',
        latitude: '33.7090',
        longitude: '73.0390',
      },
      {
        branchName: 'Saddar',
        city: 'Rawalpindi',
        address: '22 Bank Road, Saddar, Rawalpindi',
        branchCode: 'CPC-RWP-01',
        latitude: '33.5973',
        longitude: '73.0479',
      },
    ],
  },
  {
    owner: { name: 'Naveed Cheema', email: 'naveed.cheema@hayatclinic.example.pk', phone: '03016600331' },
    clinicName: 'Hayat Clinic',
    branches: [
      {
        branchName: 'Peoples Colony',
        city: 'Faisalabad',
        address: '7-A, Peoples Colony No. 1, Faisalabad',
        branchCode: 'HYT-FSD-01',
        latitude: '31.3980',
        longitude: '73.1063',
      },
    ],
  },
  {
    owner: { name: 'Farah Memon', email: 'farah.memon@mehranmedical.example.pk', phone: '03027700441' },
    clinicName: 'Mehran Medical Centre',
    branches: [
      {
        branchName: 'Latifabad',
        city: 'Hyderabad',
        address: 'Unit 8, Main Road, Latifabad, Hyderabad',
        branchCode: 'MMC-HYD-01',
        latitude: '25.3700',
        longitude: '68.3650',
      },
    ],
  },
  {
    owner: { name: 'Owais Khattak', email: 'owais.khattak@frontierclinic.example.pk', phone: '03118800551' },
    clinicName: 'Frontier Family Clinic',
    branches: [
      {
        branchName: 'University Town',
        city: 'Peshawar',
        address: 'House 14, Arbab Road, University Town, Peshawar',
        branchCode: 'FFC-PEW-01',
        latitude: '34.0066',
        longitude: '71.5130',
      },
    ],
  },
  {
    owner: { name: 'Asma Baloch', email: 'asma.baloch@quettahealth.example.pk', phone: '03129900661' },
    clinicName: 'Chiltan Health Clinic',
    branches: [
      {
        branchName: 'Jinnah Road',
        city: 'Quetta',
        address: '31 Jinnah Road, near Liaquat Bazaar, Quetta',
        branchCode: 'CHC-UET-01',
        latitude: '30.1920',
        longitude: '67.0080',
      },
    ],
  },
  {
    owner: { name: 'Zubair Gillani', email: 'zubair.gillani@zamanchildren.example.pk', phone: '03451100771' },
    clinicName: 'Zaman Children Clinic',
    branches: [
      {
        branchName: 'Gulgasht Colony',
        city: 'Multan',
        address: '12 Main Boulevard, Gulgasht Colony, Multan',
        branchCode: 'ZCC-MUX-01',
        latitude: '30.2160',
        longitude: '71.4790',
      },
    ],
  },
  {
    owner: { name: 'Kiran Bhatti', email: 'kiran.bhatti@sialkotcity.example.pk', phone: '03462200881' },
    clinicName: 'Sialkot City Clinic',
    branches: [
      {
        branchName: 'Cantt',
        city: 'Sialkot',
        address: '5 Paris Road, Sialkot Cantt, Sialkot',
        branchCode: 'SCC-SKT-01',
        latitude: '32.5050',
        longitude: '74.5350',
      },
    ],
  },
];

export interface LabSeed {
  name: string;
  about: string;
  phone: string;
  city: PakistanCity;
  address: string;
  latitude: string;
  longitude: string;
  /** How this lab's prices compare with the base prices of {@link LAB_CATEGORY_SEEDS}. */
  priceFactor: number;
  branches: {
    name: string;
    city: PakistanCity;
    address: string;
    phone: string;
    latitude: string;
    longitude: string;
  }[];
}

export const LAB_SEEDS: readonly LabSeed[] = [
  {
    name: 'Noor Diagnostics',
    about:
      'Diagnostic laboratory with collection points across Punjab and the capital, open seven days a week.',
    phone: '042-111-456-789',
    city: 'Lahore',
    address: '7 Jail Road, Main Gulberg, Lahore',
    latitude: '31.5358',
    longitude: '74.3289',
    priceFactor: 1.1,
    branches: [
      {
        name: 'Main Gulberg',
        city: 'Lahore',
        address: '7 Jail Road, Main Gulberg, Lahore',
        phone: '042-3576-1234',
        latitude: '31.5358',
        longitude: '74.3289',
      },
      {
        name: 'DHA Phase 5',
        city: 'Lahore',
        address: '12-CCA, Phase 5, DHA, Lahore',
        phone: '042-3718-5566',
        latitude: '31.4627',
        longitude: '74.4090',
      },
      {
        name: 'F-8 Markaz',
        city: 'Islamabad',
        address: 'Shop 4, Kaghan Road, F-8 Markaz, Islamabad',
        phone: '051-2256789',
        latitude: '33.7096',
        longitude: '73.0375',
      },
    ],
  },
  {
    name: 'Indus Path Lab',
    about: 'Pathology laboratory serving Karachi and Hyderabad, with home sample collection.',
    phone: '021-111-463-877',
    city: 'Karachi',
    address: 'SB-5, Block 13-C, Gulshan-e-Iqbal, Karachi',
    latitude: '24.9218',
    longitude: '67.0931',
    priceFactor: 1,
    branches: [
      {
        name: 'Gulshan-e-Iqbal',
        city: 'Karachi',
        address: 'SB-5, Block 13-C, Gulshan-e-Iqbal, Karachi',
        phone: '021-3481-2233',
        latitude: '24.9218',
        longitude: '67.0931',
      },
      {
        name: 'Clifton Block 5',
        city: 'Karachi',
        address: 'Plot 9, Block 5, Clifton, Karachi',
        phone: '021-3587-1234',
        latitude: '24.8138',
        longitude: '67.0300',
      },
      {
        name: 'Latifabad',
        city: 'Hyderabad',
        address: 'Unit 7, Main Road, Latifabad, Hyderabad',
        phone: '022-3861234',
        latitude: '25.3720',
        longitude: '68.3660',
      },
    ],
  },
  {
    name: 'Margalla Diagnostic Centre',
    about: 'Pathology and radiology for the twin cities, with home sample collection.',
    phone: '051-111-627-742',
    city: 'Islamabad',
    address: 'Plot 17, Jinnah Avenue, Blue Area, Islamabad',
    latitude: '33.7104',
    longitude: '73.0551',
    priceFactor: 1.15,
    branches: [
      {
        name: 'Blue Area',
        city: 'Islamabad',
        address: 'Plot 17, Jinnah Avenue, Blue Area, Islamabad',
        phone: '051-2870011',
        latitude: '33.7104',
        longitude: '73.0551',
      },
      {
        name: 'Saddar',
        city: 'Rawalpindi',
        address: '40 Bank Road, Saddar, Rawalpindi',
        phone: '051-5123456',
        latitude: '33.5973',
        longitude: '73.0479',
      },
    ],
  },
  {
    name: 'Sehat Labs',
    about: 'A laboratory in Peshawar for routine and specialised tests, reports on the same day.',
    phone: '091-5274411',
    city: 'Peshawar',
    address: '12 Saddar Road, Peshawar Cantt, Peshawar',
    latitude: '34.0015',
    longitude: '71.5449',
    priceFactor: 0.9,
    branches: [
      {
        name: 'Peshawar Cantt',
        city: 'Peshawar',
        address: '12 Saddar Road, Peshawar Cantt, Peshawar',
        phone: '091-5274411',
        latitude: '34.0015',
        longitude: '71.5449',
      },
      {
        name: 'University Town',
        city: 'Peshawar',
        address: 'House 21, Jamrud Road, University Town, Peshawar',
        phone: '091-5840123',
        latitude: '34.0043',
        longitude: '71.4936',
      },
    ],
  },
  {
    name: 'Saman Diagnostics',
    about: 'Laboratory and imaging centre for south Punjab.',
    phone: '061-4512345',
    city: 'Multan',
    address: 'Abdali Road, near Chowk Kumharan, Multan',
    latitude: '30.1979',
    longitude: '71.4697',
    priceFactor: 0.95,
    branches: [
      {
        name: 'Abdali Road',
        city: 'Multan',
        address: 'Abdali Road, near Chowk Kumharan, Multan',
        phone: '061-4512345',
        latitude: '30.1979',
        longitude: '71.4697',
      },
      {
        name: 'Gulgasht Colony',
        city: 'Multan',
        address: 'Main Boulevard, Gulgasht Colony, Multan',
        phone: '061-6223344',
        latitude: '30.2211',
        longitude: '71.4786',
      },
      {
        name: 'Model Town',
        city: 'Bahawalpur',
        address: 'Model Town A, Bahawalpur',
        phone: '062-2881234',
        latitude: '29.3956',
        longitude: '71.6836',
      },
    ],
  },
];

/** Test categories with their tests and base prices in rupees; each branch offers Blood and Urine Tests. */
export const LAB_CATEGORY_SEEDS: readonly { name: string; always: boolean; tests: [string, number][] }[] = [
  {
    name: 'Blood Tests',
    always: true,
    tests: [
      ['Complete Blood Count (CBC)', 950],
      ['ESR', 400],
      ['Blood Sugar Fasting', 250],
      ['HbA1c', 1600],
      ['Lipid Profile', 1800],
      ['Liver Function Tests (LFT)', 1500],
      ['Renal Function Tests (RFT)', 1400],
      ['Vitamin D (25-OH)', 3500],
      ['Serum Ferritin', 2200],
      ['Dengue NS1 Antigen', 2500],
    ],
  },
  {
    name: 'Urine Tests',
    always: true,
    tests: [
      ['Urine Routine Examination', 450],
      ['Urine Culture and Sensitivity', 1500],
      ['Urine Microalbumin', 1300],
      ['24-Hour Urine Protein', 1200],
    ],
  },
  {
    name: 'Radiology',
    always: false,
    tests: [
      ['Chest X-Ray (PA view)', 1200],
      ['Ultrasound Abdomen', 3000],
      ['Ultrasound Pelvis', 2800],
      ['CT Scan Brain (plain)', 9000],
      ['MRI Knee', 18_000],
    ],
  },
  {
    name: 'Cardiac Tests',
    always: false,
    tests: [
      ['ECG', 800],
      ['Echocardiography', 5000],
      ['Exercise Tolerance Test (ETT)', 6500],
      ['Troponin I', 2800],
      ['24-Hour Holter Monitoring', 7500],
    ],
  },
  {
    name: 'Hormone Tests',
    always: false,
    tests: [
      ['Thyroid Profile (TSH, T3, T4)', 2400],
      ['Serum Prolactin', 1900],
      ['Serum Testosterone', 2300],
      ['Beta HCG', 1700],
    ],
  },
];

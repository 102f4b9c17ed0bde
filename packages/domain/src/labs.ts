/**
 * The partner labs: the medical test labs people can book on Aafiyat, as the labs list shows them. The list is
 * prerendered from these, so it reads without JavaScript; the demo server seeds the same labs in this id order
 * (a server test holds the two together).
 */

import type { PakistanCity } from './cities';

/** A partner lab as the labs list shows it. */
export interface PartnerLab {
  /** The lab's id: its page is `/labs/{id}`. */
  readonly id: number;
  /** The lab's name, as the API's lab list gives it. */
  readonly lab_name: string;
  /** The city of its head office. */
  readonly city: PakistanCity;
  /** The city of each branch (collection point), one entry per branch. */
  readonly branchCities: readonly PakistanCity[];
  /** Whether the lab collects samples at home. */
  readonly homeSampling: boolean;
}

/** The partner labs, ordered by name as the API lists them. */
export const PARTNER_LABS: readonly PartnerLab[] = [
  {
    id: 2,
    lab_name: 'Indus Path Lab',
    city: 'Karachi',
    branchCities: ['Karachi', 'Karachi', 'Hyderabad'],
    homeSampling: true,
  },
  {
    id: 3,
    lab_name: 'Margalla Diagnostic Centre',
    city: 'Islamabad',
    branchCities: ['Islamabad', 'Rawalpindi'],
    homeSampling: true,
  },
  {
    id: 1,
    lab_name: 'Noor Diagnostics',
    city: 'Lahore',
    branchCities: ['Lahore', 'Lahore', 'Islamabad'],
    homeSampling: false,
  },
  {
    id: 5,
    lab_name: 'Saman Diagnostics',
    city: 'Multan',
    branchCities: ['Multan', 'Multan', 'Bahawalpur'],
    homeSampling: false,
  },
  {
    id: 4,
    lab_name: 'Sehat Labs',
    city: 'Peshawar',
    branchCities: ['Peshawar', 'Peshawar'],
    homeSampling: false,
  },
];

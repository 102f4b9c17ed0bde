/**
 * Pakistani cities offered in city pickers and filters: the larger cities of every province and of
 * Islamabad Capital Territory, Azad Jammu and Kashmir and Gilgit-Baltistan. Kept sorted with
 * `localeCompare(…, 'en')` so pickers need not sort, and so a test can prove it.
 */

/** City names, unique and sorted (English collation). */
export const PAKISTAN_CITIES = [
  'Abbottabad',
  'Ahmedpur East',
  'Arifwala',
  'Attock',
  'Badin',
  'Bagh',
  'Bahawalnagar',
  'Bahawalpur',
  'Bannu',
  'Bhakkar',
  'Bhimber',
  'Burewala',
  'Chakwal',
  'Chaman',
  'Charsadda',
  'Chilas',
  'Chiniot',
  'Chishtian',
  'Chitral',
  'Dadu',
  'Daska',
  'Dera Ghazi Khan',
  'Dera Ismail Khan',
  'Dera Murad Jamali',
  'Faisalabad',
  'Ghotki',
  'Gilgit',
  'Gojra',
  'Gujranwala',
  'Gujrat',
  'Gwadar',
  'Hafizabad',
  'Hangu',
  'Haripur',
  'Hub',
  'Hyderabad',
  'Islamabad',
  'Jacobabad',
  'Jamshoro',
  'Jaranwala',
  'Jhang',
  'Jhelum',
  'Kalat',
  'Kamalia',
  'Kamoke',
  'Kandhkot',
  'Karachi',
  'Karak',
  'Kasur',
  'Khairpur',
  'Khanewal',
  'Khanpur',
  'Khaplu',
  'Kharian',
  'Khushab',
  'Khuzdar',
  'Kohat',
  'Kot Addu',
  'Kotli',
  'Kotri',
  'Lahore',
  'Lakki Marwat',
  'Larkana',
  'Layyah',
  'Lodhran',
  'Loralai',
  'Mandi Bahauddin',
  'Mansehra',
  'Mardan',
  'Mastung',
  'Mianwali',
  'Mingora',
  'Mirpur',
  'Mirpur Khas',
  'Mithi',
  'Multan',
  'Muridke',
  'Murree',
  'Muzaffarabad',
  'Muzaffargarh',
  'Nankana Sahib',
  'Narowal',
  'Naushahro Feroze',
  'Nawabshah',
  'Nowshera',
  'Okara',
  'Pakpattan',
  'Panjgur',
  'Parachinar',
  'Pattoki',
  'Peshawar',
  'Pishin',
  'Quetta',
  'Rahim Yar Khan',
  'Rajanpur',
  'Rawalakot',
  'Rawalpindi',
  'Sadiqabad',
  'Sahiwal',
  'Sanghar',
  'Sargodha',
  'Sheikhupura',
  'Shikarpur',
  'Sialkot',
  'Sibi',
  'Skardu',
  'Sukkur',
  'Swabi',
  'Tando Adam',
  'Tando Allahyar',
  'Tank',
  'Taxila',
  'Thatta',
  'Timergara',
  'Toba Tek Singh',
  'Turbat',
  'Umerkot',
  'Usta Muhammad',
  'Vehari',
  'Wah Cantonment',
  'Wazirabad',
  'Zhob',
] as const;

/** One of {@link PAKISTAN_CITIES}. */
export type PakistanCity = (typeof PAKISTAN_CITIES)[number];

/** A select option: the spec stores the city name as both value and label. */
export interface CityOption<Value extends string = PakistanCity> {
  /** What is stored and sent: the city name. */
  readonly value: Value;
  /** What is shown: the city name. */
  readonly label: Value;
}

/** The value and label of the option a city filter puts first. */
export const ALL_CITIES_VALUE = 'All';

/** The option that means "no city filter". */
export type AllCitiesOption = CityOption<typeof ALL_CITIES_VALUE>;

/** Every city as a select option, in {@link PAKISTAN_CITIES} order. */
export const CITY_OPTIONS: readonly CityOption[] = PAKISTAN_CITIES.map((city) => ({
  value: city,
  label: city,
}));

/** Returns the options with `{ value: 'All', label: 'All' }` first, as a city filter shows them. */
export function withAllOption<Option extends CityOption<string>>(
  options: readonly Option[],
): readonly (Option | AllCitiesOption)[] {
  return [{ value: ALL_CITIES_VALUE, label: ALL_CITIES_VALUE }, ...options];
}

/** True when `name` is exactly one of {@link PAKISTAN_CITIES} (case and spacing must match). */
export function isKnownCity(name: unknown): name is PakistanCity {
  return (PAKISTAN_CITIES as readonly unknown[]).includes(name);
}

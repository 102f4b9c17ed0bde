/**
 * What a person means by the words typed into the doctor search, in English, Urdu script or Roman Urdu: `heart`,
 * `دل` and `dil` all mean a cardiologist, `لاہور` and `lhr` mean Lahore. The words themselves are in
 * ./searchVocabulary.ts; the server turns what is read here into its filters (`GET /api/doctors/search?q=`).
 */
import { PAKISTAN_CITIES, type PakistanCity } from './cities';
import { CITY_OTHER_SPELLINGS, SPECIALTY_WORDS } from './searchVocabulary';
import { CITY_NAMES_UR, SPECIALTY_NAMES_UR } from './urduNames';

/** What a search's free text asks for. */
export interface SearchTextMeaning {
  /** The specialties its words name (English keys of {@link SPECIALTY_WORDS}), in the order they were typed. */
  readonly specialties: readonly string[];
  /** The cities its words name, in either script or a common other spelling, in the order they were typed. */
  readonly cities: readonly PakistanCity[];
  /** The words left to find literally (in a doctor's or clinic's name), lower case, in the order typed. */
  readonly terms: readonly string[];
}

/**
 * Words that only join or frame the others ("dil ka doctor", "heart specialist in Lahore", "بچوں کے ڈاکٹر",
 * "pait ka dard", "جلد کا علاج"): dropped once the words around them have been read, so they never have to appear
 * in a doctor's name.
 */
const JOINING_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'aur',
  'bemari',
  'best',
  'bimari',
  'dactar',
  'daktar',
  'dard',
  'disease',
  'doc',
  'doctor',
  'doctors',
  'dr',
  'for',
  'ilaaj',
  'ilaj',
  'in',
  'ka',
  'kay',
  'ke',
  'ki',
  'ko',
  'main',
  'marz',
  'masla',
  'me',
  'mein',
  'near',
  'of',
  'pain',
  'problem',
  'specialist',
  'the',
  'treatment',
  'اچھا',
  'اور',
  'بہترین',
  'بیماری',
  'تکلیف',
  'درد',
  'ڈاکٹر',
  'ڈاکٹرز',
  'علاج',
  'کا',
  'کو',
  'کی',
  'کے',
  'ماہر',
  'مرض',
  'مسئلہ',
  'میں',
]);

/** Marks Urdu writes only sometimes (zer, zabar, pesh, tashdeed, …) and the joining stroke (tatweel). */
const URDU_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Arabic letters a keyboard may give in place of the Urdu ones. */
const URDU_LETTERS: Readonly<Record<string, string>> = {
  '\u0643': '\u06A9', // ك → ک
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0647': '\u06C1', // ه → ہ
  '\u0629': '\u06C1', // ة → ہ
};

/**
 * Search text as it is compared: lower case, Urdu without its optional marks and with Urdu letters, punctuation of
 * both scripts as spaces, words separated by one space. `"Dil  ka Doctor!"` → `'dil ka doctor'`.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(URDU_MARKS, '')
    .replace(/[\u0643\u064A\u0649\u0647\u0629]/g, (letter) => URDU_LETTERS[letter] as string)
    .replace(/[\s.,;:!?'"()[\]{}،؛؟۔-]+/g, ' ')
    .trim();
}

/** Every phrase of the vocabulary, normalized, and what it names; and the longest phrase's length in words. */
interface Phrases {
  meanings: ReadonlyMap<string, { specialty: string } | { city: PakistanCity }>;
  longest: number;
}

let phrases: Phrases | undefined;

/** The vocabulary as a reading looks it up: built at the first search, not when the module loads. */
function vocabulary(): Phrases {
  if (phrases) return phrases;
  const meanings = new Map<string, { specialty: string } | { city: PakistanCity }>();
  let longest = 1;
  const add = (phrase: string, meaning: { specialty: string } | { city: PakistanCity }) => {
    // Every phrase has a word once normalized (the vocabulary's tests say so).
    const normalized = normalizeSearchText(phrase);
    longest = Math.max(longest, normalized.split(' ').length);
    meanings.set(normalized, meaning);
  };
  for (const [specialty, { words }] of Object.entries(SPECIALTY_WORDS)) {
    add(specialty, { specialty });
    for (const word of words) add(word, { specialty });
  }
  for (const [specialty, name] of Object.entries(SPECIALTY_NAMES_UR)) add(name, { specialty });
  for (const city of PAKISTAN_CITIES) {
    add(city, { city });
    add(CITY_NAMES_UR[city], { city });
  }
  for (const [spelling, city] of Object.entries(CITY_OTHER_SPELLINGS)) add(spelling, { city });
  phrases = { meanings, longest };
  return phrases;
}

/**
 * Reads a search's free text: the longest phrase of the vocabulary at each point names a specialty or a city; the
 * joining words ("ka", "doctor", "میں") are dropped; every other word is a term to find literally.
 * `'bachon ka doctor lahore mein'` → Child Specialist in Lahore, no terms; `'dr ayesha jild'` → Dermatologist,
 * terms `['ayesha']`.
 */
export function readSearchText(text: string): SearchTextMeaning {
  const { meanings, longest } = vocabulary();
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const specialties: string[] = [];
  const cities: PakistanCity[] = [];
  const terms: string[] = [];
  let at = 0;
  while (at < words.length) {
    let matched = 0;
    for (let length = Math.min(longest, words.length - at); length > 0 && matched === 0; length -= 1) {
      const meaning = meanings.get(words.slice(at, at + length).join(' '));
      if (!meaning) continue;
      matched = length;
      if ('specialty' in meaning) {
        if (!specialties.includes(meaning.specialty)) specialties.push(meaning.specialty);
      } else if (!cities.includes(meaning.city)) cities.push(meaning.city);
    }
    if (matched === 0) {
      const word = words[at] as string;
      if (!JOINING_WORDS.has(word) && !terms.includes(word)) terms.push(word);
      matched = 1;
    }
    at += matched;
  }
  return { specialties, cities, terms };
}

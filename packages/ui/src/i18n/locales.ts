// The languages the library speaks, and what each implies for the page: direction and the locale the numbers,
// plurals and dates are formatted in.

import { isLocale as isDomainLocale, LOCALES, type Locale as DomainLocale } from '@aafiyat/domain';

/** The library's languages: English and Urdu (the site's, from `@aafiyat/domain`). */
export const locales = LOCALES;
/** One of {@link locales}. */
export type Locale = DomainLocale;

/** Text directions the components support. */
export const textDirections = ['ltr', 'rtl'] as const;
/** One of {@link textDirections}. */
export type TextDirection = (typeof textDirections)[number];

/** Whether a value is one of the library's languages. */
export const isLocale: (value: unknown) => value is Locale = isDomainLocale;

/** The direction a language is written in: Urdu right to left, English left to right. */
export function directionOf(locale: Locale): TextDirection {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The locale numbers, plurals and dates are formatted in: Pakistan's, whose Urdu keeps Western digits
 * ("1,500", not "۱٬۵۰۰"), as Pakistani patients read prices and phone numbers.
 */
export function formattingLocale(locale: Locale): string {
  return locale === 'ur' ? 'ur-PK' : 'en-PK';
}

// The languages the library speaks, and what each implies for the page: direction and the locale the numbers,
// plurals and dates are formatted in.

/** The library's languages: English and Urdu. */
export const locales = ['en', 'ur'] as const;
/** One of {@link locales}. */
export type Locale = (typeof locales)[number];

/** Text directions the components support. */
export const textDirections = ['ltr', 'rtl'] as const;
/** One of {@link textDirections}. */
export type TextDirection = (typeof textDirections)[number];

/** Whether a value is one of the library's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

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

/**
 * The site's two languages and how an address says which one a page is in. English pages stay where they are;
 * each Urdu page is `/ur` followed by the same path and query (`/ur/doctors/search?is_online=true`). The site,
 * the server (which page to answer with, which language an SMS is sent in) and the component library all read
 * these rules from here.
 */

/** The site's languages: English and Urdu. */
export const LOCALES = ['en', 'ur'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The language of a page whose address names none, and of `hreflang="x-default"`. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The path segment that puts a page in Urdu. */
export const URDU_PATH_PREFIX = '/ur';

/**
 * The cookie that remembers the language a person chose with the language switch (`en` or `ur`); the server
 * answers a page's other-language address with the chosen one. Never set by guesswork.
 */
export const LANGUAGE_COOKIE = 'aafiyat_lang';

/** Each language's own name, as a language switch shows it to readers of that language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ur: 'اردو' };

/** Whether a value is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Whether a path (without query) lies under the Urdu prefix: `/ur` and `/ur/…`, not `/urology`. */
function isUrduPath(pathname: string): boolean {
  return pathname === URDU_PATH_PREFIX || pathname.startsWith(`${URDU_PATH_PREFIX}/`);
}

/** The language of the page at `pathname` (`/ur/labs` is Urdu; everything else English). */
export function localeOfPath(pathname: string): Locale {
  return isUrduPath(pathname) ? 'ur' : 'en';
}

/** The path with its language taken off: `/ur/labs` → `/labs`, `/ur` → `/`, `/labs` as it is. */
export function pathWithoutLocale(pathname: string): string {
  if (!isUrduPath(pathname)) return pathname;
  const rest = pathname.slice(URDU_PATH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The part of an address a router's `basename` covers for a language: `/ur` for Urdu, nothing for English. */
export function localeBasename(locale: Locale): string {
  return locale === 'ur' ? URDU_PATH_PREFIX : '';
}

/**
 * The same page in `locale`: an address inside the site (`/labs?x=1#top`, or one already in a language) with its
 * language set, query and fragment kept. Anything else (a full URL, `tel:`, `mailto:`, `#section`, `//host`, the
 * API) is returned as it is.
 */
export function pathInLocale(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return `${bare}${rest}`;
  return `${URDU_PATH_PREFIX}${bare === '/' ? '' : bare}${rest}`;
}

/** The language a `Cookie` header remembers (see {@link LANGUAGE_COOKIE}), or null when it remembers none. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | null {
  if (cookieHeader === undefined) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * The language a request asks to be answered in, from its `Accept-Language` header: Urdu when the first language
 * it names is Urdu (`ur`, `ur-PK`), else English. The site's pages send their own language with every API call,
 * so an SMS a page asks for is written in the page's language.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'ur' || first.startsWith('ur-') ? 'ur' : 'en';
}

/** The two forms a counted word takes in English and Urdu: "1 doctor", "2 doctors"; "1 ڈاکٹر", "2 ڈاکٹرز". */
export type CountForm = 'one' | 'other';

/**
 * The form of a word counted `count` times, the same in both languages (CLDR's rule for `en` and `ur`: "one" when
 * the count is exactly 1 or -1 with no decimals, "other" for everything else, 0 included). Written here rather than asked
 * of `Intl.PluralRules`, whose first use loads ICU data in the middle of a page's first interaction.
 */
export function countForm(count: number): CountForm {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

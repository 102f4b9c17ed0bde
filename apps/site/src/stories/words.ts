import { createTranslator, englishCatalog } from '@aafiyat/ui';
import {
  storyLocale,
  storyMessages as storyMessagesOf,
} from '../../../../packages/ui/src/test-support/storyLocale';
import { english } from '../i18n/english';
import { siteTranslator, type SiteTranslate } from '../i18n/language';
import { urdu } from '../i18n/urdu';

/** The library's words in English, for the site's stories to find elements by the catalog's names. */
export const englishWords = createTranslator('en', englishCatalog);

const siteTranslators = { en: siteTranslator(english), ur: siteTranslator(urdu) } as const;

/**
 * The site's words in the story's language (the toolbar's), for play functions to find a page's elements by the
 * site catalog's names, so one play function checks both languages: `siteWords(globals)('Home.banner.heading')`.
 */
export function siteWords(globals: Readonly<Record<string, unknown>>): SiteTranslate {
  return siteTranslators[storyLocale(globals)];
}

/** The component library's words in the story's language, for the names of the library's own parts. */
export { storyMessages as uiWords } from '../../../../packages/ui/src/test-support/storyLocale';

/**
 * A failure's sentence as a page in the story's language shows it: the server's (or the API client's) own words on
 * an English page, the library's sentence for the failure (`key`: its code, kind or status) on an Urdu page.
 */
export function failureWords(
  globals: Readonly<Record<string, unknown>>,
  english: string,
  key: Parameters<ReturnType<typeof storyMessagesOf>>[0],
): string {
  return storyLocale(globals) === 'en' ? english : storyMessagesOf(globals)(key);
}

// Each language's words come in a chunk of their own, loaded by the pages in that language only: an English page
// carries no Urdu and an Urdu page no English (ADR 0012).
import type { Locale } from '@aafiyat/domain';
import type { SiteLanguage } from './language';

const loaded = new Map<Locale, Promise<SiteLanguage>>();

/** The words a page has loaded (a page only ever loads its own language's), once they are there. */
let pageWords: SiteLanguage | null = null;

/**
 * The page's words, when loaded: for what turns a failure into a sentence outside React (a load's error, drawn by
 * a script or a component alike). Null before, and on the server.
 */
export function loadedLanguage(): SiteLanguage | null {
  return pageWords;
}

/** The words of `locale`, fetched once. */
export function loadLanguage(locale: Locale): Promise<SiteLanguage> {
  let language = loaded.get(locale);
  if (!language) {
    language = (
      locale === 'ur'
        ? import('./urdu').then((module) => module.urdu)
        : import('./english').then((module) => module.english)
    ).then((words) => {
      pageWords = words;
      return words;
    });
    loaded.set(locale, language);
  }
  return language;
}

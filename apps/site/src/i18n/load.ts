// Each language's words come in a chunk of their own, loaded by the pages in that language only: an English page
// carries no Urdu and an Urdu page no English (ADR 0012).
import type { Locale } from '@aafiyat/domain';
import type { SiteLanguage } from './language';

const loaded = new Map<Locale, Promise<SiteLanguage>>();

/** The words of `locale`, fetched once. */
export function loadLanguage(locale: Locale): Promise<SiteLanguage> {
  let language = loaded.get(locale);
  if (!language) {
    language =
      locale === 'ur'
        ? import('./urdu').then((module) => module.urdu)
        : import('./english').then((module) => module.english);
    loaded.set(locale, language);
  }
  return language;
}

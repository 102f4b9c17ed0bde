// A page's words outside React: the types of a language's catalogs and the site's translator, for a script that
// draws a part of a page without React (a driver), the prerender's head and tests. ./language.tsx gives them to
// React.
import { createTranslator, type CompiledCatalog, type MessageValues } from '@aafiyat/ui';
import type { Locale } from '@aafiyat/domain';
import type { SiteMessageKey } from './compiled/keys';

/** The words of one language: the site's catalog and the component library's, compiled. */
export interface SiteLanguage {
  locale: Locale;
  /** The site's own words (`apps/site/src/i18n/messages/<locale>/`). */
  site: CompiledCatalog;
  /** The component library's words in the same language. */
  ui: CompiledCatalog;
}

/** Gives a site message's words in the page's language. Keys are checked against the English catalog. */
export type SiteTranslate = (key: SiteMessageKey, values?: MessageValues) => string;

/** The site's translator of a language's words, outside React (the prerender's head, a test). */
export function siteTranslator(language: SiteLanguage): SiteTranslate {
  return createTranslator(language.locale, language.site) as unknown as SiteTranslate;
}

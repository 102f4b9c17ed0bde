// What the browser build of the site gets in place of `@aafiyat/ui`'s built-in catalogs (both languages; see
// `oneUiCatalog` in vite.config.ts): the English catalog alone. A page in another language hands its own catalog
// to `AafiyatProvider` (`catalog`), so an English page never carries Urdu (ADR 0012). Reaching for the Urdu
// catalog here is a bug in the page, said at once rather than shown as keys.
import { englishCatalog, type CompiledCatalog, type Locale } from '@aafiyat/ui';

export const builtInCatalogs: Readonly<Record<Locale, CompiledCatalog>> = {
  en: englishCatalog,
  get ur(): CompiledCatalog {
    throw new Error('An Urdu page passes the Urdu catalog to AafiyatProvider (its catalog prop).');
  },
};

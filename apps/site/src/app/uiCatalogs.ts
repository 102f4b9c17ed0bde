// What the browser build of the site gets in place of `@aafiyat/ui`'s built-in catalogs (both languages; see
// `oneUiCatalog` in vite.config.ts): none. Every part of the site is rendered inside `SiteLanguageProvider`,
// which gives the library the catalog of the page's language, loaded for that language alone
// (../i18n/load.ts): an English page carries no Urdu and an Urdu page no English (ADR 0012). A part rendered
// outside it would show message keys, which the browser suite's checks of the pages' words catch.
import type { CompiledCatalog, Locale } from '@aafiyat/ui';

const none: CompiledCatalog = {};

export const builtInCatalogs: Readonly<Record<Locale, CompiledCatalog>> = { en: none, ur: none };

// The library's own catalogs, both languages, as `AafiyatProvider` uses them by default.
import { messages as en } from './compiled/en';
import { messages as ur } from './compiled/ur';
import type { Locale } from './locales';
import type { CompiledCatalog } from './translator';

/** Each language's compiled catalog of the library's built-in words. */
export const builtInCatalogs: Readonly<Record<Locale, CompiledCatalog>> = { en, ur };

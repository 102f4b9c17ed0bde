// Every English word of the site and of the component library: for the prerender, tests and stories, which show
// any page. The browser loads the common words with the language (./common.en.ts) and each page's own with it
// (./load.ts).
import { englishCatalog } from '@aafiyat/ui';
import type { CompiledCatalog } from '@aafiyat/ui';
import type { SiteLanguage } from './translate';

const namespaces = import.meta.glob<{ messages: CompiledCatalog }>('./compiled/en/*.ts', { eager: true });

export const english: SiteLanguage = {
  locale: 'en',
  site: Object.assign({}, ...Object.values(namespaces).map((module) => module.messages)) as CompiledCatalog,
  ui: englishCatalog,
};

// Every Urdu word of the site and of the component library: for the prerender, tests and stories, which show
// any page. The browser loads the common words with the language (./common.ur.ts) and each page's own with it
// (./load.ts).
import { urduCatalog } from '@aafiyat/ui';
import type { CompiledCatalog } from '@aafiyat/ui';
import type { SiteLanguage } from './translate';

const namespaces = import.meta.glob<{ messages: CompiledCatalog }>('./compiled/ur/*.ts', { eager: true });

export const urdu: SiteLanguage = {
  locale: 'ur',
  site: Object.assign({}, ...Object.values(namespaces).map((module) => module.messages)) as CompiledCatalog,
  ui: urduCatalog,
};

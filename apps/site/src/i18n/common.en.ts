// The English words every page may show (the common namespaces, see ./namespaces.ts) and the component library's, in
// one chunk: loaded by English pages only (./load.ts), which then load their own pages' words beside it.
import { englishCatalog } from '@aafiyat/ui';
import { messages as Shell } from './compiled/en/Shell';
import { messages as Dialogs } from './compiled/en/Dialogs';
import { messages as Offers } from './compiled/en/Offers';
import { messages as Calls } from './compiled/en/Calls';
import { messages as NotFound } from './compiled/en/NotFound';
import type { SiteLanguage } from './translate';

/** A fresh object: the page's own namespaces are added to it as they load. */
export const englishCommon = (): SiteLanguage => ({
  locale: 'en',
  site: { ...Shell, ...Dialogs, ...Offers, ...Calls, ...NotFound },
  ui: englishCatalog,
});

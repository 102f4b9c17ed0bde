// The Urdu words every page may show (the common namespaces, see ./namespaces.ts) and the component library's, in
// one chunk: loaded by Urdu pages only (./load.ts), which then load their own pages' words beside it.
import { urduCatalog } from '@aafiyat/ui';
import { messages as Shell } from './compiled/ur/Shell';
import { messages as Dialogs } from './compiled/ur/Dialogs';
import { messages as Offers } from './compiled/ur/Offers';
import { messages as Calls } from './compiled/ur/Calls';
import { messages as NotFound } from './compiled/ur/NotFound';
import type { SiteLanguage } from './translate';

/** A fresh object: the page's own namespaces are added to it as they load. */
export const urduCommon = (): SiteLanguage => ({
  locale: 'ur',
  site: { ...Shell, ...Dialogs, ...Offers, ...Calls, ...NotFound },
  ui: urduCatalog,
});

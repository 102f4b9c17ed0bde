import { isLocale } from '@aafiyat/domain';
import type { Dialogs } from '../app/dialogs';
import { loadLanguage } from '../i18n/load';

let mounted: Promise<Dialogs> | null = null;

/**
 * Mounts the site-wide dialogs (closed) at the first request (their chunk and React's, on a page of islands), in
 * the page's language. A script that sees a person about to open one calls it ahead, so the press finds them ready.
 */
export function mountIslandDialogs(): Promise<Dialogs> {
  // The dialogs themselves (their host fetches them lazily) and the page's words are fetched alongside React and
  // the host, not after them: on a phone's line each step of a chain of chunks costs a round trip.
  const { lang } = document.documentElement;
  mounted ??= Promise.all([
    import('./dialogsRoot'),
    loadLanguage(isLocale(lang) ? lang : 'en'),
    import('../app/SiteDialogs'),
  ]).then(([module, language]) => module.mountSiteDialogs(language));
  return mounted;
}

/**
 * The site-wide dialogs for an island: a page of islands has no shell to hold them, so the first request mounts
 * them in a React root of their own, and every island opens the same ones.
 */
export const islandDialogs: Dialogs = {
  openHelpline: () => {
    void mountIslandDialogs().then((dialogs) => {
      dialogs.openHelpline();
    });
  },
  openDemo: (target) => {
    void mountIslandDialogs().then((dialogs) => {
      dialogs.openDemo(target);
    });
  },
};

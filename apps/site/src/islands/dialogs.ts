import type { Dialogs } from '../app/dialogs';

let mounted: Promise<Dialogs> | null = null;

/** Mounts the site-wide dialogs at the first request (their chunk and React's, on a page of islands). */
function siteDialogs(): Promise<Dialogs> {
  mounted ??= import('./dialogsRoot').then((module) => module.mountSiteDialogs());
  return mounted;
}

/**
 * Mounts the site-wide dialogs (closed) when the browser is idle, for a page whose first screen opens one: the
 * first press then shows it at once (the dialogs' host fetches their code while idle too).
 */
export function prepareIslandDialogs(): void {
  const mount = () => void siteDialogs();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(mount, { timeout: 5000 });
  else window.setTimeout(mount, 200);
}

/**
 * The site-wide dialogs for an island: a page of islands has no shell to hold them, so the first request mounts
 * them in a React root of their own, and every island opens the same ones.
 */
export const islandDialogs: Dialogs = {
  openHelpline: () => {
    void siteDialogs().then((dialogs) => {
      dialogs.openHelpline();
    });
  },
  openDemo: (target) => {
    void siteDialogs().then((dialogs) => {
      dialogs.openDemo(target);
    });
  },
};

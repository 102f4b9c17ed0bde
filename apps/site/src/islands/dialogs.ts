import type { Dialogs } from '../app/dialogs';

let mounted: Promise<Dialogs> | null = null;

/**
 * Mounts the site-wide dialogs (closed) at the first request (their chunk and React's, on a page of islands). A
 * script that sees a person about to open one calls it ahead, so the press finds them ready.
 */
export function mountIslandDialogs(): Promise<Dialogs> {
  // The dialogs themselves (their host fetches them lazily) are fetched alongside React and the host, not after
  // them: on a phone's line each step of a chain of chunks costs a round trip.
  mounted ??= Promise.all([import('./dialogsRoot'), import('../app/SiteDialogs')]).then(([module]) =>
    module.mountSiteDialogs(),
  );
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

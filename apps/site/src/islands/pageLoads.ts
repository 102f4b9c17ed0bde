import { createPath, type Navigator, type To } from 'react-router-dom';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * A router navigator for a page of islands, where there is no client-side routing: going somewhere is a page
 * load. The address changes first, as a router's would, then the page loads it: a modal surface closing in the
 * same moment (a call view) goes back over its own history entry only while that entry is still the current one
 * (`@aafiyat/ui`'s modal history), and a `location.assign` still under way would be cancelled by that step back.
 */
export const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => {
    window.history.go(delta);
  },
  push: (to) => {
    window.history.pushState(null, '', href(to));
    window.location.reload();
  },
  replace: (to) => {
    window.history.replaceState(null, '', href(to));
    window.location.reload();
  },
};

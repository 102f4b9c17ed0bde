import { localeOfPath, pathInLocale, pathWithoutLocale } from '@aafiyat/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { browserHref, setBrowserSearch, subscribeBrowserAddress } from './browserAddress';

/**
 * Where the page is, and how to move on: what a page or an island reads instead of the router, so that it works
 * in the client-routed app (the portal, Storybook), where the router provides it, and as an island of a public
 * page, where the browser's own history does and React Router is never loaded.
 */
export interface Address {
  /**
   * The path without its language, `/doctors/search` on `/ur/doctors/search` too (empty while prerendering an
   * island, which has no address).
   */
  pathname: string;
  /** The query with its `?`, or `''`. */
  search: string;
  /**
   * Opens another page, given by its path without language (it opens in the page's): a client-side navigation in
   * the app, a page load on a page of islands.
   */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /**
   * Changes this page's query as a new history entry (Back returns), without leaving the page; with `replace`, in
   * place of the current entry.
   */
  setSearch: (search: string, options?: { replace?: boolean }) => void;
}

/**
 * Set by the app from its router (`RouterAddress`, which `App` puts under its routes); absent on a page of islands.
 * A tree under a router of its own (a story's `MemoryRouter`) must be wrapped in `RouterAddress` too: without it
 * the address is the browser's, and `navigate` leaves the page.
 */
export const AddressContext = createContext<Address | null>(null);

/** An island is prerendered with no address: it hydrates with none too, and then reads the browser's. */
const prerenderHref = () => '';

function browserAddress(href: string): Address {
  const query = href.indexOf('?');
  const pathname = query === -1 ? href : href.slice(0, query);
  return {
    pathname: pathWithoutLocale(pathname),
    search: query === -1 ? '' : href.slice(query),
    navigate: (path, { replace = false } = {}) => {
      const localized = pathInLocale(path, localeOfPath(window.location.pathname));
      if (replace) window.location.replace(localized);
      else window.location.assign(localized);
    },
    setSearch: (search, { replace = false } = {}) => {
      setBrowserSearch(search, replace);
    },
  };
}

/** The page's {@link Address}: the app's router's, or the browser's own on a page of islands. */
export function useAddress(): Address {
  const fromApp = useContext(AddressContext);
  const href = useSyncExternalStore(subscribeBrowserAddress, browserHref, prerenderHref);
  return fromApp ?? browserAddress(href);
}

// The browser's own address on a page of islands, free of React: the islands that read it through `useAddress`
// (./address.tsx) and the plain scripts that draw a part of the page (the doctor search's results) follow the same
// changes: a search an island writes with `pushState`, and Back and Forward.
import { pathWithoutLocale, recordNavigation } from '@aafiyat/domain';

const listeners = new Set<() => void>();

/** The browser's path and query. */
export const browserHref = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * Tells the readers of the address it changed, and records it in the path memory (where a sign-in returns to, in
 * the language it is made in), as the app's shell does for each of its navigations.
 */
function changed(): void {
  recordNavigation(
    window.sessionStorage,
    `${pathWithoutLocale(window.location.pathname)}${window.location.search}`,
  );
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of the address (a new search, Back, Forward); returns how to stop. */
export function subscribeBrowserAddress(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

/**
 * Changes this page's query as a new history entry (Back returns), without leaving the page; with `replace`, in
 * place of the current entry (Back then skips it).
 */
export function setBrowserSearch(search: string, replace = false): void {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  const href = `${window.location.pathname}${query}`;
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  changed();
}

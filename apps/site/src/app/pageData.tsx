import { createContext, useContext } from 'react';

/**
 * What the server gave a page it writes at request time (a doctor's profile: the doctor), so the page renders
 * whole from it; `undefined` everywhere else (the prerender, the app), where the page loads what it needs.
 */
export const PageDataContext = createContext<unknown>(undefined);

/** The page's data from the server, if it was written with some (see {@link PageDataContext}). */
export function usePageData(): unknown {
  return useContext(PageDataContext);
}

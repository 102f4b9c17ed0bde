import { startTransition, useEffect, useState } from 'react';

/** Set once any component has seen the app's first render committed; later mounts start from true. */
let firstRenderDone = false;

/**
 * False on the server and during the first render (the hydration of the prerendered page), true afterwards, so
 * what only the browser knows (the address's query, the host) can be shown without a hydration mismatch.
 *
 * It turns true in a transition: the re-render it causes runs in slices of a few milliseconds, where a
 * `useSyncExternalStore` with another server snapshot re-renders synchronously, in one long task that holds a
 * slow phone's taps and scrolling (Total Blocking Time). A component that mounts after the first render (a
 * client-side navigation) starts with true and renders once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstRenderDone);
  useEffect(() => {
    firstRenderDone = true;
    if (!hydrated) {
      startTransition(() => {
        setHydrated(true);
      });
    }
  }, [hydrated]);
  return hydrated;
}

import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Set once any component has seen the app's first render committed; later mounts start from true. */
let firstRenderDone = false;

/**
 * An island's own React root (see `islandTree`): whether its first render (its hydration) has committed. Each
 * island of a page hydrates on its own, later than the others or never, so one island's hydration says nothing
 * of another's: inside an island this replaces the app's {@link firstRenderDone}.
 */
export const HydrationRootContext = createContext<{ done: boolean } | null>(null);

/**
 * False on the server and during the first render (the hydration of the prerendered page, or of the island it is
 * in), true afterwards, so what only the browser knows (the address's query, the host) can be shown without a
 * hydration mismatch.
 *
 * It turns true in a transition: the re-render it causes runs in slices of a few milliseconds, where a
 * `useSyncExternalStore` with another server snapshot re-renders synchronously, in one long task that holds a
 * slow phone's taps and scrolling (Total Blocking Time). A component that mounts after the first render (a
 * client-side navigation, or later inside a hydrated island) starts with true and renders once.
 */
export function useHydrated(): boolean {
  const root = useContext(HydrationRootContext);
  const [hydrated, setHydrated] = useState(root ? root.done : firstRenderDone);
  useEffect(() => {
    if (root) root.done = true;
    else firstRenderDone = true;
    if (!hydrated) {
      startTransition(() => {
        setHydrated(true);
      });
    }
  }, [hydrated, root]);
  return hydrated;
}

import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Every deferred part's loader (memoised), for the prerender and client-side navigations. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * Loads every deferred part defined so far. The prerender awaits it so deferred parts render in full; a
 * client-side navigation awaits it so a new page shows whole, without parts popping in.
 */
export function preloadDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * A part of a page that is prerendered like any other but hydrated later, from its own chunk: below-the-fold
 * sections and the footer. The first load of a page then carries only the code of what is on screen; while the
 * part's chunk is on its way React keeps the prerendered HTML as it is (readable, styled: the prerender links
 * the part's styles), and hydrates it first if it is touched. Name the file `*.deferred.tsx` so the prerender
 * links its styles.
 */
export function deferred<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const load = () => {
    pending ??= factory().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  loaders.push(load);
  const Lazy = lazy(load);
  function Deferred(props: Props) {
    // Chosen once per mount. Switching from the lazy wrapper to the loaded component on a later render would
    // change the component type, and React would remount the part: a dialog opened from a button inside it could
    // not give focus back to that button (it is a new one), and anything typed there would be lost.
    const [Part] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

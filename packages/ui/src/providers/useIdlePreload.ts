import { useEffect } from 'react';

/**
 * Calls `load` once the browser is idle after the component mounts (at the latest after `timeoutMs`), so a part
 * kept out of a page's first load (a drawer, a dialog, the code of a lazy section) is already there when the
 * person first reaches for it. `load` should be a stable function, such as a module-level `() => import(…)`.
 */
export function useIdlePreload(load: () => unknown, timeoutMs = 5000): void {
  useEffect(() => {
    const run = () => {
      void load();
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, Math.min(timeoutMs, 2000));
      return () => {
        window.clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }, [load, timeoutMs]);
}

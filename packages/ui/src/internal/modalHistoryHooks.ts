// React's view of ./modalHistory, which stays free of React so that a page without it (the home page's carousel,
// driven by a plain script before any island is live) can read the same surfaces.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { anyModalSurfaceOpen, openModalSurface, subscribeToModalSurfaces } from './modalHistory';

/**
 * Gives an open modal surface an entry in the history: while `open`, the browser's Back calls `onBack` (which
 * should close the surface) instead of leaving the page. Used by `useModalDialog`, which every modal surface
 * (`Dialog`, `Drawer`, the video call) is built on, so they all behave the same.
 */
export function useModalHistoryEntry(isOpen: boolean, onBack: () => void): void {
  // The latest callback, read when Back comes: the entry is pushed and removed only when `isOpen` changes.
  const latestOnBack = useRef(onBack);
  useLayoutEffect(() => {
    latestOnBack.current = onBack;
  });
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    return openModalSurface(() => {
      latestOnBack.current();
    });
  }, [isOpen, latestOnBack]);
}

const noneOnServer = () => false;

/** Whether any modal surface (a `Dialog`, a `Drawer`) is open on the page. */
export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(subscribeToModalSurfaces, anyModalSurfaceOpen, noneOnServer);
}

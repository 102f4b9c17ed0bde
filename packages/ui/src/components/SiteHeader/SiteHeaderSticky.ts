import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the page (or `containerRef`'s element) has scrolled at least `offset` pixels. Listens passively, so
 * scrolling never waits for it, and only re-renders when the answer changes.
 */
export function useScrolledPast(offset: number, containerRef?: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const container = containerRef?.current ?? null;
    const target: HTMLElement | Window = container ?? window;
    const read = () => {
      const scrolled = container ? container.scrollTop : window.scrollY;
      setPast(scrolled >= offset);
    };
    // A page opened or reloaded half-way down starts in the right state.
    read();
    target.addEventListener('scroll', read, { passive: true });
    return () => {
      target.removeEventListener('scroll', read);
    };
  }, [offset, containerRef]);
  return past;
}

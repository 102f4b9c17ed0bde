import { useSyncExternalStore } from 'react';
import { media } from '../../theme/media';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function readPreference(): boolean {
  return window.matchMedia(media.reducedMotion).matches;
}

// The prerendered page cannot know the preference; it renders as "no preference" and the browser corrects
// it before the first timer fires.
function serverPreference(): boolean {
  return false;
}

/** Whether the person asked for reduced motion, following changes to the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, serverPreference);
}

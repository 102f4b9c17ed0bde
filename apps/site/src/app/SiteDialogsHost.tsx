import { useIdlePreload } from '@aafiyat/ui';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { DemoTarget, Dialogs } from './dialogs';

// The helpline and demo dialogs with the API client: fetched when the browser is idle, or at the first click.
const loadSiteDialogs = () => import('./SiteDialogs');
const SiteDialogs = lazy(loadSiteDialogs);

/** Which site-wide dialog is open, and whether one has been asked for yet. */
interface DialogsState {
  /** Set by the first request to open one: from then on the dialogs stay mounted (closed or open). */
  requested: boolean;
  helplineOpen: boolean;
  demo: DemoTarget | null;
}

/** The dialogs' state outside React's tree, with the actions pages call (stable: the context never changes). */
export interface DialogsStore {
  /** What pages call, through `DialogsContext`. */
  dialogs: Dialogs;
  subscribe: (listener: () => void) => () => void;
  getState: () => DialogsState;
  closeHelpline: () => void;
  closeDemo: () => void;
  /** Renders the dialogs, closed, ahead of a request a person is about to make: the request only opens one. */
  prepare: () => void;
}

/**
 * Creates the store behind the site-wide dialogs. Their state lives here, not in the shell, so opening one
 * re-renders only the dialogs: on a slow phone a re-render of the whole page (header, hero, sections) made a tap
 * on REQUEST A DEMO take 150–230 ms to show the dialog.
 */
export function createDialogsStore(): DialogsStore {
  let state: DialogsState = { requested: false, helplineOpen: false, demo: null };
  const listeners = new Set<() => void>();
  const update = (change: Partial<DialogsState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  return {
    dialogs: {
      openHelpline: () => {
        update({ requested: true, helplineOpen: true });
      },
      openDemo: (target) => {
        update({ requested: true, demo: target });
      },
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
    closeHelpline: () => {
      update({ helplineOpen: false });
    },
    closeDemo: () => {
      update({ demo: null });
    },
    prepare: () => {
      if (!state.requested) update({ requested: true });
    },
  };
}

/**
 * Mounts the site-wide dialogs when a page first asks for one (their chunk is fetched ahead, when the browser is
 * idle). Once mounted they stay: opening one again is only `showModal()`, a closing dialog keeps its own exit
 * (focus returns to its trigger), and what was typed into a closed dialog is still there.
 */
export function SiteDialogsHost({ store }: { store: DialogsStore }) {
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    let shown = store.getState();
    const follow = () => {
      const next = store.getState();
      const opening =
        (next.helplineOpen && !shown.helplineOpen) || (next.demo !== null && next.demo !== shown.demo);
      shown = next;
      // Opening is a transition: the tap's own frame (the pressed button) is painted first and the dialog in the
      // next one, so a slow phone answers the tap at once instead of after the dialog's whole first frame
      // (Interaction to Next Paint). Closing is immediate.
      if (opening) {
        startTransition(() => {
          setState(next);
        });
      } else setState(next);
    };
    // A request made before this subscription (while the page was still hydrating) is not lost.
    follow();
    return store.subscribe(follow);
  }, [store]);
  // Warm the dialogs' chunk once the page is idle, so the first request opens them without a download.
  useIdlePreload(loadSiteDialogs);
  if (!state.requested) return null;
  return (
    <Suspense fallback={null}>
      <SiteDialogs
        helplineOpen={state.helplineOpen}
        onHelplineClose={store.closeHelpline}
        demo={state.demo}
        onDemoClose={store.closeDemo}
      />
    </Suspense>
  );
}

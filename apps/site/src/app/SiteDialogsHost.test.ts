// The site-wide dialogs' store: what opening, closing and preparing them does to the state the host renders.
import { describe, expect, it } from 'vitest';
import { createDialogsStore } from './SiteDialogsHost';

/** A store and the number of times its listeners were told of a change. */
function watchedStore() {
  const store = createDialogsStore();
  const seen = { changes: 0 };
  store.subscribe(() => {
    seen.changes += 1;
  });
  return { store, seen };
}

describe('createDialogsStore', () => {
  it('mounts nothing until a dialog is asked for', () => {
    const { store, seen } = watchedStore();
    expect(store.getState()).toEqual({ requested: false, helplineOpen: false, demo: null });
    expect(seen.changes).toBe(0);
  });

  it('prepares the dialogs closed, once: a press about to come then only opens one', () => {
    const { store, seen } = watchedStore();
    store.prepare();
    expect(store.getState()).toEqual({ requested: true, helplineOpen: false, demo: null });
    expect(seen.changes).toBe(1);
    // Prepared already: no change, so the host does not render again.
    store.prepare();
    expect(seen.changes).toBe(1);
    store.dialogs.openDemo('clinic');
    expect(store.getState()).toEqual({ requested: true, helplineOpen: false, demo: 'clinic' });
  });

  it('leaves an open dialog open when asked to prepare, and keeps the dialogs mounted once closed', () => {
    const { store } = watchedStore();
    store.dialogs.openHelpline();
    store.prepare();
    expect(store.getState()).toEqual({ requested: true, helplineOpen: true, demo: null });
    store.closeHelpline();
    expect(store.getState()).toEqual({ requested: true, helplineOpen: false, demo: null });
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createDialogsStore();
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    store.dialogs.openHelpline();
    unsubscribe();
    store.closeHelpline();
    expect(changes).toBe(1);
  });
});

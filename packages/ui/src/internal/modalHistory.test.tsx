import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MODAL_HISTORY_MARK } from './modalHistory';
import { useAnyModalOpen, useModalHistoryEntry } from './modalHistoryHooks';

/** The Navigation API's view of the history (Chromium has it; the module needs only `canGoForward`). */
const navigation = (
  window as unknown as {
    navigation: EventTarget & { currentEntry: { index: number } | null };
  }
).navigation;

function entryIndex(): number {
  return navigation.currentEntry?.index ?? -1;
}

/** Every entry the history stands on, in order, as steps land (steps take a while to land after `go()`). */
const visited: number[] = [];
navigation.addEventListener('currententrychange', () => {
  visited.push(entryIndex());
});

function surfaceMark(): unknown {
  const state = window.history.state as Record<string, unknown> | null;
  return state?.[MODAL_HISTORY_MARK];
}

/** A surface that closes when the hook says Back left its entry, as Dialog and Drawer do. */
function Surface({ name, open, onClose }: { name: string; open: boolean; onClose: () => void }) {
  useModalHistoryEntry(open, onClose);
  return open ? <p>{name} is open</p> : null;
}

function AnyOpen() {
  return <output>{useAnyModalOpen() ? 'a surface is open' : 'nothing is open'}</output>;
}

/** Two surfaces, the second opened over the first (a dialog opened from the menu), as a page would hold them. */
function Page({ strict = false }: { strict?: boolean }) {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState(false);
  const content = (
    <>
      <button
        type="button"
        onClick={() => {
          setMenu(true);
        }}
      >
        Open menu
      </button>
      <button
        type="button"
        onClick={() => {
          setDialog(true);
        }}
      >
        Open dialog
      </button>
      <button
        type="button"
        onClick={() => {
          setDialog(false);
        }}
      >
        Close dialog
      </button>
      <button
        type="button"
        onClick={() => {
          setMenu(false);
        }}
      >
        Close menu
      </button>
      <button
        type="button"
        onClick={() => {
          setMenu(false);
          setDialog(true);
        }}
      >
        Menu to dialog
      </button>
      <Surface
        name="Menu"
        open={menu}
        onClose={() => {
          setMenu(false);
        }}
      />
      <Surface
        name="Dialog"
        open={dialog}
        onClose={() => {
          setDialog(false);
        }}
      />
      <AnyOpen />
    </>
  );
  return strict ? <StrictMode>{content}</StrictMode> : content;
}

describe('useModalHistoryEntry', () => {
  // Stands in for a router: a `popstate` listener added the ordinary way, which must not hear a surface's steps.
  const router = vi.fn();
  let start = 0;
  let address = '';

  beforeEach(() => {
    window.addEventListener('popstate', router);
    router.mockClear();
    visited.length = 0;
    start = entryIndex();
    address = window.location.href;
  });
  afterEach(() => {
    window.removeEventListener('popstate', router);
  });

  async function press(screen: Awaited<ReturnType<typeof render>>, name: string) {
    (screen.getByRole('button', { name }).element() as HTMLButtonElement).click();
    await Promise.resolve();
  }

  it('pushes one marked entry at the same address, and Back closes the surface without the router hearing', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open dialog');
    await expect.element(screen.getByText('Dialog is open')).toBeVisible();
    await expect.element(screen.getByText('a surface is open')).toBeVisible();
    expect(entryIndex()).toBe(start + 1);
    expect(window.location.href).toBe(address);
    expect(surfaceMark()).toEqual(expect.any(String));

    window.history.back();
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start);
    expect(window.location.href).toBe(address);
    expect(surfaceMark()).toBeUndefined();
    await expect.element(screen.getByText('nothing is open')).toBeVisible();
    expect(router).not.toHaveBeenCalled();
  });

  it('goes back over its own entry when closed another way, and Forward does not reopen it', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open dialog');
    await expect.poll(entryIndex).toBe(start + 1);
    await press(screen, 'Close dialog');
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    await expect.poll(entryIndex).toBe(start);
    expect(surfaceMark()).toBeUndefined();

    // Forward lands on the closed surface's entry, which sends the person straight back to the page entry.
    visited.length = 0;
    window.history.forward();
    await expect.poll(() => visited).toEqual([start + 1, start]);
    await expect.element(screen.getByText('nothing is open')).toBeVisible();
    expect(window.location.href).toBe(address);
    expect(router).not.toHaveBeenCalled();
  });

  it('keeps one entry under React StrictMode, whose effects run twice', async () => {
    const screen = await render(<Page strict />);
    await press(screen, 'Open dialog');
    await expect.element(screen.getByText('Dialog is open')).toBeVisible();
    expect(entryIndex()).toBe(start + 1);
    window.history.back();
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start);
    expect(router).not.toHaveBeenCalled();
  });

  it('closes nested surfaces one Back at a time, the newest first', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await expect.poll(entryIndex).toBe(start + 1);
    await press(screen, 'Open dialog');
    await expect.poll(entryIndex).toBe(start + 2);

    window.history.back();
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    await expect.element(screen.getByText('Menu is open')).toBeVisible();
    window.history.back();
    await expect.element(screen.getByText('Menu is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start);

    // Forward onto the closed menu's entry (the dialog's is after it) goes straight back, and reopens nothing.
    visited.length = 0;
    window.history.forward();
    await expect.poll(() => visited).toEqual([start + 1, start]);
    await expect.element(screen.getByText('nothing is open')).toBeVisible();
    expect(router).not.toHaveBeenCalled();
  });

  it('goes back over a closed menu only once the dialog opened over it has closed too', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await press(screen, 'Open dialog');
    await expect.poll(entryIndex).toBe(start + 2);
    await press(screen, 'Close menu');
    await expect.element(screen.getByText('Menu is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start + 2);
    await press(screen, 'Close dialog');
    await expect.poll(entryIndex).toBe(start);
    await expect.element(screen.getByText('nothing is open')).toBeVisible();
    expect(router).not.toHaveBeenCalled();
  });

  it('hands one entry from a closing surface to the one opening in its place', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await expect.poll(entryIndex).toBe(start + 1);
    await press(screen, 'Menu to dialog');
    await expect.element(screen.getByText('Dialog is open')).toBeVisible();
    expect(entryIndex()).toBe(start + 1);
    window.history.back();
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start);
    expect(router).not.toHaveBeenCalled();
  });

  it('opens a surface asked for while going back over a closed one after that step has landed', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await expect.poll(entryIndex).toBe(start + 1);
    const menuMark = surfaceMark();
    await press(screen, 'Close menu');
    // The step back over the menu's entry is under way (a microtask started it); the dialog opens meanwhile.
    await press(screen, 'Open dialog');
    await expect.element(screen.getByText('Dialog is open')).toBeVisible();
    // Back to the page, then forward onto the dialog's own entry.
    await expect.poll(() => visited).toEqual([start + 1, start, start + 1]);
    expect(surfaceMark()).toEqual(expect.any(String));
    expect(surfaceMark()).not.toBe(menuMark);
    window.history.back();
    await expect.element(screen.getByText('Dialog is open')).not.toBeInTheDocument();
    expect(entryIndex()).toBe(start);
    expect(router).not.toHaveBeenCalled();
  });

  it('leaves the router its navigation when a link opened a new page over the surface', async () => {
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await expect.poll(entryIndex).toBe(start + 1);
    // A router following a link from the menu: a new page's entry, then the menu closes.
    window.history.pushState({ page: 'next' }, '', '#next');
    await press(screen, 'Close menu');
    await expect.element(screen.getByText('nothing is open')).toBeVisible();
    await Promise.resolve();
    expect(entryIndex()).toBe(start + 2);
    expect(window.location.hash).toBe('#next');

    // Back from that page is the router's to handle.
    window.history.back();
    await expect.poll(() => router.mock.calls.length).toBe(1);
    expect(window.location.href).toBe(address);
    window.history.replaceState(null, '', address);
  });

  it('closes surfaces whose entries a jump further back left behind, and lets the router have the jump', async () => {
    window.history.pushState({ page: 'second' }, '', '#second');
    start = entryIndex();
    const screen = await render(<Page />);
    await press(screen, 'Open menu');
    await expect.poll(entryIndex).toBe(start + 1);
    window.history.go(-2);
    await expect.element(screen.getByText('Menu is open')).not.toBeInTheDocument();
    await expect.poll(() => router.mock.calls.length).toBe(1);
    expect(window.location.hash).toBe('');
  });
});

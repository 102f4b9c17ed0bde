/**
 * A modal surface's entry in the browser's history, so the phone's Back closes the surface instead of leaving
 * the page (and losing what was typed on it).
 *
 * Opening a surface pushes an entry at the same address, marked in `history.state`; going back off that entry
 * closes the surface, and the page under it stays as it was. A surface closed another way (Escape, its close
 * button, a submitted form) goes back over its own entry while that entry is still the current one, so the
 * history holds no step that does nothing. Forward onto an entry whose surface has closed does not reopen it.
 *
 * The page's router never hears these steps: the `popstate` of a surface's entry is stopped before any other
 * listener sees it, so a router neither re-renders nor navigates when a surface closes. The page entry's own state (a router's key and index) is copied into each
 * surface entry, so a router that reads `history.state` while a surface is open still sees its own page.
 */
/** The `history.state` field that marks a surface's entry (its value is the surface's entry id). */
export const MODAL_HISTORY_MARK = 'aafiyatModal';
/** The `history.state` field that names the page entry under the first surface. */
const PAGE_MARK = 'aafiyatModalPage';

interface Entry {
  /** Unique across page loads: an entry can outlive the page's scripts (a reload, the back-forward cache). */
  id: string;
  /** The mark of the entry under this one: the page's, or the surface's that this one opened over. */
  below: string;
  /** Closes the surface when Back leaves its entry. */
  onBack: () => void;
  /** Closed another way; its entry is gone back over once nothing above it is still open. */
  closed: boolean;
}

/** Surface entries above the page, in the order they were opened (the last is the current history entry). */
let entries: Entry[] = [];
/** Traversals started here (going back over closed surfaces' entries) whose `popstate` has not arrived yet. */
let ownTraversals = 0;
/** Surfaces asked to open while one of those traversals was under way: they push once it has landed. */
let waiting: Entry[] = [];
let flushQueued = false;
/** The page entry's own scroll restoration, while surface entries sit above it (they turn it off). */
let pageScrollRestoration: ScrollRestoration | null = null;
let counter = 0;
const openSurfaces = new Set<Entry>();
const subscribers = new Set<() => void>();

type MarkedState = Record<string, unknown>;

function currentState(): MarkedState {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as MarkedState) : {};
}

function markOf(state: MarkedState, field: string): string | undefined {
  const value = state[field];
  return typeof value === 'string' ? value : undefined;
}

/** The mark of the current history entry, giving the page entry one when it has none. */
function currentMark(): string {
  const state = currentState();
  const mark = markOf(state, MODAL_HISTORY_MARK) ?? markOf(state, PAGE_MARK);
  if (mark !== undefined) return mark;
  const page = newId();
  window.history.replaceState({ ...state, [PAGE_MARK]: page }, '');
  return page;
}

function isCurrent(entry: Entry): boolean {
  return markOf(currentState(), MODAL_HISTORY_MARK) === entry.id;
}

function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${String(counter)}`;
}

function notify(): void {
  for (const subscriber of subscribers) subscriber();
}

function open(entry: Entry): void {
  openSurfaces.add(entry);
  notify();
  push(entry);
}

function push(entry: Entry): void {
  if (ownTraversals > 0) {
    waiting.push(entry);
    return;
  }
  const top = entries.at(-1);
  if (top?.closed && isCurrent(top)) {
    // A surface closed in this same task (React StrictMode's second effect run, one surface handing over to
    // another): the new one takes over its entry rather than stepping back and forward again.
    entry.below = top.below;
    entries[entries.length - 1] = entry;
    window.history.replaceState({ ...currentState(), [MODAL_HISTORY_MARK]: entry.id }, '');
    return;
  }
  entry.below = currentMark();
  entries.push(entry);
  if (pageScrollRestoration === null) {
    // Stepping back onto the page entry must leave the page where it is: the browser would otherwise put back
    // the scroll position it kept for that entry, which can be an earlier one (a reload keeps the entry), and
    // the trigger that focus returns to would be scrolled away. Surface entries copy the setting.
    pageScrollRestoration = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
  }
  window.history.pushState({ ...currentState(), [MODAL_HISTORY_MARK]: entry.id }, '');
}

function close(entry: Entry): void {
  openSurfaces.delete(entry);
  notify();
  waiting = waiting.filter((queued) => queued !== entry);
  if (entry.closed || !entries.includes(entry)) return;
  entry.closed = true;
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flush);
  }
}

/** Goes back over the entries of surfaces that have closed, once no open surface sits above them. */
function flush(): void {
  flushQueued = false;
  let closedOnTop = 0;
  while (entries.at(-1 - closedOnTop)?.closed) closedOnTop += 1;
  if (closedOnTop === 0) return;
  const top = entries.at(-1);
  entries = entries.slice(0, entries.length - closedOnTop);
  // When the page has moved on (a link followed from a menu pushed a new page over the entry), the entries stay
  // where they are: going back would undo that navigation.
  if (top && isCurrent(top)) {
    ownTraversals += 1;
    window.history.go(-closedOnTop);
  } else restorePageScrolling();
}

/** Gives the current entry back the page's scroll restoration once no surface entry is left above it. */
function restorePageScrolling(): void {
  if (entries.length > 0 || ownTraversals > 0 || pageScrollRestoration === null) return;
  window.history.scrollRestoration = pageScrollRestoration;
  pageScrollRestoration = null;
}

function pushWaiting(): void {
  const queued = waiting;
  waiting = [];
  for (const entry of queued) push(entry);
}

function onPopState(event: PopStateEvent): void {
  if (ownTraversals > 0) {
    ownTraversals -= 1;
    event.stopImmediatePropagation();
    if (ownTraversals === 0) pushWaiting();
    restorePageScrolling();
    return;
  }
  const state = currentState();
  const surfaceMark = markOf(state, MODAL_HISTORY_MARK);
  const mark = surfaceMark ?? markOf(state, PAGE_MARK);
  const firstLeft = entries.findIndex((entry) => entry.below === mark);
  if (firstLeft !== -1) {
    // Back from one or more surfaces to the entry under them: close those surfaces, newest first.
    event.stopImmediatePropagation();
    const left = entries.slice(firstLeft).reverse();
    entries = entries.slice(0, firstLeft);
    for (const entry of left) closeByBack(entry);
    restorePageScrolling();
    return;
  }
  if (surfaceMark !== undefined && entries.length === 0 && onlySurfaceEntriesAhead()) {
    // Forward onto the entry of a surface that has closed: it stays closed, and the person is taken back to the
    // page entry under it, so Forward changes nothing and Back needs no extra press.
    event.stopImmediatePropagation();
    ownTraversals += 1;
    window.history.back();
    return;
  }
  // Somewhere else in the history (the router's business): surfaces whose entries were left behind close.
  const left = entries.reverse();
  entries = [];
  for (const entry of left) closeByBack(entry);
  restorePageScrolling();
}

function closeByBack(entry: Entry): void {
  if (entry.closed) return;
  entry.closed = true;
  openSurfaces.delete(entry);
  notify();
  entry.onBack();
}

interface NavigationEntries {
  currentEntry: { index: number; url: string | null } | null;
  entries: () => readonly { url: string | null }[];
}

/**
 * Whether the entries after the current one, if any, are more closed surfaces' entries (the same address) rather
 * than a page the person went on to (a link followed from an open menu). Only the Navigation API can say; without
 * it, the answer is no, and the router handles the step as any other.
 */
function onlySurfaceEntriesAhead(): boolean {
  const { navigation } = window as { navigation?: NavigationEntries };
  const current = navigation?.currentEntry;
  if (!navigation || !current) return false;
  const next = navigation.entries()[current.index + 1];
  return next === undefined || next.url === current.url;
}

// Listening from the moment this module loads, before a router mounts and adds its own `popstate` listener:
// listeners on `window` run in the order they were added (capturing or not), and this one must run first to
// keep a surface's steps from the router. `AafiyatProvider` imports this module, so it loads with the page.
if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/**
 * Gives an open modal surface an entry in the history: until the returned function is called (the surface closed
 * another way), the browser's Back calls `onBack` (which should close the surface) instead of leaving the page.
 */
export function openModalSurface(onBack: () => void): () => void {
  const entry: Entry = { id: newId(), below: '', onBack, closed: false };
  open(entry);
  return () => {
    close(entry);
  };
}

/** Calls `onChange` whenever a modal surface opens or closes; returns the unsubscribe. */
export function subscribeToModalSurfaces(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
  };
}

/** Whether any modal surface (a `Dialog`, a `Drawer`) is open on the page. */
export const anyModalSurfaceOpen = (): boolean => openSurfaces.size > 0;

// The only script a page of islands runs at load: it finds the page's islands (`data-island` elements, see
// ./Island.tsx) and hydrates each from its own chunk when its `data-island-load` says, with React itself loaded
// only then. Everything else on the page is HTML and stays so. It also does what every page does at load: record
// the path, add the web fonts after the first paint, and, for a signed-in visitor, bring the header up to date
// and (for a patient) listen for calls.
import {
  BLOGS_PATH,
  HEADER_STICKY_OFFSET_PX,
  isLocale,
  pathInLocale,
  pathWithoutLocale,
  readSession,
  recordNavigation,
  shouldShowBlogsLink,
} from '@aafiyat/domain';
import { loadFontsAfterFirstPaint } from '../app/fonts';
import { followLanguageSwitches } from '../app/languageSwitch';
import { loadLanguage, loadPageWords } from '../i18n/load';
import type { SiteNamespace } from '../i18n/namespaces';
import { publicHost } from '../site.config';
import { afterNextPaint, nextTask } from './paint';
import { isIslandName, loadDriver, loadIsland, type IslandLoad } from './registry';

/** The first signs that a person is about to use an island: its code starts loading at once. */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/** How far from the screen a `visible` island starts loading. */
const VISIBLE_MARGIN = '200px';

/** The page's language, as the prerender wrote it on `<html>`. */
const pageLocale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
/** The namespaces of the site's words the page shows besides the common ones, as the prerender listed them. */
const pageWords = (document.documentElement.dataset.words ?? '')
  .split(' ')
  .filter((word) => word !== '') as SiteNamespace[];
/** The page's words: what its islands are brought to life with. */
const pageLanguage = () => loadPageWords(pageLocale, pageWords);

/**
 * Brings an island to life; resolves once it is live. Runs once per element. A driven island's plain script runs
 * on its HTML; any other loads its code and React's and is hydrated, and React being on the page then, the code
 * of the islands that wait for a touch is fetched ahead.
 */
function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const id = element.dataset.islandId;
  if (!isIslandName(name) || id === undefined) {
    return Promise.reject(new Error(`Not an island: data-island="${name}", data-island-id="${String(id)}"`));
  }
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  const driver = loadDriver(name);
  // The page's words come with the island's code, in parallel: an island waits for neither alone.
  if (driver) {
    // The driver draws in a task after the one that evaluated its code: two shorter tasks, not one long one.
    return Promise.all([driver, pageLanguage()]).then(([module, language]) =>
      nextTask().then(() => {
        module.default(element, props, language);
      }),
    );
  }
  return Promise.all([import('./hydrate'), loadIsland(name), pageLanguage()])
    .then(([{ hydrateIsland }, module, language]) =>
      hydrateIsland(element, module.default as Parameters<typeof hydrateIsland>[1], props, id, language),
    )
    .then(prefetchTouchIslands);
}

/** Each island's hydration, started at most once. */
const started = new WeakMap<HTMLElement, Promise<void>>();
/** Resolves each island's {@link waitFor} once it is live. */
const whenLive = new WeakMap<HTMLElement, () => void>();

/** Resolves once the island is live (hydrated), whenever that starts. */
function waitFor(element: HTMLElement): Promise<void> {
  const live = started.get(element);
  if (live) return live;
  return new Promise((resolve) => {
    whenLive.set(element, resolve);
  });
}

/** Starts an island's hydration (once per element) and resolves once it is live. */
function start(element: HTMLElement): Promise<void> {
  let hydrated = started.get(element);
  if (!hydrated) {
    hydrated = hydrate(element).then(() => {
      // Outside React's tree (the element is the island's root): what a test waits for.
      element.setAttribute('data-island-live', '');
    });
    started.set(element, hydrated);
    void hydrated.then(whenLive.get(element));
  }
  return hydrated;
}

/**
 * Starts an island at the first sign of use. A press on one of its buttons before it is live is held (the button
 * would do nothing yet) and pressed again once it is: the person's tap is not lost. Links and form fields inside
 * work as HTML meanwhile.
 */
function startOnInteraction(element: HTMLElement): void {
  let pressed: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    // A button that opens a native popover works already: its press is the browser's.
    if (!target || !element.contains(target) || target.hasAttribute('popovertarget')) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = target;
  };
  const wake = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
    // After the frame that answers the touch (a native popover opening, a pressed look): the loading starts next.
    void afterNextPaint()
      .then(() => start(element))
      .then(() => {
        element.removeEventListener('click', hold, true);
        const replay = pressed;
        pressed = null;
        replay?.click();
      });
  };
  element.addEventListener('click', hold, true);
  for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { passive: true });
}

/** Whether {@link prefetchTouchIslands} has run. */
let touchIslandsFetched = false;

/**
 * Fetches the code of the page's islands that wait for a touch, once React is on the page anyway (an island
 * brought it): the first touch then hydrates at once, without a download. Once per page.
 */
function prefetchTouchIslands(): void {
  if (touchIslandsFetched) return;
  touchIslandsFetched = true;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island-load="interaction"]')) {
    const name = element.dataset.island ?? '';
    if (isIslandName(name)) void loadIsland(name);
  }
}

/**
 * Starts an island as it comes near the screen, or at a first sign of use before that (a keyboard's focus can
 * reach it first). Its element has no box of its own (`display: contents`), which an intersection observer never
 * sees on screen: its children are watched instead.
 */
function startWhenVisible(element: HTMLElement): void {
  startOnInteraction(element);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start(element);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

/** Starts an island once the page has loaded and the browser is idle, or at a first sign of use before that. */
function startWhenIdle(element: HTMLElement): void {
  startOnInteraction(element);
  const idle = () => {
    const go = () => void start(element);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 5000 });
    else window.setTimeout(go, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const strategies: Readonly<Record<IslandLoad, (element: HTMLElement) => void>> = {
  interaction: startOnInteraction,
  visible: startWhenVisible,
  idle: startWhenIdle,
  eager: (element) => void start(element),
};

/** The element's strategy (`interaction` when it names none this loader knows). */
function strategyOf(element: HTMLElement): (element: HTMLElement) => void {
  const load = element.dataset.islandLoad;
  return load === 'visible' || load === 'idle' || load === 'eager'
    ? strategies[load]
    : strategies.interaction;
}

/**
 * Whether the address has one of the island's `data-island-query` entries (space-separated: `name=value`, or a
 * bare `name` for any value): the page was opened for it.
 */
function askedFor(element: HTMLElement): boolean {
  const query = new URLSearchParams(window.location.search);
  return (element.dataset.islandQuery ?? '').split(' ').some((entry) => {
    const [name = '', value] = entry.split('=');
    return name !== '' && (value === undefined ? query.has(name) : query.get(name) === value);
  });
}

const session = readSession(window.localStorage);
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // A signed-in visitor's header shows who they are, and a page opened for a part shows it: neither can wait.
  if ((session !== null && element.hasAttribute('data-island-signed-in')) || askedFor(element)) {
    void start(element);
  } else strategyOf(element)(element);
}

/**
 * What the header does before its island is live, without React: the prerender (the production site's page)
 * carries the Blogs link, which another host hides; the header sticks to the top after 600 px of scroll, as the
 * island's own `useScrolledPast` does once it takes over (the loader stops then); and a menu the browser opened
 * by itself (a native popover) has its button say so, as the island's menu does once it takes over.
 */
function header(): void {
  const element = document.querySelector<HTMLElement>('[data-island="header"]');
  const bar = element?.querySelector('header');
  if (!element || !bar) return;
  if (!shouldShowBlogsLink(window.location.host, publicHost)) {
    for (const link of element.querySelectorAll(`a[href="${pathInLocale(BLOGS_PATH, pageLocale)}"]`))
      link.closest('li')?.setAttribute('hidden', '');
  }
  const follow = () => {
    bar.setAttribute('data-state', window.scrollY >= HEADER_STICKY_OFFSET_PX ? 'sticky' : 'static');
  };
  follow();
  window.addEventListener('scroll', follow, { passive: true });
  // `beforetoggle` comes with the press (`toggle` a task later, after a key pressed straight after it), and does not
  // bubble: caught on its way down.
  const expanded = (event: Event) => {
    if (!(event instanceof ToggleEvent) || !(event.target instanceof HTMLElement)) return;
    const button = element.querySelector(`[popovertarget="${event.target.id}"]`);
    button?.setAttribute('aria-expanded', String(event.newState === 'open'));
  };
  element.addEventListener('beforetoggle', expanded, true);
  // Once the island is live, React's header keeps the state from the same scroll position, and its menus theirs.
  void waitFor(element).then(() => {
    window.removeEventListener('scroll', follow);
    element.removeEventListener('beforetoggle', expanded, true);
  });
}

// The rest runs in a task of its own: this module runs in the task that ends the page's parsing, which on a slow
// phone was already a long task (a trace at a 10× slower CPU: 100 ms and more, 65 of them this module), holding
// back a first tap. The islands above are ready for one before it.
setTimeout(() => {
  header();
  followLanguageSwitches();
  // Page-to-page path memory: the current and previous path, in session storage.
  recordNavigation(
    window.sessionStorage,
    `${pathWithoutLocale(window.location.pathname)}${window.location.search}`,
  );
  void loadFontsAfterFirstPaint({ firstPage: 'next page' });
  if (session?.role === 'patient') {
    const patientId = session.user_id;
    void Promise.all([import('./patientCalls'), loadLanguage(pageLocale)]).then(([module, language]) => {
      module.mountPatientCalls(patientId, language);
    });
  }
}, 0);

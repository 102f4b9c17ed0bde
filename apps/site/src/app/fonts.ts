import { readStorageItem, writeStorageItem } from '@aafiyat/domain';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
// The Urdu face is declared in the style sheet (./urduFont.css.ts), not added here.
import './urduFont.css';

/** Inter's faces the type scale uses (regular, semibold, bold): the same files as `@aafiyat/ui/fonts`. */
const INTER_FACES = [
  ['400', inter400],
  ['600', inter600],
  ['700', inter700],
] as const;

function face(family: string, url: string, weight: string): FontFace {
  return new FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' });
}

/** Inter's faces, not yet loaded. */
const interFaces = () => INTER_FACES.map(([weight, url]) => face('Inter', url, weight));

/**
 * Adds the site's web fonts to the page in one step, once Inter's files have loaded. The fonts' style sheet
 * (`@aafiyat/ui/fonts`) lays the whole page out twice on its way in: when its `@font-face` rules arrive and again
 * when the files do, about 90 ms each on the home page at a 4× slower CPU (measured in a trace). Loaded first and
 * added together, the faces cost one layout. A face that fails to load is left out and its text stays in
 * 'Inter Fallback', the local face of Inter's metrics. The Urdu face is the style sheet's (./urduFont.css.ts), used
 * by Urdu text only, so an English page never fetches it.
 */
export async function loadFonts(): Promise<void> {
  // An Urdu page keeps its Latin words (names, numbers) in 'Inter Fallback': adding faces makes the browser
  // choose every page's fonts again, and by then Nastaliq (fetched by the page, `font-display: optional`) is at
  // hand, so the Urdu text would change face under the reader long after the first paint (LCP 10 s, CLS 0.05 on
  // `/ur` in Lighthouse). The next Urdu page is set in Nastaliq from its first paint.
  if (document.documentElement.lang === 'ur') return;
  const loads = await fetchFonts();
  for (const loaded of loads) if (loaded.status === 'fulfilled') document.fonts.add(loaded.value);
}

/**
 * Where a page notes that Inter's files were fetched whole (local storage): the files' addresses, which change
 * with their contents. Asking the cache itself does not work: a `fetch` with `only-if-cached` does not find what
 * the font loader stored.
 */
const FONTS_FETCHED_KEY = 'aafiyat.fontsFetched';

/** The files' addresses, as noted once fetched. */
const fontFiles = INTER_FACES.map(([, url]) => url).join(' ');

/** Whether an earlier page fetched Inter's files (they are then in the browser's cache, a year long). */
function fontsFetched(): boolean {
  return readStorageItem(window.localStorage, FONTS_FETCHED_KEY) === fontFiles;
}

/** Loads Inter's faces (from the cache, or fetched into it, then noted) without adding them to the page. */
async function fetchFonts(): Promise<PromiseSettledResult<FontFace>[]> {
  const loads = await Promise.allSettled(interFaces().map((loading) => loading.load()));
  if (loads.every((loaded) => loaded.status === 'fulfilled'))
    writeStorageItem(window.localStorage, FONTS_FETCHED_KEY, fontFiles);
  return loads;
}

/** Resolves after the browser has painted the next frame (a timer set from a frame callback runs after it). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/** How long the fonts wait for the hero picture at most, on a line where it stalls. */
const HERO_WAIT_MS = 2000;

/**
 * Resolves once the page's high-priority picture (the home page's hero) has loaded or failed, after
 * {@link HERO_WAIT_MS} at most, or at once when there is none.
 */
function heroPicture(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      resolve();
    };
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
    setTimeout(done, HERO_WAIT_MS);
  });
}

/** How long the fonts wait for the page's load event at most, on a line where something stalls. */
const LOAD_WAIT_MS = 3000;

/** Resolves once the page has loaded (its load event) and the browser is idle, after {@link LOAD_WAIT_MS} at most. */
function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => {
          resolve();
        });
      } else resolve();
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    setTimeout(resolve, LOAD_WAIT_MS);
  });
}

/**
 * Sets the page in Inter (`loadFonts`). When the files are in the cache (an earlier page fetched them:
 * `fontsFetched`), as the page starts. When they are not (a visitor's first page), the page is in the theme's
 * 'Inter Fallback', a local face of Inter's metrics, until the files have been fetched after the first paint, the
 * hero picture (on the home page) and the page's load: on a slow line the page's text, hero picture and scripts
 * come first and the 75 KB of font files after them. Then `firstPage` says what happens:
 * - `'add'` (the app, whose pages follow one another without a page load): they are added, one layout;
 * - `'next page'` (a page of islands, where a move to another page is a page load): they wait in the cache for the
 *   next page, as `font-display: optional` would, and this one stays in the fallback (as it is without
 *   JavaScript): it is not laid out again while being read, which cost about 100 ms of a slow phone's main
 *   thread on the doctor search (in a trace).
 */
export async function loadFontsAfterFirstPaint({
  firstPage,
}: {
  firstPage: 'add' | 'next page';
}): Promise<void> {
  if (document.documentElement.lang === 'ur') return;
  if (fontsFetched()) return loadFonts();
  await heroPicture().then(nextPaint).then(pageLoaded);
  if (firstPage === 'add') await loadFonts();
  else await fetchFonts();
}

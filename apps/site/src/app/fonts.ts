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
  const faces = INTER_FACES.map(([weight, url]) => face('Inter', url, weight));
  const loads = await Promise.allSettled(faces.map((loading) => loading.load()));
  for (const loaded of loads) if (loaded.status === 'fulfilled') document.fonts.add(loaded.value);
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
 * Adds Inter after the first paint, the hero picture (on the home page) and the page's load, in one step
 * (`loadFonts`): until then, and without JavaScript, text is set in the theme's 'Inter Fallback', a local face of
 * Inter's metrics, so the swap moves nothing. On a slow line the page's text, hero picture and scripts come first
 * and the 75 KB of font files after them, not in their way (nor in Lighthouse's simulation of the largest paint,
 * which counts every request that ends before it was painted). Both entries (the app's and the islands') call it.
 */
export function loadFontsAfterFirstPaint(): Promise<void> {
  return heroPicture().then(nextPaint).then(pageLoaded).then(loadFonts);
}

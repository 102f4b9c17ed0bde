// What every visual test needs before its screenshot: the page at the width under test, the library's own faces
// loaded (Inter; Noto Nastaliq Urdu for Urdu, as Storybook loads them), nothing moving, and the piece's pictures
// drawn. Then the same markup gives the same pixels on every run.
import type { ReactNode } from 'react';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../fonts';
import { directionOf, type Locale } from '../i18n/locales';
import { AafiyatProvider } from '../providers/AafiyatProvider';

/** The widths under test, with the heights of Storybook's phone and desktop viewports. */
export const visualViewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Both languages of the site. */
export const visualLocales: readonly Locale[] = ['en', 'ur'];

// No animation, transition or blinking caret: a screenshot taken mid-fade would differ from run to run.
const stillness = document.createElement('style');
stillness.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
document.head.append(stillness);

/** Every face the library uses in `locale`, loaded (a face loads only once text asks for it). */
async function fontsLoaded(locale: Locale): Promise<void> {
  const faces = ['400 16px Inter', '600 16px Inter', '700 16px Inter'].map((font) =>
    document.fonts.load(font),
  );
  if (locale === 'ur') faces.push(document.fonts.load('400 16px "Noto Nastaliq Urdu"', 'اردو'));
  const loaded = await Promise.all(faces);
  // A face that failed to load would leave the fallback's pixels in the baseline.
  if (loaded.some((matching) => matching.length === 0)) throw new Error(`A face for ${locale} did not load`);
  await document.fonts.ready;
}

/** The pictures that show (not those of a hidden slide), decoded. */
async function picturesDrawn(): Promise<void> {
  const shown = [...document.querySelectorAll('img')].filter((image) =>
    image.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  await Promise.all(shown.map((image) => image.decode()));
}

/**
 * Makes the page tall enough to draw all of `element`: a frame paints only what is inside its viewport, so a piece
 * taller than the phone's screen (the footer, the stacked price cards) would be photographed with its end blank.
 * Only the height grows, and only for such a piece; the window in vitest.config.ts leaves room for it.
 */
export async function wholeOnScreen(element: Element, { width, height }: (typeof visualViewports)[number]) {
  const bottom = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
  if (bottom <= height) return;
  await page.viewport(width, bottom);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Renders `ui` in `locale` at `width` as the site's pages do (the provider's language and direction, the document's
 * too), and waits until it is ready to be photographed.
 */
export async function renderForScreenshot(
  ui: ReactNode,
  locale: Locale,
  { width, height }: (typeof visualViewports)[number],
): Promise<void> {
  await page.viewport(width, height);
  // Vitest shrinks the tests' frame to fit a smaller browser window, and the screenshot with it: the window is
  // made large enough in vitest.config.ts, and this says so if it ever is not.
  const drawnWidth = window.frameElement?.getBoundingClientRect().width;
  if (drawnWidth !== undefined && Math.round(drawnWidth) !== width) {
    throw new Error(`The ${String(width)} px frame is drawn ${String(drawnWidth)} px wide: widen the window`);
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  window.scrollTo(0, 0);
  await render(<AafiyatProvider lang={locale}>{ui}</AafiyatProvider>);
  await fontsLoaded(locale);
  await picturesDrawn();
}

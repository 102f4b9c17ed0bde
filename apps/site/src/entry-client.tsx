import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadFonts } from './app/fonts';
import { preloadRoute, routeFor } from './app/RoutePage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The current page's chunk is loaded before React starts, so the first render matches the prerendered HTML and
// the page hydrates once. Client-only routes arrive as the empty SPA shell and are rendered from scratch.
// Hydration runs as a transition: React works in slices of a few milliseconds and yields between them instead of
// holding a slow phone's main thread in one long task (Total Blocking Time). A tap on the page meanwhile makes
// React finish hydrating at once and then handle it, so nothing is lost.
void preloadRoute(routeFor(window.location.pathname)).then(() => {
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});

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

// Inter arrives after the first paint (and after the hero picture, on the home page), added by script in one step
// (`loadFonts`): until then, and without JavaScript, text is set in the theme's 'Inter Fallback', a local face of
// Inter's metrics, so the swap moves nothing. On a slow line the page's text and hero picture come first and the
// 75 KB of font files after them, not in their way.
void heroPicture().then(nextPaint).then(loadFonts);

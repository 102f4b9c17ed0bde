import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadFontsAfterFirstPaint } from './app/fonts';
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

void loadFontsAfterFirstPaint();

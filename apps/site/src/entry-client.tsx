import '@aafiyat/ui/fonts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
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
void preloadRoute(routeFor(window.location.pathname)).then(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

import { localeBasename, localeOfPath } from '@aafiyat/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadFontsAfterFirstPaint } from './app/fonts';
import { followLanguageSwitches } from './app/languageSwitch';
import { preloadRoute, routeFor } from './app/RoutePage';
import { routeWords } from './app/routes';
import { RouterLink } from './app/RouterLink';
import { SiteLanguageProvider } from './i18n/language';
import { loadPageWords } from './i18n/load';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

// The page's language is its address's (`/ur/…` is Urdu): the router's addresses start with its prefix, so the
// app's routes and links are the same in both languages.
const locale = localeOfPath(window.location.pathname);

// The current page's chunk and the page's words are loaded before React starts, so the first render matches the
// prerendered HTML and the page hydrates once. Client-only routes arrive as the empty SPA shell and are rendered
// from scratch. Hydration runs as a transition: React works in slices of a few milliseconds and yields between
// them instead of holding a slow phone's main thread in one long task (Total Blocking Time). A tap on the page
// meanwhile makes React finish hydrating at once and then handle it, so nothing is lost.
const route = routeFor(window.location.pathname);
void Promise.all([loadPageWords(locale, routeWords(route)), preloadRoute(route)]).then(([language]) => {
  const app = (
    <StrictMode>
      <SiteLanguageProvider language={language} linkComponent={RouterLink}>
        <BrowserRouter basename={localeBasename(locale)}>
          <App />
        </BrowserRouter>
      </SiteLanguageProvider>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});

followLanguageSwitches();
void loadFontsAfterFirstPaint({ firstPage: 'add' });

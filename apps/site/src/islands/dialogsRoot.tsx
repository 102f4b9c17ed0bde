import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Dialogs } from '../app/dialogs';
import { createDialogsStore, SiteDialogsHost } from '../app/SiteDialogsHost';
import { SiteLanguageProvider, type SiteLanguage } from '../i18n/language';
import { mountPoint } from './mount';

/**
 * Renders the site-wide dialogs in a root of their own, closed (a person is about to ask for one: the request
 * then only opens it), in the page's language, and returns what opens them.
 */
export function mountSiteDialogs(language: SiteLanguage): Dialogs {
  const store = createDialogsStore();
  createRoot(mountPoint(), { identifierPrefix: 'dialogs-' }).render(
    <StrictMode>
      <SiteLanguageProvider language={language}>
        <SiteDialogsHost store={store} />
      </SiteLanguageProvider>
    </StrictMode>,
  );
  store.prepare();
  return store.dialogs;
}

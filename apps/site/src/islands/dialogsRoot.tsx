import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Dialogs } from '../app/dialogs';
import { createDialogsStore, SiteDialogsHost } from '../app/SiteDialogsHost';
import { mountPoint } from './mount';

/**
 * Renders the site-wide dialogs in a root of their own, closed (a person is about to ask for one: the request
 * then only opens it), and returns what opens them.
 */
export function mountSiteDialogs(): Dialogs {
  const store = createDialogsStore();
  createRoot(mountPoint(), { identifierPrefix: 'dialogs-' }).render(
    <StrictMode>
      <SiteDialogsHost store={store} />
    </StrictMode>,
  );
  store.prepare();
  return store.dialogs;
}

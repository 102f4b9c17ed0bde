import { recordNavigation } from '@aafiyat/domain';
import { AafiyatProvider, SkipLink } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import HeaderIsland from '../islands/HeaderIsland';
import { island } from '../islands/Island';
import { usePageLocale } from '../i18n/language';
import { deferred } from './deferred';
import { DialogsContext } from './dialogs';
import { RoutePage, routeFor } from './RoutePage';
import { RouterLink } from './RouterLink';
import { useSession } from './session';
import { createDialogsStore, SiteDialogsHost } from './SiteDialogsHost';

const Footer = deferred(() => import('./SiteFooter.deferred'));

// A signed-in patient's realtime connection and call panel: their own chunk (socket.io-client included), never
// part of a public page's first load.
const PatientCalls = lazy(() => import('./calls/PatientCalls'));

// The header is an island: on a page of islands it is the part of the frame that comes to life (at a first touch,
// or at once for a signed-in visitor).
const Header = island('header', HeaderIsland, { whenSignedIn: true });

/**
 * Every page's frame: header, the routed page, footer, and the site-wide helpline and demo dialogs, in the page's
 * language (given by `SiteLanguageProvider` around the app; the theme's element says it and its direction).
 */
export function Shell() {
  const location = useLocation();
  const session = useSession();
  // The helpline and demo dialogs' state lives outside the shell, so opening one re-renders only the dialogs.
  const [dialogsStore] = useState(createDialogsStore);
  const path = `${location.pathname}${location.search}`;

  // Page-to-page path memory: the current and previous path, in session storage.
  useEffect(() => {
    recordNavigation(window.sessionStorage, path);
  }, [path]);

  return (
    <AafiyatProvider linkComponent={RouterLink} lang={usePageLocale()}>
      <DialogsContext.Provider value={dialogsStore.dialogs}>
        <SkipLink targetId="main" />
        <Header currentPath={location.pathname} />
        <main id="main" tabIndex={-1}>
          <RoutePage route={routeFor(location.pathname)} />
        </main>
        <Footer />
        {session?.role === 'patient' ? (
          <Suspense fallback={null}>
            <PatientCalls patientId={session.user_id} />
          </Suspense>
        ) : null}
        <SiteDialogsHost store={dialogsStore} />
      </DialogsContext.Provider>
    </AafiyatProvider>
  );
}

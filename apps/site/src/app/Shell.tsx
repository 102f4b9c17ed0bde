import { recordNavigation, shouldShowBlogsLink } from '@aafiyat/domain';
import { AafiyatProvider, SiteHeader, SkipLink } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { publicHost, site } from '../site.config';
import { disconnectRealtime } from './calls/realtimeLink';
import { deferred } from './deferred';
import { DialogsContext } from './dialogs';
import { useHydrated } from './hydration';
import { RoutePage, routeFor } from './RoutePage';
import { RouterLink } from './RouterLink';
import { signOut, useSession, useSessionRefresh } from './session';
import { createDialogsStore, SiteDialogsHost } from './SiteDialogsHost';

const Footer = deferred(() => import('./SiteFooter.deferred'));

// A signed-in patient's realtime connection and call panel: their own chunk (socket.io-client included), never
// part of a public page's first load.
const PatientCalls = lazy(() => import('./calls/PatientCalls'));

/** The Blogs link shows only on the production public host; the prerender (no host) leaves it out. */
function useShowBlogsLink(): boolean {
  const hydrated = useHydrated();
  return hydrated && shouldShowBlogsLink(window.location.host, publicHost);
}

/** Every page's frame: header, the routed page, footer, and the site-wide helpline and demo dialogs. */
export function Shell() {
  const location = useLocation();
  const session = useSession();
  useSessionRefresh();
  const showBlogsLink = useShowBlogsLink();
  // The helpline and demo dialogs' state lives outside the shell, so opening one re-renders only the dialogs.
  const [dialogsStore] = useState(createDialogsStore);
  const path = `${location.pathname}${location.search}`;

  // Page-to-page path memory: the current and previous path, in session storage.
  useEffect(() => {
    recordNavigation(window.sessionStorage, path);
  }, [path]);

  return (
    <AafiyatProvider linkComponent={RouterLink}>
      <DialogsContext.Provider value={dialogsStore.dialogs}>
        <SkipLink targetId="main" />
        <SiteHeader
          brandName={site.brandName}
          navLinks={site.navLinks}
          showBlogsLink={showBlogsLink}
          currentPath={location.pathname}
          supportPhone={site.supportPhone}
          user={session ? { name: session.name, role: session.role } : null}
          onSignOut={() => {
            void signOut(disconnectRealtime);
          }}
        />
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

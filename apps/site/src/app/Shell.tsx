import { recordNavigation, shouldShowBlogsLink } from '@aafiyat/domain';
import { AafiyatProvider, SiteHeader, SkipLink, useIdlePreload } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { publicHost, site } from '../site.config';
import { disconnectRealtime } from './calls/realtimeLink';
import { deferred } from './deferred';
import { DialogsContext, type DemoTarget, type Dialogs } from './dialogs';
import { RoutePage, routeFor } from './RoutePage';
import { RouterLink } from './RouterLink';
import { signOut, useSession } from './session';

const Footer = deferred(() => import('./SiteFooter.deferred'));

// A signed-in patient's realtime connection and call panel: their own chunk (socket.io-client included), never
// part of a public page's first load.
const PatientCalls = lazy(() => import('./calls/PatientCalls'));

// The helpline and demo dialogs with the API client: fetched when the browser is idle, or at the first click.
const loadSiteDialogs = () => import('./SiteDialogs');
const SiteDialogs = lazy(loadSiteDialogs);
const noSubscription = () => () => undefined;

/** The Blogs link shows only on the production public host; the prerender (no host) leaves it out. */
function useShowBlogsLink(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => shouldShowBlogsLink(window.location.host, publicHost),
    () => false,
  );
}

/** Every page's frame: header, the routed page, footer, and the site-wide helpline and demo dialogs. */
export function Shell() {
  const location = useLocation();
  const session = useSession();
  const showBlogsLink = useShowBlogsLink();
  const [helplineOpen, setHelplineOpen] = useState(false);
  const [demo, setDemo] = useState<DemoTarget | null>(null);
  const path = `${location.pathname}${location.search}`;

  // Page-to-page path memory (spec section 3): the current and previous path, in session storage.
  useEffect(() => {
    recordNavigation(window.sessionStorage, path);
  }, [path]);

  // Mounted from the first request on, so a closing dialog keeps its own exit (focus returns to its trigger).
  const [dialogsWanted, setDialogsWanted] = useState(false);

  const dialogs = useMemo<Dialogs>(
    () => ({
      openHelpline: () => {
        setDialogsWanted(true);
        setHelplineOpen(true);
      },
      openDemo: (target) => {
        setDialogsWanted(true);
        setDemo(target);
      },
    }),
    [],
  );

  // Warm the dialogs' chunk once the page is idle, so the first click opens them at once.
  useIdlePreload(loadSiteDialogs);

  return (
    <AafiyatProvider linkComponent={RouterLink}>
      <DialogsContext.Provider value={dialogs}>
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
        {dialogsWanted ? (
          <Suspense fallback={null}>
            <SiteDialogs
              helplineOpen={helplineOpen}
              onHelplineClose={() => {
                setHelplineOpen(false);
              }}
              demo={demo}
              onDemoClose={() => {
                setDemo(null);
              }}
            />
          </Suspense>
        ) : null}
      </DialogsContext.Provider>
    </AafiyatProvider>
  );
}

import { isApiError } from '@aafiyat/api';
import { DEMO_REQUEST_FAILED_MESSAGE, shouldShowBlogsLink } from '@aafiyat/domain';
import {
  AafiyatProvider,
  DemoRequestDialog,
  HelplineDialog,
  SiteFooter,
  SiteHeader,
  defaultSignInLinks,
} from '@aafiyat/ui';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { publicHost, site } from '../site.config';
import { api } from './api';
import { DialogsContext, demoProducts, type DemoTarget, type Dialogs } from './dialogs';
import { RoutePage, routeFor } from './RoutePage';
import { RouterLink } from './RouterLink';
import { signOut, useSession } from './session';

const slideProducts = ['clinic', 'pharmacy', 'hospital'] as const;
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

  const dialogs = useMemo<Dialogs>(
    () => ({
      openHelpline: () => {
        setHelplineOpen(true);
      },
      openDemo: (target) => {
        setDemo(target);
      },
    }),
    [],
  );

  const demoProduct = demo === null ? null : typeof demo === 'number' ? slideProducts[demo] : demo;

  return (
    <AafiyatProvider linkComponent={RouterLink}>
      <DialogsContext.Provider value={dialogs}>
        <SiteHeader
          brandName={site.brandName}
          navLinks={site.navLinks}
          showBlogsLink={showBlogsLink}
          currentPath={location.pathname}
          supportPhone={site.supportPhone}
          user={session ? { name: session.name, role: session.role } : null}
          onSignOut={() => {
            void signOut();
          }}
        />
        <main id="main">
          <RoutePage route={routeFor(location.pathname)} />
        </main>
        <SiteFooter
          brandName={site.brandName}
          tagline={site.tagline}
          address={site.address}
          supportPhone={site.supportPhone}
          email={site.email}
          companyLinks={site.companyLinks}
          serviceLinks={site.serviceLinks}
          signInLinks={defaultSignInLinks}
          patientApp={site.patientApp}
          doctorApp={site.doctorApp}
          socialLinks={site.socialLinks}
        />
        <HelplineDialog
          open={helplineOpen}
          onOpenChange={({ open }) => {
            setHelplineOpen(open);
          }}
          onSubmit={({ phone_number }) => api.addHelplineCallback({ body: { phone_number, data: {} } })}
        />
        {demo !== null && demoProduct ? (
          <DemoRequestDialog
            open
            onOpenChange={({ open }) => {
              if (!open) setDemo(null);
            }}
            product={demoProducts[demoProduct]}
            demoFor={demo}
            onSubmit={async ({ name, email, phone_number }) => {
              try {
                await api.addDemoRequest({ body: { name, email, phone_number, demo_for: demo } });
              } catch (error) {
                // The spec's wording for a duplicate; any other failure says what happened (ApiError's message).
                if (isApiError(error, 409)) throw new Error(DEMO_REQUEST_FAILED_MESSAGE);
                throw error;
              }
            }}
          />
        ) : null}
      </DialogsContext.Provider>
    </AafiyatProvider>
  );
}

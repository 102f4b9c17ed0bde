import { pathInLocale, shouldShowBlogsLink } from '@aafiyat/domain';
import { SiteHeader } from '@aafiyat/ui';
import { usePageLocale, useSiteMessages } from '../i18n/language';
import { publicHost, site, siteLinks } from '../site.config';
import { disconnectRealtime } from '../app/calls/realtimeLink';
import { useHydrated } from '../app/hydration';
import { signOut, useSession, useSessionRefresh } from '../app/session';

/**
 * The Blogs link shows only on the production public host. The prerendered pages are the production site's, so
 * they carry it, and the first render in the browser keeps it (the page hydrates as it was prerendered); another
 * host drops it then (on a page of islands, the loader hides it before that: `./entry.ts`).
 */
function useShowBlogsLink(): boolean {
  const hydrated = useHydrated();
  return !hydrated || shouldShowBlogsLink(window.location.host, publicHost);
}

/** Props of {@link HeaderIsland}. */
export interface HeaderIslandProps {
  /** The path of the page shown, without its language, so its link is marked current. */
  readonly currentPath: string;
}

/**
 * The site's header with the signed-in person (or the Login menu), the Blogs link where it shows, Sign out, and
 * the same page in the other language (its query and scroll kept by ../app/languageSwitch.ts).
 * Prerendered signed out; the stored session, checked with the server once, takes over after hydration.
 */
export default function HeaderIsland({ currentPath }: HeaderIslandProps) {
  const session = useSession();
  useSessionRefresh();
  const showBlogsLink = useShowBlogsLink();
  const t = useSiteMessages();
  const other = usePageLocale() === 'ur' ? 'en' : 'ur';
  return (
    <SiteHeader
      brandName={t('Shell.brand')}
      navLinks={siteLinks(t, site.navLinks)}
      languageSwitch={{ href: pathInLocale(currentPath, other), locale: other }}
      showBlogsLink={showBlogsLink}
      currentPath={currentPath}
      supportPhone={site.supportPhone}
      user={session ? { name: session.name, role: session.role } : null}
      onSignOut={() => {
        void signOut(disconnectRealtime);
      }}
    />
  );
}

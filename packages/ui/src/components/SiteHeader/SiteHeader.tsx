import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react';
import { BLOGS_PATH, HEADER_STICKY_OFFSET_PX, avatarDestination } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { Icon } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { useIdlePreload } from '../../providers/useIdlePreload';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Menu } from '../../primitives/Menu';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { LanguageSwitch, type LanguageSwitchTarget } from '../LanguageSwitch';
import { dataAttributes } from '../../primitives/Button/Button';
import { SiteHeaderAccount, accountDestinationLabel, type SiteHeaderUser } from './SiteHeaderAccount';
import { defaultSignInLinks, telHref, type SignInLink, type SiteLink } from './SiteHeaderLinks';
import { useScrolledPast } from './SiteHeaderSticky';
import * as styles from './SiteHeader.css';

// The drawer is its own chunk, fetched when the page is idle or at the first press: a page's first load carries
// only what is on screen.
const loadDrawer = () => import('../MobileNavDrawer/MobileNavDrawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })));

export interface SiteHeaderProps {
  /** The brand name, shown beside the mark and linking home. */
  brandName: string;
  /** Where the brand links: the home page. */
  homeHref?: string;
  /** The site's navigation links, in order. */
  navLinks: readonly SiteLink[];
  /**
   * Adds the Blogs link after the others. The site decides with the domain's `shouldShowBlogsLink`: only on
   * the production public host.
   */
  showBlogsLink?: boolean;
  /** The Blogs link, when shown: "Blogs" at the domain's blog address by default. */
  blogsLink?: SiteLink;
  /** The path of the page shown, so its link is marked current. */
  currentPath?: string | undefined;
  /** The support phone number as people write it; a link that dials it. */
  supportPhone: string;
  /** The signed-in person (any of the six roles), or nothing when logged out. */
  user?: SiteHeaderUser | null | undefined;
  /** Called when the signed-in person chooses Sign out. */
  onSignOut?: () => void;
  /** The Login menu's entries: the six role sign-in pages by default (`defaultSignInLinks`). */
  signInLinks?: readonly SignInLink[];
  /** Scroll distance after which the header sticks to the top; the spec's 600 px by default. */
  stickyOffset?: number;
  /** Watch this element's scrolling instead of the window's (a page inside a scrolling panel, tests). */
  scrollContainerRef?: RefObject<HTMLElement | null>;
  /**
   * The same page in the other language: a link named in that language, in the bar (from 400 px wide) and in the
   * drawer. Left out, there is none.
   */
  languageSwitch?: LanguageSwitchTarget | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The site header: brand, navigation, the support phone, and a Login menu or the signed-in
 * person's avatar and account menu. It sticks to the top after 600 px of scroll (`data-state="sticky"`);
 * small screens get a menu button that opens the navigation drawer. Place it as a direct child of the page's
 * outermost element, so sticking lasts the whole page.
 */
export function SiteHeader({
  brandName,
  homeHref = '/',
  navLinks,
  showBlogsLink = false,
  blogsLink,
  currentPath,
  supportPhone,
  user,
  onSignOut = () => undefined,
  signInLinks,
  stickyOffset = HEADER_STICKY_OFFSET_PX,
  scrollContainerRef,
  languageSwitch,
  data,
}: SiteHeaderProps) {
  const t = useMessages();
  const sticky = useScrolledPast(stickyOffset, scrollContainerRef);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its state and its closing animation afterwards.
  const [drawerWanted, setDrawerWanted] = useState(false);

  // Fetched once the page is idle, so the first press opens it at once.
  useIdlePreload(loadDrawer);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const links = showBlogsLink
    ? [...navLinks, blogsLink ?? { label: t('Navigation.blogs'), href: BLOGS_PATH }]
    : navLinks;
  const loginLinks = signInLinks ?? defaultSignInLinks(t);
  const signedInUser = user ?? null;

  return (
    <header className={styles.root} data-state={sticky ? 'sticky' : 'static'} {...dataAttributes(data)}>
      <Container>
        <div className={styles.bar}>
          <div className={styles.smallOnly}>
            <IconButton
              ref={menuButtonRef}
              label={t('Navigation.openMenu')}
              icon="menu"
              aria-expanded={drawerOpen}
              {...(drawerWanted ? { 'aria-controls': drawerId } : {})}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            />
          </div>
          <ProvidedLink href={homeHref} className={styles.brand}>
            <svg className={styles.brandMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect width="24" height="24" rx="6" />
              <path className={styles.brandMarkCross} d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" />
            </svg>
            {brandName}
          </ProvidedLink>
          <nav className={`${styles.nav} ${styles.wideOnly}`} aria-label={t('Navigation.main')}>
            <ul className={styles.navList}>
              {links.map((link) => (
                <li key={link.href} className={styles.navItem}>
                  <Link
                    href={link.href}
                    external={link.external ?? false}
                    tone="neutral"
                    underline="hover"
                    {...(currentPath === link.href ? { 'aria-current': 'page' as const } : {})}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <span className={styles.spacer} />
          <div className={styles.end}>
            {languageSwitch ? (
              <span className={styles.languageSwitch}>
                <LanguageSwitch {...languageSwitch} />
              </span>
            ) : null}
            <span className={styles.phone}>
              <Link href={telHref(supportPhone)} tone="brand" underline="hover">
                <Icon name="phone" />
                <VisuallyHidden>{`${t('Navigation.callSupport')} `}</VisuallyHidden>
                <span className={styles.phoneNumber} dir="ltr">
                  {supportPhone}
                </span>
              </Link>
            </span>
            {signedInUser ? (
              <SiteHeaderAccount user={signedInUser} onSignOut={onSignOut} />
            ) : (
              <Menu
                label={t('Account.login')}
                variant="outline"
                tone="brand"
                items={loginLinks.map((link) => ({ label: link.label, href: link.href }))}
              />
            )}
          </div>
        </div>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            id={drawerId}
            open={drawerOpen}
            onOpenChange={({ open }) => {
              setDrawerOpen(open);
            }}
            navLinks={links}
            currentPath={currentPath}
            signInLinks={signedInUser ? [] : loginLinks}
            accountLink={
              signedInUser
                ? {
                    label: accountDestinationLabel(t, signedInUser.role),
                    href: avatarDestination(signedInUser.role),
                  }
                : undefined
            }
            onSignOut={signedInUser ? onSignOut : undefined}
            supportPhone={supportPhone}
            languageSwitch={languageSwitch}
            returnFocusRef={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

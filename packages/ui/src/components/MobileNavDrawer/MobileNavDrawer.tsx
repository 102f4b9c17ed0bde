import { useId, type RefObject } from 'react';
import { LanguageSwitch, type LanguageSwitchTarget } from '../LanguageSwitch';
import type { OpenChange } from '../../primitives/Dialog';
import { useMessages } from '../../i18n/I18nContext';
import { Icon } from '../../icons/icons';
import { Drawer } from '../../primitives/Drawer';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { defaultSignInLinks, telHref, type SiteLink } from '../SiteHeader/SiteHeaderLinks';
import * as styles from './MobileNavDrawer.css';

export interface MobileNavDrawerProps {
  /** Whether it is open (controlled); the header's menu button owns this. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open }` when it asks to close (Escape, the close button, the backdrop, a followed link). */
  onOpenChange?: (change: OpenChange) => void;
  /** The id the menu button points at with `aria-controls`. */
  id?: string;
  /** The drawer's title: "Menu" in the provider's language by default. */
  title?: string;
  /** The site's navigation links. */
  navLinks: readonly SiteLink[];
  /** The path of the page shown, so its link is marked current. */
  currentPath?: string | undefined;
  /** The Login group: the six role sign-in pages by default; pass `[]` when signed in. */
  signInLinks?: readonly SiteLink[];
  /** The heading of the Login group: "Login" in the provider's language by default. */
  signInHeading?: string;
  /** The signed-in person's page (profile or dashboard), shown above Sign out. */
  accountLink?: SiteLink | undefined;
  /** Shows Sign out when given (signed in); called when it is chosen. */
  onSignOut?: (() => void) | undefined;
  /** The support phone number as people write it; shown as a link that dials it. */
  supportPhone?: string | undefined;
  /** The same page in the other language, offered last (see `LanguageSwitch`). */
  languageSwitch?: LanguageSwitchTarget | undefined;
  /** Where focus goes on close; by default the element that opened it (the menu button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The small-screen navigation ("a side drawer serves small screens"): the site's links, the
 * Login links or the signed-in person's links, and the support phone, in a `Drawer`. Following a link closes it.
 */
export function MobileNavDrawer({
  open,
  defaultOpen,
  onOpenChange,
  id,
  title,
  navLinks,
  currentPath,
  signInLinks,
  signInHeading,
  accountLink,
  onSignOut,
  supportPhone,
  languageSwitch,
  returnFocusRef,
}: MobileNavDrawerProps) {
  const t = useMessages();
  const loginLinks = signInLinks ?? defaultSignInLinks(t);
  const signInHeadingId = useId();
  const accountHeadingId = useId();
  const signedIn = accountLink !== undefined || onSignOut !== undefined;
  return (
    <Drawer
      title={title ?? t('Navigation.menu')}
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(id ? { id } : {})}
      {...(returnFocusRef ? { returnFocusRef } : {})}
    >
      <div className={styles.content}>
        <nav aria-label={t('Navigation.main')}>
          <ul className={styles.list}>
            {navLinks.map((link) => (
              <li key={link.href} className={styles.item}>
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
        {signedIn ? (
          <nav className={styles.group} aria-labelledby={accountHeadingId}>
            <h3 className={styles.groupHeading} id={accountHeadingId}>
              {t('Account.section')}
            </h3>
            <ul className={styles.list}>
              {accountLink ? (
                <li className={styles.item}>
                  <Link href={accountLink.href} tone="neutral" underline="hover">
                    <Icon name="user" />
                    {accountLink.label}
                  </Link>
                </li>
              ) : null}
              {onSignOut ? (
                <li className={styles.item}>
                  <Button variant="ghost" tone="critical" onClick={onSignOut}>
                    {t('Account.signOut')}
                  </Button>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        {loginLinks.length > 0 ? (
          <nav className={styles.group} aria-labelledby={signInHeadingId}>
            <h3 className={styles.groupHeading} id={signInHeadingId}>
              {signInHeading ?? t('Account.login')}
            </h3>
            <ul className={styles.list}>
              {loginLinks.map((link) => (
                <li key={link.href} className={styles.item}>
                  <Link href={link.href} tone="neutral" underline="hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {supportPhone ? (
          <div className={`${styles.support} ${styles.item}`}>
            <Link href={telHref(supportPhone)} tone="brand" underline="hover">
              <Icon name="phone" />
              <VisuallyHidden>{`${t('Navigation.callSupport')} `}</VisuallyHidden>
              <span dir="ltr">{supportPhone}</span>
            </Link>
          </div>
        ) : null}
        {languageSwitch ? (
          <div className={styles.item}>
            <LanguageSwitch {...languageSwitch} layout="block" />
          </div>
        ) : null}
      </div>
    </Drawer>
  );
}

import { useId, type ReactNode } from 'react';
import { COPYRIGHT_YEAR } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { Icon, type IconName } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dataAttributes } from '../../primitives/Button/Button';
import { AppStoreBadges, type AppStoreLinks } from '../AppStoreBadges';
import { defaultSignInLinks, telHref, type SignInLink, type SiteLink } from '../SiteHeader/SiteHeaderLinks';
import * as styles from './SiteFooter.css';

/** Social networks the footer has an icon for. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;

/** A link to one of the brand's social pages. */
export interface SocialLink {
  /** Which network: picks the icon. */
  network: (typeof socialNetworks)[number];
  /** The link's name for screen readers ("Aafiyat on Facebook"). */
  label: string;
  /** The page's address. */
  href: string;
}

const socialIcons: Record<SocialLink['network'], IconName> = {
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  youtube: 'youtube',
  x: 'xSocial',
};

export interface SiteFooterProps {
  /** The brand name, used in the brand block and the copyright line. */
  brandName: string;
  /** A line under the brand name saying what the company does. */
  tagline?: string | undefined;
  /** The postal address, one entry per line. */
  address: readonly string[];
  /**
   * The language the address is written in, when it is not the page's (an address kept in English, as the post
   * reads it, on an Urdu page): screen readers then read it in that language, and its own direction holds.
   */
  addressLang?: string | undefined;
  /** The support phone number as people write it; it becomes a `tel:` link. */
  supportPhone: string;
  /** The support email address; it becomes a `mailto:` link. */
  email?: string | undefined;
  /** The Company column: about, contact, blogs, policies. */
  companyLinks: readonly SiteLink[];
  /** The Services column: the products, the doctor search, the partner labs' list. */
  serviceLinks: readonly SiteLink[];
  /** The Sign In column; the six role sign-in pages by default. */
  signInLinks?: readonly SignInLink[];
  /** Extra links of the Contact Us column, after the phone and email (the contact page). */
  contactLinks?: readonly SiteLink[];
  /** Store pages of the patient app. */
  patientApp?: AppStoreLinks | undefined;
  /** Store pages of the doctor app. */
  doctorApp?: AppStoreLinks | undefined;
  /** The brand's social pages, shown as icon links. */
  socialLinks?: readonly SocialLink[];
  /** Heading level of the column headings: 2 unless the page nests the footer. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The site footer: the brand and address, columns Company, Services, Sign In and Contact Us (each a
 * labelled navigation), the app-store badges, social links and the copyright line.
 */
export function SiteFooter({
  brandName,
  tagline,
  address,
  addressLang,
  supportPhone,
  email,
  companyLinks,
  serviceLinks,
  signInLinks,
  contactLinks = [],
  patientApp,
  doctorApp,
  socialLinks = [],
  headingLevel = 2,
  data,
}: SiteFooterProps) {
  const t = useMessages();
  return (
    <footer className={styles.root} {...dataAttributes(data)}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{brandName}</p>
            {tagline ? <p>{tagline}</p> : null}
            <address className={styles.address}>
              <Icon name="mapPin" />
              <span lang={addressLang} dir={addressLang === undefined ? undefined : 'auto'}>
                {address.map((line, index) => (
                  <span key={`${String(index)}-${line}`}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </span>
            </address>
          </div>
          <SiteFooterColumn heading={t('SiteFooter.company')} level={headingLevel} links={companyLinks} />
          <SiteFooterColumn heading={t('SiteFooter.services')} level={headingLevel} links={serviceLinks} />
          <SiteFooterColumn
            heading={t('SiteFooter.signIn')}
            level={headingLevel}
            links={signInLinks ?? defaultSignInLinks(t)}
          />
          <SiteFooterColumn
            heading={t('SiteFooter.contactUs')}
            level={headingLevel}
            links={contactLinks}
            className={styles.contactColumn}
          >
            <li className={styles.listItem}>
              <Link href={telHref(supportPhone)} tone="inverse" underline="hover">
                <Icon name="phone" />
                <VisuallyHidden>{`${t('SiteFooter.call')} `}</VisuallyHidden>
                <span dir="ltr">{supportPhone}</span>
              </Link>
            </li>
            {email ? (
              <li className={styles.listItem}>
                <Link href={`mailto:${email}`} tone="inverse" underline="hover">
                  <Icon name="mail" />
                  <VisuallyHidden>{`${t('SiteFooter.email')} `}</VisuallyHidden>
                  <span className={styles.email}>{email}</span>
                </Link>
              </li>
            ) : null}
          </SiteFooterColumn>
        </div>
        <div className={styles.lower}>
          <AppStoreBadges
            tone="inverse"
            patientApp={patientApp}
            doctorApp={doctorApp}
            patientLabel={t('SiteFooter.forPatients')}
            doctorLabel={t('SiteFooter.forDoctors')}
          />
          {socialLinks.length > 0 ? (
            <nav aria-label={t('SiteFooter.socialMedia')}>
              <ul className={styles.social}>
                {socialLinks.map((social) => (
                  <li key={social.href}>
                    <Link href={social.href} external tone="inverse" underline="hover">
                      <Icon name={socialIcons[social.network]} />
                      <VisuallyHidden>{social.label}</VisuallyHidden>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <p className={styles.copyright}>{t('SiteFooter.copyright', { year: COPYRIGHT_YEAR, brandName })}</p>
      </Container>
    </footer>
  );
}

interface SiteFooterColumnProps {
  heading: string;
  level: 2 | 3;
  links: readonly SiteLink[];
  className?: string;
  children?: ReactNode;
}

function SiteFooterColumn({ heading, level, links, className, children }: SiteFooterColumnProps) {
  const headingId = useId();
  const HeadingElement = level === 2 ? 'h2' : 'h3';
  return (
    <nav className={className ? `${styles.column} ${className}` : styles.column} aria-labelledby={headingId}>
      <HeadingElement className={styles.columnHeading} id={headingId}>
        {heading}
      </HeadingElement>
      <ul className={styles.list}>
        {children}
        {links.map((link) => (
          <li key={link.href} className={styles.listItem}>
            <Link href={link.href} external={link.external ?? false} tone="inverse" underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

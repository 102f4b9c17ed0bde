// The site's one configuration file: brand, contacts, app-store and social links. Pages and the shell read from
// here; nothing else hard-codes these.
import type { AppStoreLinks, SiteLink, SocialLink } from '@aafiyat/ui';
import type { SiteMessageKey } from './i18n/compiled/keys';
import type { SiteTranslate } from './i18n/language';

/** A link of the site's menus: its words by catalog key, in the page's language when shown (see {@link siteLinks}). */
export interface SiteLinkEntry {
  key: SiteMessageKey;
  href: string;
}

/** The office's postal address in its parts, as structured data names them. */
const office = {
  streetLines: ['Office 14, Third Floor, Gulberg Trade Centre', 'Main Boulevard, Gulberg III'],
  locality: 'Lahore',
  region: 'Punjab',
  postalCode: '54660',
  country: 'Pakistan',
  /** ISO 3166-1 alpha-2. */
  countryCode: 'PK',
} as const;

export const site = {
  brandName: 'Aafiyat',
  /** The production origin, for canonical URLs and Open Graph; the host part is the Blogs-link host. */
  origin: 'https://aafiyat.pk',
  /** The brand colour of the browser's chrome and the installed app (tokens.ts: brand). */
  themeColor: '#0B6B66',
  office,
  /** The office's address as people read it, one line an entry. */
  address: [...office.streetLines, `${office.locality} ${office.postalCode}, ${office.country}`],
  /** The address is kept in English on every page, as the post and the couriers read it. */
  addressLang: 'en',
  supportPhone: '0300 1234567',
  helplinePhone: '042 111 234 567',
  email: 'hello@aafiyat.pk',
  patientApp: {
    ios: 'https://apps.apple.com/pk/app/aafiyat-patient/id1600000001',
    android: 'https://play.google.com/store/apps/details?id=pk.aafiyat.patient',
  } satisfies AppStoreLinks,
  doctorApp: {
    ios: 'https://apps.apple.com/pk/app/aafiyat-doctor/id1600000002',
    android: 'https://play.google.com/store/apps/details?id=pk.aafiyat.doctor',
  } satisfies AppStoreLinks,
  socialLinks: [
    { network: 'facebook', key: 'Shell.social.facebook', href: 'https://www.facebook.com/aafiyat.pk' },
    { network: 'instagram', key: 'Shell.social.instagram', href: 'https://www.instagram.com/aafiyat.pk' },
    { network: 'linkedin', key: 'Shell.social.linkedin', href: 'https://www.linkedin.com/company/aafiyat' },
    { network: 'youtube', key: 'Shell.social.youtube', href: 'https://www.youtube.com/@aafiyat' },
  ] satisfies (Omit<SocialLink, 'label'> & { key: SiteMessageKey })[],
  navLinks: [
    { key: 'Shell.nav.clinics', href: '/products/clinicmanagement' },
    { key: 'Shell.nav.pharmacies', href: '/products/pharmacymanagement' },
    { key: 'Shell.nav.hospitals', href: '/products/hospitalmanagement' },
    { key: 'Shell.nav.onlineConsultation', href: '/products/doctor' },
    { key: 'Shell.nav.findDoctor', href: '/doctors/search' },
    { key: 'Shell.nav.about', href: '/about' },
    { key: 'Shell.nav.contact', href: '/contactus' },
  ] satisfies SiteLinkEntry[],
  companyLinks: [
    { key: 'Shell.company.about', href: '/about' },
    { key: 'Shell.company.contact', href: '/contactus' },
    { key: 'Shell.company.faqs', href: '/privacy/Faqs' },
    { key: 'Shell.company.paymentPolicy', href: '/privacy/PaymentPolicy' },
    { key: 'Shell.company.terms', href: '/privacy/TermCondition' },
    { key: 'Shell.company.privacy', href: '/privacy/PrivacyPolicy' },
  ] satisfies SiteLinkEntry[],
  serviceLinks: [
    { key: 'Shell.service.clinic', href: '/products/clinicmanagement' },
    { key: 'Shell.service.pharmacy', href: '/products/pharmacymanagement' },
    { key: 'Shell.service.hospital', href: '/products/hospitalmanagement' },
    { key: 'Shell.service.onlineConsultation', href: '/products/doctor' },
    { key: 'Shell.service.findDoctor', href: '/doctors/search' },
    { key: 'Shell.service.labs', href: '/labs' },
  ] satisfies SiteLinkEntry[],
} as const;

/** The host the Blogs link is shown on (PUBLIC_HOST at build time; the site's own origin otherwise). */
export const publicHost: string = import.meta.env.PUBLIC_HOST || new URL(site.origin).host;

/** A menu's links in the page's language. */
export function siteLinks(t: SiteTranslate, links: readonly SiteLinkEntry[]): SiteLink[] {
  return links.map(({ key, href }) => ({ label: t(key), href }));
}

/** The social links with their names in the page's language. */
export function socialLinks(t: SiteTranslate): SocialLink[] {
  return site.socialLinks.map(({ network, key, href }) => ({ network, label: t(key), href }));
}

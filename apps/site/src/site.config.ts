// The site's one configuration file: brand, contacts, app-store and social links. Pages and the shell read from
// here; nothing else hard-codes these.
import type { AppStoreLinks, SiteLink, SocialLink } from '@aafiyat/ui';

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
  tagline: 'Healthcare management for clinics, hospitals and pharmacies across Pakistan.',
  /** The production origin, for canonical URLs and Open Graph; the host part is the Blogs-link host. */
  origin: 'https://aafiyat.pk',
  /** The brand colour of the browser's chrome and the installed app (tokens.ts: brand). */
  themeColor: '#0B6B66',
  office,
  /** The office's address as people read it, one line an entry. */
  address: [...office.streetLines, `${office.locality} ${office.postalCode}, ${office.country}`],
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
    { network: 'facebook', label: 'Aafiyat on Facebook', href: 'https://www.facebook.com/aafiyat.pk' },
    { network: 'instagram', label: 'Aafiyat on Instagram', href: 'https://www.instagram.com/aafiyat.pk' },
    { network: 'linkedin', label: 'Aafiyat on LinkedIn', href: 'https://www.linkedin.com/company/aafiyat' },
    { network: 'youtube', label: 'Aafiyat on YouTube', href: 'https://www.youtube.com/@aafiyat' },
  ] satisfies SocialLink[],
  navLinks: [
    { label: 'Clinics', href: '/products/clinicmanagement' },
    { label: 'Pharmacies', href: '/products/pharmacymanagement' },
    { label: 'Hospitals', href: '/products/hospitalmanagement' },
    { label: 'Online consultation', href: '/products/doctor' },
    { label: 'Find a doctor', href: '/doctors/search' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contactus' },
  ] satisfies SiteLink[],
  companyLinks: [
    { label: 'About us', href: '/about' },
    { label: 'Contact us', href: '/contactus' },
    { label: 'FAQs', href: '/privacy/Faqs' },
    { label: 'Payment policy', href: '/privacy/PaymentPolicy' },
    { label: 'Terms and conditions', href: '/privacy/TermCondition' },
    { label: 'Privacy policy', href: '/privacy/PrivacyPolicy' },
  ] satisfies SiteLink[],
  serviceLinks: [
    { label: 'Clinic management', href: '/products/clinicmanagement' },
    { label: 'Pharmacy management', href: '/products/pharmacymanagement' },
    { label: 'Hospital management', href: '/products/hospitalmanagement' },
    { label: 'Online consultation', href: '/products/doctor' },
    { label: 'Find a doctor', href: '/doctors/search' },
    { label: 'Medical test labs', href: '/labs' },
  ] satisfies SiteLink[],
} as const;

/** The host the Blogs link is shown on (PUBLIC_HOST at build time; the site's own origin otherwise). */
export const publicHost: string = import.meta.env.PUBLIC_HOST || new URL(site.origin).host;

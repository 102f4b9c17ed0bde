import type { SiteLink } from '../SiteHeader/SiteHeaderLinks';
import { doctorAppFixture, patientAppFixture } from '../AppStoreBadges/AppStoreBadges.fixtures';
import type { SiteFooterProps, SocialLink } from './SiteFooter';

/** The Company column as the site configures it. */
export const companyLinksFixture: readonly SiteLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contactus' },
  { label: 'Blogs', href: '/blogs/category/beauty' },
  { label: 'FAQs', href: '/privacy/Faqs' },
  { label: 'Privacy Policy', href: '/privacy/PrivacyPolicy' },
  { label: 'Terms & Conditions', href: '/privacy/TermCondition' },
  { label: 'Payment Policy', href: '/privacy/PaymentPolicy' },
];

/** The Services column: the products. */
export const serviceLinksFixture: readonly SiteLink[] = [
  { label: 'Clinic Management', href: '/products/clinicmanagement' },
  { label: 'Pharmacy Management', href: '/products/pharmacymanagement' },
  { label: 'Hospital Management', href: '/products/hospitalmanagement' },
  { label: 'Online Consultation', href: '/products/doctor' },
  { label: 'Find a Doctor', href: '/doctors/search' },
];

/** The brand's social pages (fictional handles). */
export const socialLinksFixture: readonly SocialLink[] = [
  { network: 'facebook', label: 'Aafiyat on Facebook', href: 'https://www.facebook.com/aafiyat.health' },
  { network: 'instagram', label: 'Aafiyat on Instagram', href: 'https://www.instagram.com/aafiyat.health' },
  {
    network: 'linkedin',
    label: 'Aafiyat on LinkedIn',
    href: 'https://www.linkedin.com/company/aafiyat-health',
  },
  { network: 'youtube', label: 'Aafiyat on YouTube', href: 'https://www.youtube.com/@aafiyat-health' },
  { network: 'x', label: 'Aafiyat on X', href: 'https://x.com/aafiyat_health' },
];

/** The support line of the stories (a fictional number). */
export const supportPhoneFixture = '0311 1223344';

/** Everything the footer shows, as the site's configuration would pass it (fictional details). */
export const siteFooterFixture: SiteFooterProps = {
  brandName: 'Aafiyat',
  tagline: 'Clinic, pharmacy and hospital software, and doctors online, for all of Pakistan.',
  address: [
    'Office 14, Second Floor, Sardar Arcade',
    'Jinnah Avenue, Blue Area',
    'Islamabad 44000, Pakistan',
  ],
  supportPhone: supportPhoneFixture,
  email: 'support@aafiyat.pk',
  companyLinks: companyLinksFixture,
  serviceLinks: serviceLinksFixture,
  patientApp: patientAppFixture,
  doctorApp: doctorAppFixture,
  socialLinks: socialLinksFixture,
};

import type { SiteLink } from '../SiteHeader/SiteHeaderLinks';
import { doctorAppFixture, patientAppFixture } from '../AppStoreBadges/AppStoreBadges.fixtures';
import type { SiteFooterProps, SocialLink } from './SiteFooter';

/** The Company column as the site configures it. */
export const companyLinksFixture: readonly SiteLink[] = [
  { label: 'About us', href: '/about' },
  { label: 'Contact us', href: '/contactus' },
  { label: 'Blogs', href: '/blogs/category/beauty' },
  { label: 'FAQs', href: '/privacy/Faqs' },
  { label: 'Privacy policy', href: '/privacy/PrivacyPolicy' },
  { label: 'Terms and conditions', href: '/privacy/TermCondition' },
  { label: 'Payment policy', href: '/privacy/PaymentPolicy' },
];

/** The Services column: the products, the doctor search and the partner labs. */
export const serviceLinksFixture: readonly SiteLink[] = [
  { label: 'Clinic management', href: '/products/clinicmanagement' },
  { label: 'Pharmacy management', href: '/products/pharmacymanagement' },
  { label: 'Hospital management', href: '/products/hospitalmanagement' },
  { label: 'Online consultation', href: '/products/doctor' },
  { label: 'Find a doctor', href: '/doctors/search' },
  { label: 'Medical test labs', href: '/labs' },
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

/** The same footer as the site's Urdu pages configure it: the site's own links and address in Urdu. */
export const siteFooterUrduFixture: SiteFooterProps = {
  ...siteFooterFixture,
  brandName: 'عافیت',
  tagline: 'پورے پاکستان کے لیے کلینک، فارمیسی اور ہسپتال کا سافٹ ویئر، اور آن لائن ڈاکٹر۔',
  address: ['دفتر نمبر 14، دوسری منزل، سردار آرکیڈ', 'جناح ایونیو، بلیو ایریا', 'اسلام آباد 44000، پاکستان'],
  companyLinks: [
    { label: 'ہمارے بارے میں', href: '/ur/about' },
    { label: 'رابطہ کریں', href: '/ur/contactus' },
    { label: 'بلاگ', href: '/ur/blogs/category/beauty' },
    { label: 'عام سوالات', href: '/ur/privacy/Faqs' },
    { label: 'رازداری کی پالیسی', href: '/ur/privacy/PrivacyPolicy' },
    { label: 'شرائط و ضوابط', href: '/ur/privacy/TermCondition' },
    { label: 'ادائیگی کی پالیسی', href: '/ur/privacy/PaymentPolicy' },
  ],
  serviceLinks: [
    { label: 'کلینک مینجمنٹ', href: '/ur/products/clinicmanagement' },
    { label: 'فارمیسی مینجمنٹ', href: '/ur/products/pharmacymanagement' },
    { label: 'ہسپتال مینجمنٹ', href: '/ur/products/hospitalmanagement' },
    { label: 'آن لائن مشورہ', href: '/ur/products/doctor' },
    { label: 'ڈاکٹر تلاش کریں', href: '/ur/doctors/search' },
    { label: 'میڈیکل ٹیسٹ لیبز', href: '/ur/labs' },
  ],
  socialLinks: socialLinksFixture.map((social) => ({
    ...social,
    label: social.label.replace(/^Aafiyat on (.+)$/, 'عافیت $1 پر'),
  })),
};

import { page } from './pages';
import type { RouteDefinition } from './routes';

/** The company pages: about, contact, and the four policy pages. */
export const companyRoutes: readonly RouteDefinition[] = [
  { path: '/about', ...page('about/AboutPage.tsx'), prerender: ['/about'], islands: true },
  { path: '/contactus', ...page('contact/ContactPage.tsx'), prerender: ['/contactus'], islands: true },
  {
    path: '/privacy/Faqs',
    ...page('privacy/faqs/FaqsPage.tsx'),
    prerender: ['/privacy/Faqs'],
    islands: true,
  },
  {
    path: '/privacy/PaymentPolicy',
    ...page('privacy/payment-policy/PaymentPolicyPage.tsx'),
    prerender: ['/privacy/PaymentPolicy'],
    islands: true,
  },
  {
    path: '/privacy/TermCondition',
    ...page('privacy/terms/TermsPage.tsx'),
    prerender: ['/privacy/TermCondition'],
    islands: true,
  },
  {
    path: '/privacy/PrivacyPolicy',
    ...page('privacy/privacy-policy/PrivacyPolicyPage.tsx'),
    prerender: ['/privacy/PrivacyPolicy'],
    islands: true,
  },
];

import type { RouteDefinition } from './routes';

/** The company pages: about, contact, and the four policy pages. */
export const companyRoutes: readonly RouteDefinition[] = [
  { path: '/about', load: () => import('../pages/about/AboutPage'), prerender: ['/about'] },
  { path: '/contactus', load: () => import('../pages/contact/ContactPage'), prerender: ['/contactus'] },
  {
    path: '/privacy/Faqs',
    load: () => import('../pages/privacy/faqs/FaqsPage'),
    prerender: ['/privacy/Faqs'],
  },
  {
    path: '/privacy/PaymentPolicy',
    load: () => import('../pages/privacy/payment-policy/PaymentPolicyPage'),
    prerender: ['/privacy/PaymentPolicy'],
  },
  {
    path: '/privacy/TermCondition',
    load: () => import('../pages/privacy/terms/TermsPage'),
    prerender: ['/privacy/TermCondition'],
  },
  {
    path: '/privacy/PrivacyPolicy',
    load: () => import('../pages/privacy/privacy-policy/PrivacyPolicyPage'),
    prerender: ['/privacy/PrivacyPolicy'],
  },
];

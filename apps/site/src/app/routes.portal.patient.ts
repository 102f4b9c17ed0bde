import { page } from './pages';
import type { RouteDefinition } from './routes';

/** The patient's profile, booking and checkout (client-only: `prerender: []`). */
export const patientRoutes: readonly RouteDefinition[] = [
  { path: '/patient/profile', ...page('portal/patient/ProfilePage.tsx'), prerender: [] },
  {
    path: '/appointment/payment/checkout/:id',
    ...page('portal/patient/CheckoutPage.tsx'),
    prerender: [],
  },
];

import { page } from './pages';
import type { RouteDefinition } from './routes';

/** Sign-up pages (client-only: `prerender: []`). */
export const signUpRoutes: readonly RouteDefinition[] = [
  { path: '/default/signup', ...page('portal/signup/ClinicSignUpPage.tsx'), prerender: [] },
  { path: '/hospital/signup', ...page('portal/signup/HospitalSignUpPage.tsx'), prerender: [] },
  { path: '/pms/signup', ...page('portal/signup/PharmacySignUpPage.tsx'), prerender: [] },
];

import { page } from './pages';
import type { RouteDefinition } from './routes';

/** Sign-up pages, prerendered like the sign-in pages: the form is there before the script arrives. */
export const signUpRoutes: readonly RouteDefinition[] = [
  { path: '/default/signup', ...page('portal/signup/ClinicSignUpPage.tsx'), prerender: ['/default/signup'] },
  {
    path: '/hospital/signup',
    ...page('portal/signup/HospitalSignUpPage.tsx'),
    prerender: ['/hospital/signup'],
  },
  { path: '/pms/signup', ...page('portal/signup/PharmacySignUpPage.tsx'), prerender: ['/pms/signup'] },
];

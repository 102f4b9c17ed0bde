import { page } from './pages';
import type { RouteDefinition } from './routes';

/**
 * Sign-in pages of every role, prerendered: the form is on screen, readable and focusable before the script
 * arrives (nobody is signed in on the server; the page notices a stored session after hydration).
 */
export const signInRoutes: readonly RouteDefinition[] = [
  { path: '/patient/login', ...page('portal/signin/PatientLoginPage.tsx'), prerender: ['/patient/login'] },
  { path: '/doctor/login', ...page('portal/signin/DoctorLoginPage.tsx'), prerender: ['/doctor/login'] },
  {
    path: '/clinic-management-system/login',
    ...page('portal/signin/ClinicLoginPage.tsx'),
    prerender: ['/clinic-management-system/login'],
  },
  { path: '/staff/login', ...page('portal/signin/StaffLoginPage.tsx'), prerender: ['/staff/login'] },
  { path: '/hospital/login', ...page('portal/signin/HospitalLoginPage.tsx'), prerender: ['/hospital/login'] },
  { path: '/pms/login', ...page('portal/signin/PharmacyLoginPage.tsx'), prerender: ['/pms/login'] },
];

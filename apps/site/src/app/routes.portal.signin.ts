import { page } from './pages';
import type { RouteDefinition } from './routes';

/** Sign-in pages of every role (client-only: `prerender: []`). */
export const signInRoutes: readonly RouteDefinition[] = [
  { path: '/patient/login', ...page('portal/signin/PatientLoginPage.tsx'), prerender: [] },
  { path: '/doctor/login', ...page('portal/signin/DoctorLoginPage.tsx'), prerender: [] },
  { path: '/clinic-management-system/login', ...page('portal/signin/ClinicLoginPage.tsx'), prerender: [] },
  { path: '/staff/login', ...page('portal/signin/StaffLoginPage.tsx'), prerender: [] },
  { path: '/hospital/login', ...page('portal/signin/HospitalLoginPage.tsx'), prerender: [] },
  { path: '/pms/login', ...page('portal/signin/PharmacyLoginPage.tsx'), prerender: [] },
];

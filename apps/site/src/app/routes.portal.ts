import type { RouteDefinition } from './routes';
import { businessHomeRoutes } from './routes.portal.business';
import { dashboardRoutes } from './routes.portal.dashboards';
import { patientRoutes } from './routes.portal.patient';
import { signInRoutes } from './routes.portal.signin';
import { signUpRoutes } from './routes.portal.signup';

/**
 * The portal: sign-in and sign-up per role, the patient's profile, booking and checkout, the clinic and doctor
 * dashboards, and the home pages of clinic staff, hospitals and pharmacies. Client-only pages (nothing to
 * prerender: they are personal), each its own chunk, never in a public page's first load.
 */
export const portalRoutes: readonly RouteDefinition[] = [
  ...signInRoutes,
  ...signUpRoutes,
  ...patientRoutes,
  ...dashboardRoutes,
  ...businessHomeRoutes,
];

import { page } from './pages';
import type { RouteDefinition } from './routes';

/** The clinic and doctor dashboards (client-only: `prerender: []`). */
export const dashboardRoutes: readonly RouteDefinition[] = [
  {
    path: '/cms/dashboard/dashboard-clinic',
    ...page('portal/dashboards/ClinicDashboardPage.tsx'),
    prerender: [],
  },
  {
    path: '/cms/dashboard/dashboard-doctor',
    ...page('portal/dashboards/DoctorDashboardPage.tsx'),
    prerender: [],
  },
];

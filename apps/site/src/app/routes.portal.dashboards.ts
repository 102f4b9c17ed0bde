import type { RouteDefinition } from './routes';

/** The clinic and doctor dashboards (client-only: `prerender: []`). */
export const dashboardRoutes: readonly RouteDefinition[] = [];

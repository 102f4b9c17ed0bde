import type { RouteDefinition } from './routes';

/** The patient's profile, booking and checkout (client-only: `prerender: []`). */
export const patientRoutes: readonly RouteDefinition[] = [];

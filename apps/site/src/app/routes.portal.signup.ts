import type { RouteDefinition } from './routes';

/** Sign-up pages (client-only: `prerender: []`). */
export const signUpRoutes: readonly RouteDefinition[] = [];

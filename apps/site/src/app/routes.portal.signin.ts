import type { RouteDefinition } from './routes';

/** Sign-in pages of every role (client-only: `prerender: []`). */
export const signInRoutes: readonly RouteDefinition[] = [];

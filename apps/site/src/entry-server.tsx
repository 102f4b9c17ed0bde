import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { renderHead } from './app/meta';
import { preloadDeferred } from './app/deferred';
import { preloadRoute, routeFor } from './app/RoutePage';
import { notFoundRoute, routes } from './app/routes';

/**
 * Renders one path to HTML for the prerender: the app's markup, the page's head elements, the source files of its
 * page (the prerender links their chunks and styles from the head), and whether search engines may index it (the
 * sitemap lists only those).
 */
export async function render(
  path: string,
): Promise<{ html: string; head: string; modules: readonly string[]; indexable: boolean }> {
  const route = routeFor(path);
  const module = await preloadRoute(route);
  // Deferred parts are prerendered in full; the browser hydrates them after what is on screen.
  await preloadDeferred();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    html,
    head: renderHead(module.meta, path),
    modules: route.modules,
    indexable: module.meta.noindex !== true,
  };
}

/** Every concrete path to prerender, and where the 404 page goes. */
export const prerenderPaths: readonly string[] = routes.flatMap((route) => route.prerender);
export const notFoundPath = '/404';
/** Route patterns served by the SPA shell (not prerendered), for the server. */
export const clientRoutes: readonly string[] = routes
  .filter((route) => route.prerender.length === 0)
  .map((route) => route.path);
/** The source files of each client-only route's page, by route pattern (for the budget). */
export const clientRouteModules: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  routes.filter((route) => route.prerender.length === 0).map((route) => [route.path, route.modules]),
);
export { notFoundRoute };
export { webManifest } from './app/webManifest';

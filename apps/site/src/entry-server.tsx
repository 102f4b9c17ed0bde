import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { renderHead } from './app/meta';
import { preloadRoute, routeFor } from './app/RoutePage';
import { notFoundRoute, routes } from './app/routes';

/** Renders one path to HTML for the prerender: the app's markup and the page's head elements. */
export async function render(path: string): Promise<{ html: string; head: string }> {
  const route = routeFor(path);
  const module = await preloadRoute(route);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: renderHead(module.meta, path) };
}

/** Every concrete path to prerender, and where the 404 page goes. */
export const prerenderPaths: readonly string[] = routes.flatMap((route) => route.prerender);
export const notFoundPath = '/404';
/** Route patterns served by the SPA shell (not prerendered), for the server. */
export const clientRoutes: readonly string[] = routes
  .filter((route) => route.prerender.length === 0)
  .map((route) => route.path);
export { notFoundRoute };

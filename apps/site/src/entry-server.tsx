import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { islandIdPrefix, IslandRendererContext, type IslandRenderer } from './islands/Island';
import { islandBrowserModule, islandDrivers, type IslandLoad, type IslandName } from './islands/registry';
import { renderHead } from './app/meta';
import { preloadDeferred } from './app/deferred';
import { preloadRoute, routeFor } from './app/RoutePage';
import { notFoundRoute, routes } from './app/routes';

/**
 * An island a page was prerendered with: its name, when it loads, the module the browser loads for it, and
 * whether React hydrates it (or a driver, without React). For the budget script.
 */
export interface RenderedIsland {
  name: IslandName;
  load: IslandLoad;
  module: string;
  react: boolean;
}

/**
 * Renders each island of one page apart, with its own `useId` prefix: the browser hydrates each alone, with the
 * same prefix, so the two agree. Ids count per page in document order, as the loader finds them. `rendered`
 * lists them as they come.
 */
function islandRenderer(): IslandRenderer & { rendered: RenderedIsland[] } {
  const rendered: RenderedIsland[] = [];
  return {
    rendered,
    render: (name, element, load) => {
      const id = `${name}${String(rendered.length)}`;
      rendered.push({
        name,
        load,
        module: islandBrowserModule(name),
        react: islandDrivers[name] === undefined,
      });
      return { id, html: renderToString(element, { identifierPrefix: islandIdPrefix(id) }) };
    },
  };
}

/**
 * Renders one path to HTML for the prerender: the app's markup, the page's head elements, the source files of its
 * page (the prerender links their chunks and styles from the head), whether search engines may index it (the
 * sitemap lists only those), and whether it is a page of islands (the prerender gives it the islands' loader
 * instead of the app).
 */
export async function render(path: string): Promise<{
  html: string;
  head: string;
  modules: readonly string[];
  indexable: boolean;
  /** The page's islands, or null for a page the app hydrates whole. */
  islands: readonly RenderedIsland[] | null;
}> {
  const route = routeFor(path);
  const module = await preloadRoute(route);
  // Deferred parts are prerendered in full; the browser hydrates them after what is on screen.
  await preloadDeferred();
  const renderer = route.islands === true ? islandRenderer() : null;
  const html = renderToString(
    <StrictMode>
      <IslandRendererContext value={renderer}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </IslandRendererContext>
    </StrictMode>,
  );
  return {
    html,
    head: renderHead(module.meta, path),
    modules: route.modules,
    indexable: module.meta.noindex !== true,
    islands: renderer?.rendered ?? null,
  };
}

/** The island loader's chunks that hydrate any island (React's among them), for the budget script. */
export const islandRuntimeModules: readonly string[] = ['src/islands/hydrate.tsx'];

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

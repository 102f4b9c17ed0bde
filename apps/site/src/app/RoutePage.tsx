import { useEffect, useState } from 'react';
import { matchPath } from 'react-router-dom';
import { preloadDeferred } from './deferred';
import { applyMeta } from './meta';
import { notFoundRoute, routes, type PageModule, type RouteDefinition } from './routes';

const loaded = new Map<RouteDefinition, PageModule>();

/** The route a path shows (the 404 route when none matches). */
export function routeFor(pathname: string): RouteDefinition {
  return routes.find((route) => matchPath(route.path, pathname)) ?? notFoundRoute;
}

/**
 * Loads a route's module ahead of rendering. The prerender awaits it before rendering, and the browser before
 * hydrating, so the first render is synchronous and matches the prerendered HTML: the page hydrates once.
 */
export async function preloadRoute(route: RouteDefinition): Promise<PageModule> {
  const cached = loaded.get(route);
  if (cached) return cached;
  const module = await route.load();
  loaded.set(route, module);
  return module;
}

/**
 * Renders a route's page: at once when its module is loaded, else after loading it (client-side navigation to
 * another chunk), keeping the previous page's space with a polite loading note.
 */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const [module, setModule] = useState<PageModule | undefined>(() => loaded.get(route));
  const current = loaded.get(route) ?? module;

  useEffect(() => {
    // A loaded module is read straight from the cache during render; only a missing one is fetched here.
    if (loaded.has(route)) return;
    let active = true;
    // A navigation within the site shows the next page whole: its deferred parts load with it.
    void preloadRoute(route)
      .then((next) => preloadDeferred().then(() => next))
      .then((next) => {
        if (active) setModule(next);
      });
    return () => {
      active = false;
    };
  }, [route]);

  useEffect(() => {
    if (current) applyMeta(current.meta);
  }, [current]);

  if (!current) {
    return (
      <p role="status" aria-live="polite">
        Loading…
      </p>
    );
  }
  const Page = current.default;
  return <Page />;
}

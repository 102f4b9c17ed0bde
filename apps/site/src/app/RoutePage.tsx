import { pathWithoutLocale } from '@aafiyat/domain';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { usePageLanguage, usePageLocale, useSiteMessages } from '../i18n/language';
import { loadWords } from '../i18n/load';
import { preloadDeferred } from './deferred';
import { applyMeta, resolveMeta } from './meta';
import { notFoundRoute, routes, routeWords, type PageModule, type RouteDefinition } from './routes';

const loaded = new Map<RouteDefinition, PageModule>();

/** The route a path shows, in either language (the 404 route when none matches). */
export function routeFor(pathname: string): RouteDefinition {
  const path = pathWithoutLocale(pathname);
  return routes.find((route) => matchPath(route.path, path)) ?? notFoundRoute;
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
 * another chunk), keeping the previous page's space with a polite loading note. Memoised: when the frame around
 * it re-renders (the header's session after hydration, a dialog), the page does not, unless the address changed.
 */
export const RoutePage = memo(function RoutePage({ route }: { route: RouteDefinition }) {
  const [module, setModule] = useState<PageModule | undefined>(() => loaded.get(route));
  const current = loaded.get(route) ?? module;
  const t = useSiteMessages();
  const locale = usePageLocale();
  const language = usePageLanguage();

  useEffect(() => {
    // A loaded module is read straight from the cache during render; only a missing one is fetched here.
    if (loaded.has(route)) return;
    let active = true;
    // A navigation within the site shows the next page whole: its deferred parts and its words load with it.
    void Promise.all([preloadRoute(route), loadWords(language, routeWords(route))])
      .then(([next]) => preloadDeferred().then(() => next))
      .then((next) => {
        if (active) setModule(next);
      });
    return () => {
      active = false;
    };
  }, [route, language]);

  const { pathname } = useLocation();

  useEffect(() => {
    if (current) applyMeta(resolveMeta(current.meta, t, locale, pathname), t);
  }, [current, t, locale, pathname]);

  // The address of the page on screen: the old page stays up while the next one's chunk loads.
  useNewPageArrival(loaded.has(route) ? pathname : null);

  if (!current) {
    return (
      <p role="status" aria-live="polite">
        {t('Shell.loading')}
      </p>
    );
  }
  const Page = current.default;
  return <Page />;
});

/**
 * What a new page does on arrival after a navigation inside the site (not on the first page, which the browser
 * loaded itself). A followed link starts the new page at its top, as a page load would (Back and Forward keep the
 * position the browser restores). Focus moves to the main landmark, as the skip link puts it, so the next Tab
 * starts in the new content: otherwise it stays on a link of the header or footer, or, when the control that had
 * it went away with the old page, falls to the document and the next Tab starts wherever that control was. A page
 * that moves focus into itself on arrival (to a heading) keeps it.
 */
function useNewPageArrival(shown: string | null) {
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const arrival = useRef<{ focused: Element | null } | null>(null);
  // Before paint, and before the page's own effects (a page that scrolls to a section on arrival still does).
  useLayoutEffect(() => {
    if (shown === null) return;
    const arrived = previous.current !== null && previous.current !== shown;
    previous.current = shown;
    if (!arrived) return;
    arrival.current = { focused: document.activeElement };
    if (navigationType !== NavigationType.Pop && window.location.hash === '') window.scrollTo(0, 0);
  }, [shown, navigationType]);
  // After the page's own effects.
  useEffect(() => {
    const before = arrival.current;
    arrival.current = null;
    if (shown === null || before === null) return;
    const main = document.getElementById('main');
    const focused = document.activeElement;
    const movedByPage = focused !== before.focused && focused !== document.body && main?.contains(focused);
    if (!movedByPage) main?.focus({ preventScroll: true });
  }, [shown]);
}

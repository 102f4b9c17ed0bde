import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { islandIdPrefix, IslandRendererContext, type IslandRenderer } from './islands/Island';
import { islandBrowserModule, islandDrivers, type IslandLoad, type IslandName } from './islands/registry';
import { directionOf } from '@aafiyat/ui';
import {
  doctorListingPath,
  doctorProfilePath,
  LOCALES,
  localeBasename,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  type Locale,
} from '@aafiyat/domain';
import { alternates, renderHead, resolveMeta } from './app/meta';
import { PageDataContext } from './app/pageData';
import { RouterLink } from './app/RouterLink';
import { english } from './i18n/english';
import { SiteLanguageProvider, siteTranslator, type SiteLanguage, type SiteTranslate } from './i18n/language';
import { urdu } from './i18n/urdu';
import { preloadDeferred } from './app/deferred';
import { preloadRoute, routeFor } from './app/RoutePage';
import { notFoundRoute, routes, routeWords } from './app/routes';

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

/** Each language's words: the prerender has both at hand. */
const languages: Readonly<Record<Locale, SiteLanguage>> = { en: english, ur: urdu };

/** The site's translator of a language. */
const translators: Readonly<Record<Locale, SiteTranslate>> = {
  en: siteTranslator(english),
  ur: siteTranslator(urdu),
};

/**
 * Renders one path (`/labs`, `/ur/labs`) to HTML for the prerender: the app's markup in the path's language, the
 * page's head elements, the document's language and direction, the source files of its page (the prerender links
 * their chunks and styles from the head), whether search engines may index it and its addresses in each language
 * (the sitemap lists those), and whether it is a page of islands (the prerender gives it the islands' loader
 * instead of the app).
 */
export async function render(
  path: string,
  /** What the server writes the page with (a doctor's profile: the doctor), read by the page (`usePageData`). */
  data?: unknown,
): Promise<{
  html: string;
  head: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** The namespaces of the site's words the page loads besides the common ones (`<html data-words>`). */
  words: readonly string[];
  modules: readonly string[];
  indexable: boolean;
  /** The page's addresses in each language (`hreflang`), empty for a page in one language only. */
  alternates: readonly { hreflang: string; href: string }[];
  /** The page's islands, or null for a page the app hydrates whole. */
  islands: readonly RenderedIsland[] | null;
}> {
  const locale = localeOfPath(path);
  const route = routeFor(path);
  const module = await preloadRoute(route);
  const meta = resolveMeta(module.meta, translators[locale], locale, pathWithoutLocale(path), data);
  // Deferred parts are prerendered in full; the browser hydrates them after what is on screen.
  await preloadDeferred();
  const renderer = route.islands === true ? islandRenderer() : null;
  const html = renderToString(
    <StrictMode>
      <PageDataContext value={data}>
        <IslandRendererContext value={renderer}>
          <SiteLanguageProvider language={languages[locale]} linkComponent={RouterLink}>
            <StaticRouter location={path} basename={localeBasename(locale)}>
              <App />
            </StaticRouter>
          </SiteLanguageProvider>
        </IslandRendererContext>
      </PageDataContext>
    </StrictMode>,
  );
  return {
    html,
    head: renderHead(meta, path, locale, translators[locale]),
    lang: locale,
    dir: directionOf(locale),
    words: routeWords(route),
    modules: route.modules,
    indexable: meta.noindex !== true && !(meta.englishOnly === true && locale !== 'en'),
    alternates: alternates(meta, path),
    islands: renderer?.rendered ?? null,
  };
}

/** A stand-in doctor for the profile pages' template: any doctor renders the same modules, islands and styles. */
const templateDoctor = {
  pmdc: '45321-P',
  name: 'Dr. Sana Mirza',
  specialty: 'Cardiologist',
  city: 'Karachi',
  fee: 2500,
  working_days: [1, 2, 3, 4, 6],
  timings: { start: '17:00', end: '21:00' },
  is_online: true,
  online_fee: 2000,
  experience_years: 12,
  languages: ['urdu', 'english'],
  qualifications: ['MBBS', 'FCPS'],
  rating: { average: 4.7, count: 128 },
} as const;

/**
 * The templates of the pages the server writes at request time (with src/entry-results.tsx): a listing page (a
 * city's doctors of one specialty) and a doctor's profile, each in each language. The prerender renders one page
 * of each kind (`path`, with `data`) and writes it as `file` beside this renderer, with the placeholders of the
 * page's head and HTML left in: every page of a kind loads the same modules, islands, styles and words; only its
 * head and HTML differ.
 */
export const pageTemplates: readonly {
  locale: Locale;
  /** The route pattern of the pages it is the template of, in its language (for the budget). */
  route: string;
  path: string;
  data?: unknown;
  file: string;
}[] = LOCALES.flatMap((locale) => [
  {
    locale,
    route: pathInLocale('/doctors/:city/:specialty', locale),
    path: pathInLocale(required(doctorListingPath('Lahore', 'Cardiologist')), locale),
    file: pageTemplateFile('listing', locale),
  },
  {
    locale,
    route: pathInLocale('/doctors/:city/:specialty/:doctor', locale),
    // The doctor, a day of open times and today: the page's data as the server gives it.
    path: pathInLocale(required(doctorProfilePath(templateDoctor)), locale),
    data: {
      doctor: templateDoctor,
      slots: [{ date: '2026-11-30', times: ['17:00'] }],
      today: '2026-11-30',
    },
    file: pageTemplateFile('profile', locale),
  },
]);

/** The file name of a language's template of a kind of page, beside the built renderers (dist-server/). */
export function pageTemplateFile(kind: 'listing' | 'profile', locale: Locale): string {
  return `doctor-${kind}.${locale}.html`;
}

function required<T>(value: T | null): T {
  if (value === null) throw new Error("The templates' city and specialty have no listing page.");
  return value;
}

/** The island loader's chunks that hydrate any island (React's among them), for the budget script. */
export const islandRuntimeModules: readonly string[] = ['src/islands/hydrate.tsx'];

/** Every concrete path to prerender, in each language, and where each language's 404 page goes. */
export const prerenderPaths: readonly string[] = routes.flatMap((route) =>
  route.prerender.flatMap((path) => LOCALES.map((locale) => pathInLocale(path, locale))),
);
export const notFoundPaths: Readonly<Record<Locale, string>> = { en: '/404', ur: '/ur/404' };
/** Route patterns served by the SPA shell (not prerendered), in each language, for the server. */
export const clientRoutes: readonly string[] = routes
  .filter((route) => route.prerender.length === 0)
  .flatMap((route) => LOCALES.map((locale) => pathInLocale(route.path, locale)));
/** The document's language and direction of each language's SPA shell. */
export const shellLanguages = LOCALES.map((locale) => ({
  locale,
  dir: directionOf(locale),
  title: translators[locale]('Shell.brand'),
}));
/** The source files of each client-only route's page, by route pattern (for the budget). */
export const clientRouteModules: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  routes.filter((route) => route.prerender.length === 0).map((route) => [route.path, route.modules]),
);
/** The namespaces of words each client-only route loads besides the common ones, by route pattern (the budget). */
export const clientRouteWords: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  routes.filter((route) => route.prerender.length === 0).map((route) => [route.path, routeWords(route)]),
);
export { notFoundRoute };
export { webManifest } from './app/webManifest';

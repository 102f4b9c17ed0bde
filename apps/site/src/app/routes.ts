import type { ComponentType } from 'react';
import type { PageMetaSource } from './meta';
import { blogRoutes } from './routes.blogs';
import { companyRoutes } from './routes.company';
import { page } from './pages';
import { portalRoutes } from './routes.portal';
import { productRoutes } from './routes.products';
import { wordsOf, type SiteNamespace } from '../i18n/namespaces';

/** A page module: its component and what it says about itself. */
export interface PageModule {
  default: ComponentType;
  meta: PageMetaSource;
}

export interface RouteDefinition {
  /** The path, as react-router matches it (`/labs/:id`). */
  path: string;
  /** Loads the page's module: each page is its own chunk. */
  load: () => Promise<PageModule>;
  /**
   * The source files `load` fetches, relative to apps/site (`src/pages/home/HomePage.tsx`): the prerender links
   * their chunks and styles from the page's head, so they arrive with the HTML instead of after the entry runs.
   */
  modules: readonly string[];
  /**
   * The concrete paths prerendered at build time (public pages that read correctly without JavaScript); empty for
   * client-only routes, which the server answers with the SPA shell.
   */
  prerender: readonly string[];
  /**
   * A page of islands: prerendered, and in the browser only its islands (the parts a person acts on, declared
   * with `island()`) come to life, each from its own chunk when it is needed; the rest stays HTML, with no script.
   * A page without it is hydrated whole, as part of the client-routed app (the portal).
   */
  islands?: boolean;
}

/** Every route of the site. */
export const routes: readonly RouteDefinition[] = [
  { path: '/', ...page('home/HomePage.tsx'), prerender: ['/'], islands: true },
  ...companyRoutes,
  ...productRoutes,
  ...blogRoutes,
  {
    path: '/doctors/search',
    ...page('doctors/DoctorSearchPage.tsx'),
    prerender: ['/doctors/search'],
    islands: true,
  },
  // A city's doctors of one specialty (`/doctors/lahore/cardiologist`): a page of islands the server writes from
  // the search page's module with its doctors in it (src/entry-results.tsx), for every city and specialty that has
  // doctors; its unknown ones are 404s. Not prerendered: which pairs have doctors is the database's to say.
  // A doctor's profile (`/doctors/karachi/cardiologist/dr-sana-mirza-45321-p`): written by the server with its
  // doctor, as the listing pages are; an address whose doctor has moved city, specialty or name is sent on.
  {
    path: '/doctors/:city/:specialty/:doctor',
    ...page('doctors/DoctorProfilePage.tsx'),
    prerender: [],
    islands: true,
  },
  {
    path: '/doctors/:city/:specialty',
    ...page('doctors/DoctorSearchPage.tsx'),
    prerender: [],
    islands: true,
  },
  { path: '/labs', ...page('labs/LabsPage.tsx'), prerender: ['/labs'], islands: true },
  { path: '/labs/:id', ...page('labs/LabPage.tsx'), prerender: [] },
  ...portalRoutes,
];

/** The 404 page, for any path no route matches. */
export const notFoundRoute: RouteDefinition = {
  path: '*',
  ...page('NotFoundPage.tsx'),
  prerender: [],
};

/** The namespaces of the site's words a route shows besides the common ones: loaded with its page. */
export function routeWords(route: RouteDefinition): readonly SiteNamespace[] {
  return wordsOf(route.modules);
}

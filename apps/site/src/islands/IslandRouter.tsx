import type { ReactNode } from 'react';
import { localeBasename, pathInLocale } from '@aafiyat/domain';
import { Router, useInRouterContext } from 'react-router-dom';
import { usePageLocale } from '../i18n/language';
import { pageLoads } from './pageLoads';

/** Props of {@link IslandRouter}. */
export interface IslandRouterProps {
  /** The page's path in English, where the prerender renders it (the browser reads its own address). */
  path: string;
  children: ReactNode;
}

/**
 * Gives an island that reads the router (the address's query) a router of its own on a page of islands, where
 * moving elsewhere is a page load. Inside the app it adds nothing: the app's router is there already.
 */
export function IslandRouter({ path, children }: IslandRouterProps) {
  const inRouter = useInRouterContext();
  const locale = usePageLocale();
  if (inRouter) return children;
  const location =
    typeof window === 'undefined'
      ? pathInLocale(path, locale)
      : `${window.location.pathname}${window.location.search}`;
  return (
    <Router basename={localeBasename(locale)} navigator={pageLoads} location={location}>
      {children}
    </Router>
  );
}

import type { ReactNode } from 'react';
import { Router, useInRouterContext } from 'react-router-dom';
import { pageLoads } from './pageLoads';

/** Props of {@link IslandRouter}. */
export interface IslandRouterProps {
  /** The page's path, where the prerender renders it (the browser reads its own address). */
  path: string;
  children: ReactNode;
}

/**
 * Gives an island that reads the router (the address's query) a router of its own on a page of islands, where
 * moving elsewhere is a page load. Inside the app it adds nothing: the app's router is there already.
 */
export function IslandRouter({ path, children }: IslandRouterProps) {
  const inRouter = useInRouterContext();
  if (inRouter) return children;
  const location =
    typeof window === 'undefined' ? path : `${window.location.pathname}${window.location.search}`;
  return (
    <Router navigator={pageLoads} location={location}>
      {children}
    </Router>
  );
}

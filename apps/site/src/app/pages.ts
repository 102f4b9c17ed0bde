import type { PageModule, RouteDefinition } from './routes';

// Every page module, each its own chunk, by file: routes name their page by file, so the loader and the file the
// prerender links are one fact.
const pages = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

/** The loader and module list of the page in `file` (under src/pages); a missing file fails at start. */
export function page(file: string): Pick<RouteDefinition, 'load' | 'modules'> {
  const load = pages[`../pages/${file}`];
  if (!load) throw new Error(`No page module src/pages/${file}.`);
  return { load, modules: [`src/pages/${file}`] };
}

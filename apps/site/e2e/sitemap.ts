// The routes of the built site: the public ones search engines are given (the sitemap), and every prerendered
// page (routes.json: those, plus the sign-in and sign-up pages, which say noindex).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from './server';

/** The pages the sitemap lists, as paths (`/`, `/about`, ...): what search engines index and Lighthouse scores. */
export function prerenderedPaths(): string[] {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Every page the build prerendered, indexed or not (routes.json's `prerendered`). */
export function allPrerenderedPaths(): string[] {
  const routes = JSON.parse(readFileSync(join(siteDir, 'routes.json'), 'utf8')) as { prerendered: string[] };
  return routes.prerendered;
}

// The public routes of the built site, as its sitemap lists them (the prerendered pages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from './server';

/** The prerendered pages' paths, from the sitemap the build wrote (`/`, `/about`, ...). */
export function prerenderedPaths(): string[] {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

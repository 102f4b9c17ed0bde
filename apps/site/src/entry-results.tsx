// What the server writes into the site's pages when they are asked for (apps/server/src/http/site.ts): the doctor
// search's first answer (`doctorSearchOf`, `withDoctorResults`, src/pages/doctors/servedSearch.tsx), and the listing
// pages (a city's doctors of one specialty, `/doctors/lahore/cardiologist`), written here whole from the template
// the prerender left for them (`doctorListingPage`), then given their answer the same way, and their sitemap.
// Built for Node beside the prerender's renderer (`vite build --ssr`, dist-server/entry-results.js).
import { readFileSync } from 'node:fs';
import {
  doctorListingOf,
  doctorListingPath,
  doctorProfilePath,
  LOCALES,
  localeOfPath,
  pathInLocale,
  type Locale,
  type ProfiledDoctor,
} from '@aafiyat/domain';
import { escapeHtml } from './app/meta';
import { pageTemplateFile, render } from './entry-server';
import type { ServedProfile } from './pages/doctors/profile';
import { pagePath } from './pages/doctors/servedSearch';
import { site } from './site.config';

export { doctorSearchOf, withDoctorResults, type AddressedDoctorSearch } from './pages/doctors/servedSearch';

/** Each kind of page's template in each language, as the prerender wrote it beside this file (read once). */
const templates = new Map<string, string>();

function pageTemplate(kind: 'listing' | 'profile', locale: Locale): string {
  const file = pageTemplateFile(kind, locale);
  let template = templates.get(file);
  if (template === undefined) {
    template = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    templates.set(file, template);
  }
  return template;
}

/** A page rendered at `path` (with its language) with `data`, in the template of its kind and language. */
async function writePage(kind: 'listing' | 'profile', path: string, data?: unknown): Promise<string> {
  const template = pageTemplate(kind, localeOfPath(path));
  const page = await render(path, data);
  return template.replace('<!--app-head-->', () => page.head).replace('<!--app-html-->', () => page.html);
}

/** Listing pages already written, by path: a page's head and HTML depend on its path alone. */
const listingPages = new Map<string, string>();
/** How many listing pages are kept (some 150 KB each): the most asked for stay, the others are written again. */
const LISTING_PAGES_KEPT = 200;

/**
 * The page of a listing address (`/doctors/lahore/cardiologist`, `/ur/…`, with any query) as the prerender would
 * have written it, without its doctors (`withDoctorResults` writes them in): its head (title, description,
 * canonical, the other language's address) and its HTML, in the template of its language. Null for any other
 * address. Throws when the build left no template.
 */
export async function doctorListingPage(url: string): Promise<string | null> {
  const address = new URL(url, 'http://localhost');
  const path = pagePath(address);
  if (doctorListingOf(path) === null) return null;
  const locale = localeOfPath(address.pathname);
  const localized = pathInLocale(path, locale);
  const kept = listingPages.get(localized);
  if (kept !== undefined) {
    // Most recently asked for last: the first in the map is the one to let go.
    listingPages.delete(localized);
    listingPages.set(localized, kept);
    return kept;
  }
  const html = await writePage('listing', localized);
  listingPages.set(localized, html);
  if (listingPages.size > LISTING_PAGES_KEPT) listingPages.delete(listingPages.keys().next().value ?? '');
  return html;
}

/**
 * A doctor's profile page asked for at `url` (`/doctors/karachi/cardiologist/dr-sana-mirza-45321-p`, `/ur/…`),
 * written with `profile` (the doctor as `getDoctor` answers them, their open slots as `listDoctorSlots` does, and
 * today's date): its head (the doctor's title, description and Physician structured data, its canonical address
 * and the other language's) and its HTML. The server has checked that `url` is the doctor's own address. Written
 * afresh each time: a doctor's fees, days and open times change.
 */
export async function doctorProfilePage(url: string, profile: ServedProfile): Promise<string> {
  const address = new URL(url, 'http://localhost');
  return writePage('profile', pathInLocale(pagePath(address), localeOfPath(address.pathname)), profile);
}

/**
 * The sitemap of the doctors' pages (`/sitemap-doctors.xml`): one entry per city and specialty in `listings` that
 * has a listing page (those with doctors, as the server knows them) and per doctor in `doctors` with a profile, in
 * each language, each with its addresses in both (`hreflang`), as the build's sitemap writes its pages.
 */
export function doctorListingsSitemap(
  listings: readonly { city: string; specialty: string }[],
  doctors: readonly ProfiledDoctor[] = [],
): string {
  const listed = listings.map(({ city, specialty }) => doctorListingPath(city, specialty));
  const profiles = doctors.map((doctor) => doctorProfilePath(doctor));
  const paths = [...new Set([...listed, ...profiles].filter((path) => path !== null))].sort();
  const url = (path: string, locale: Locale) => `${site.origin}${pathInLocale(path, locale)}`;
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: url(path, locale) })),
      { hreflang: 'x-default', href: url(path, 'en') },
    ]
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    return LOCALES.map((locale) => `  <url><loc>${escapeHtml(url(path, locale))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

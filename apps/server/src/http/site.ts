import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Schema } from '@aafiyat/api';
import {
  doctorListingOf,
  doctorProfilePath,
  doctorProfilePmdc,
  localeOfPath,
  pakistanDate,
  pathInLocale,
  pathWithoutLocale,
  rememberedLocale,
  reviewsPageOf,
  type Locale,
  type ProfiledDoctor,
} from '@aafiyat/domain';
import type { Config } from '../config';
import type { DoctorSearch, DoctorSearchQuery } from '../routes/doctors';
import { addVary, chooseContentCoding, compressBody } from './compression';
import { answerMethodNotAllowed } from './methods';

/** The site's speculation rules (apps/site/public), named on every page by the `Speculation-Rules` header. */
const SPECULATION_RULES = 'speculation-rules.json';

/**
 * What the site's build gives the server to write a doctor search's first answer into its page
 * (apps/site/src/entry-results.tsx, built to dist-server/entry-results.js).
 */
export interface SiteRenderer {
  /** The search an address (path and query) asks for, or null for any other page. */
  doctorSearchOf(url: string): { key: string; query: DoctorSearchQuery } | null;
  /** The page `html` with `answer` in its results, or null when the page is not the one expected. */
  withDoctorResults(html: string, url: string, answer: Schema<'DoctorPage'>, receivedAt: Date): string | null;
  /** A listing page (`/doctors/lahore/cardiologist`) without its doctors, or null for any other address. */
  doctorListingPage(url: string): Promise<string | null>;
  /** A doctor's profile page at its own address, written with the doctor, their open slots and today's date. */
  doctorProfilePage(
    url: string,
    profile: {
      doctor: Schema<'Doctor'>;
      slots: Schema<'DoctorSlots'>['data'];
      today: string;
      reviews: Schema<'ReviewPage'>;
    },
  ): Promise<string>;
  /** The sitemap of the listing pages of these cities and specialties, and of these doctors' profiles. */
  doctorListingsSitemap(
    listings: readonly { city: string; specialty: string }[],
    doctors: readonly ProfiledDoctor[],
  ): string;
}

/** What the site's pages written at request time read from the database. */
export interface SiteData {
  /** The doctor search the API answers with (its statements and cache). */
  doctorSearch: DoctorSearch;
  /** The cities and specialties that have doctors. */
  listings: () => Promise<readonly { city: string; specialty: string }[]>;
  /** The doctor of a PMDC number (any case), with their profile. */
  doctor: (pmdc: string) => Promise<Schema<'Doctor'> | undefined>;
  /** A doctor's open slots of the coming days (by their PMDC number, any case), as at `now`. */
  slots: (pmdc: string, now: Date) => Promise<Schema<'DoctorSlots'>['data']>;
  /** A page of a doctor's reviews (by their PMDC number, any case), newest first, with their rating. */
  reviews: (pmdc: string, page: number) => Promise<Schema<'ReviewPage'>>;
  /** Every doctor's name, PMDC number, city and specialty (their profiles' addresses). */
  doctors: () => Promise<readonly ProfiledDoctor[]>;
}

/**
 * Brotli's quality for a page written at request time: within 10 % of the build's best (quality 11) for about a
 * millisecond on an 80 KB page (quality 11 takes about 60).
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * Serves the built site from the same origin: hashed assets with a year-long immutable cache, prerendered
 * HTML for public routes (`/about` → `about/index.html`, its inline style sheets allowed by hash in the CSP), the
 * SPA shell for client-only routes, a 405 with `Allow` for a served path asked with another method, and a JSON 404
 * for unknown `/api/*` paths.
 */
export function registerSite(app: FastifyInstance, config: Config, data: SiteData): void {
  const { doctorSearch, listings } = data;
  const root = config.siteDir;
  const hasSite = existsSync(join(root, 'index.html'));
  const renderer = hasSite ? loadRenderer(app, config.siteRenderer) : Promise.resolve(null);

  /**
   * The prerendered page `file` asked for at `url` with the first answer of the doctor search it is, written in
   * by the site's renderer; null for any other page, and when the renderer or the search fails (the page is then
   * sent as built, and its script searches).
   */
  async function pageWithResults(url: string, file: string): Promise<string | null> {
    const render = await renderer;
    const search = render?.doctorSearchOf(url) ?? null;
    if (!render || !search) return null;
    try {
      const answer = await doctorSearch(search.query);
      const page = render.withDoctorResults(pageText(join(root, file)), url, answer, new Date());
      if (page === null) app.log.warn(`${file} has no doctor results section to write the answer into`);
      return page;
    } catch (error) {
      app.log.error({ err: error }, 'the doctor search page is sent without its answer');
      return null;
    }
  }

  /**
   * A listing page (a city's doctors of one specialty) asked for at `url`, written by the site's renderer with its
   * first answer (`html`): `missing` when the search finds no doctor there (the page would list nobody: a 404),
   * null when the renderer or the search fails (the app's shell is sent instead, and the page's script searches).
   */
  async function listingPage(url: string): Promise<{ html: string } | 'missing' | null> {
    const render = await renderer;
    const search = render?.doctorSearchOf(url) ?? null;
    if (!render || !search) return null;
    try {
      const [answer, page] = await Promise.all([doctorSearch(search.query), render.doctorListingPage(url)]);
      if (answer.total === 0) return 'missing';
      const html = page === null ? null : render.withDoctorResults(page, url, answer, new Date());
      return html === null ? null : { html };
    } catch (error) {
      app.log.error({ err: error }, 'a doctor listing page is sent as the app shell');
      return null;
    }
  }

  /**
   * A doctor's profile asked for at `url` (`path` its path, in `locale`): `missing` for a number of no doctor, or
   * a doctor without a profile page; `moved` with the doctor's own address (in the same language, with the same
   * query) when `path` is an old one; the page written with the doctor; or `shell` when the renderer cannot
   * write it (the app loads the doctor).
   */
  async function profilePage(
    url: string,
    path: string,
    locale: Locale,
  ): Promise<'missing' | { moved: string } | { html: string } | { shell: true }> {
    const pmdc = doctorProfilePmdc(pathWithoutLocale(path));
    const doctor = pmdc === null ? undefined : await data.doctor(pmdc);
    const own = doctor === undefined ? null : doctorProfilePath(doctor);
    if (!doctor || own === null) return 'missing';
    // Its own address exactly: another name, city or specialty, or a final slash, is sent on to it.
    if (pathWithoutLocale(path) !== own) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return { moved: `${pathInLocale(own, locale)}${query}` };
    }
    const render = await renderer;
    if (!render) return { shell: true };
    try {
      const now = new Date();
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const [slots, reviews] = await Promise.all([
        data.slots(doctor.pmdc, now),
        data.reviews(doctor.pmdc, reviewsPageOf(search)),
      ]);
      return {
        html: await render.doctorProfilePage(url, { doctor, slots, today: pakistanDate(now), reviews }),
      };
    } catch (error) {
      app.log.error({ err: error }, "a doctor's profile is sent as the app shell");
      return { shell: true };
    }
  }

  /** Sends a page written at request time as the static handler sends a built one, compressed as accepted. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
    allowInlineStyles(reply, styleHashesOf(page));
    if (speculationRules) void reply.header('Speculation-Rules', `"/${SPECULATION_RULES}"`);
    addVary(reply, 'Accept-Encoding');
    void reply.type('text/html; charset=utf-8');
    const coding = chooseContentCoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(page);
    const compressed = await compressBody(page, coding, PAGE_BROTLI_QUALITY);
    return reply.header('Content-Encoding', coding).send(compressed);
  }

  const clientRoutes = hasSite ? readClientRoutes(join(root, 'routes.json')) : [];
  const speculationRules = existsSync(join(root, SPECULATION_RULES));
  if (hasSite) {
    void app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text file; the smallest the browser accepts is sent.
      preCompressed: true,
      // The build's private files (.vite/manifest.json) are not for the public.
      dotfiles: 'deny',
      setHeaders: (response, path) => {
        void response.header(
          'Cache-Control',
          path.includes(`${join(root, 'assets')}/`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
        // Pages carry their style sheets inline; the CSP lets exactly those run. (Called for every file sent,
        // also the pages the not-found handler below sends; `path` may name the .br or .gz beside the page.)
        const file = path.replace(/\.(br|gz)$/, '');
        if (file.endsWith('.html')) {
          allowInlineStyles(response, styleHashes(file));
          // Links to the site's pages are fetched ahead when a visitor is about to follow one (a press, or the
          // pointer resting on it), so the next page load is instant: the rules come by header, as the CSP
          // allows no inline script.
          if (speculationRules) void response.header('Speculation-Rules', `"/${SPECULATION_RULES}"`);
        }
        if (file === join(root, SPECULATION_RULES)) {
          void response.header('Content-Type', 'application/speculationrules+json');
        }
      },
    });
  }

  // The listing pages there are (each city and specialty with doctors), for search engines: named by robots.txt
  // beside the build's own sitemap.
  if (hasSite) {
    app.get('/sitemap-doctors.xml', async (_request, reply) => {
      const render = await renderer;
      if (!render) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const [pairs, profiled] = await Promise.all([listings(), data.doctors()]);
      const sitemap = render.doctorListingsSitemap(pairs, profiled);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(sitemap);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A path served under other methods: 405 with Allow, not 404.
    if (answerMethodNotAllowed(request, reply, path)) return reply;
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ message: 'There is no such API operation.', code: 'not_found' });
    }
    // A form posted to a prerendered page before its script took over (its fields are never read): back to the
    // page, as a GET, so the form can be sent again by the script.
    if (hasSite && request.method === 'POST' && prerenderedFile(root, path)) {
      return reply.code(303).header('location', path).send();
    }
    if (!hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    void reply.header('Cache-Control', 'no-cache');
    // Which language a page is answered in depends on the language a person chose, when they chose one.
    void reply.header('Vary', 'Cookie');
    const locale = localeOfPath(path);
    const prerendered = prerenderedFile(root, path);
    const clientRoute = clientRoutes.some((pattern) => pattern.test(path));
    const chosen = rememberedLocale(request.headers.cookie);
    // A person who chose a language with the switch, arriving from elsewhere (a link shared on WhatsApp, a
    // bookmark) at the same page in the other one, gets the page in theirs. Never by guesswork (a browser's
    // languages, a country), never a crawler (no cookie), never a link followed inside the site.
    if (
      (prerendered !== null || clientRoute) &&
      chosen !== null &&
      chosen !== locale &&
      request.headers['sec-fetch-site'] !== 'same-origin'
    ) {
      return reply.code(302).header('location', pathInLocale(request.url, chosen)).send();
    }
    if (prerendered) {
      const page = request.method === 'GET' ? await pageWithResults(request.url, prerendered) : null;
      if (page !== null) return sendPage(request, reply, page);
      return reply.type('text/html; charset=utf-8').sendFile(prerendered);
    }
    // A doctor's profile: written with the doctor; an old address (the doctor's name, city or specialty changed)
    // sends the visitor on to the current one; a number of no doctor is a 404.
    if (profileRoute.test(path)) {
      const profile = await profilePage(request.url, path, locale);
      if (profile === 'missing') return sendNotFound(reply, locale);
      if ('moved' in profile) return reply.code(301).header('location', profile.moved).send();
      if (request.method === 'GET' && 'html' in profile) return sendPage(request, reply, profile.html);
    }
    // A city's doctors of one specialty: written with its doctors, a 404 where there are none (or no such city
    // or specialty), the app's shell when the renderer cannot write it.
    if (listingRoute.test(path)) {
      if (doctorListingOf(pathWithoutLocale(path).replace(/(.)\/$/, '$1')) === null) {
        return sendNotFound(reply, locale);
      }
      const page = request.method === 'GET' ? await listingPage(request.url) : null;
      if (page === 'missing') return sendNotFound(reply, locale);
      if (page !== null) return sendPage(request, reply, page.html);
    }
    // Client-only routes get the SPA shell of their language; anything else is a real 404 (the site's own page,
    // in the address's language, status 404).
    if (clientRoute)
      return reply.type('text/html; charset=utf-8').sendFile(languageFile('shell.html', locale));
    return sendNotFound(reply, locale);
  });

  /** The site's own 404 page, in the address's language, status 404. */
  function sendNotFound(reply: FastifyReply, locale: Locale) {
    const notFound = languageFile('404.html', locale);
    if (existsSync(join(root, notFound)))
      return reply.code(404).type('text/html; charset=utf-8').sendFile(notFound);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }
}

/** The paths of doctors' profiles (`/doctors/karachi/cardiologist/dr-sana-mirza-45321-p`, `/ur/…`), known or not. */
const profileRoute = /^(\/ur)?\/doctors\/[^/]+\/[^/]+\/[^/]+\/?$/;

/** The paths of listing pages (`/doctors/lahore/cardiologist`, `/ur/…`), known or not. */
const listingRoute = /^(\/ur)?\/doctors\/(?!search\/?$)[^/]+\/[^/]+\/?$/;

/** A page the build writes once per language (`shell.html`, `404.html`): English at the root, Urdu under ur/. */
function languageFile(name: string, locale: Locale): string {
  return locale === 'ur' ? `ur/${name}` : name;
}

/** The client-only route patterns the site's build lists (`/labs/:id` becomes a regular expression). */
function readClientRoutes(file: string): RegExp[] {
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { client?: unknown };
  const patterns = Array.isArray(manifest.client)
    ? manifest.client.filter((entry): entry is string => typeof entry === 'string')
    : [];
  return patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/\*$/, '.*')}/?$`,
      ),
  );
}

/** The prerendered HTML file of a path, relative to the site root, if the build wrote one. */
function prerenderedFile(root: string, path: string): string | null {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidate = join(clean, 'index.html');
  const full = join(root, candidate);
  if (!full.startsWith(root)) return null;
  return existsSync(full) && statSync(full).isFile() ? candidate : null;
}

/**
 * The site's renderer (see {@link SiteRenderer}), if the build wrote one: without it the search page is sent as
 * built. Loaded as the server starts, not on a visitor's time.
 */
async function loadRenderer(app: FastifyInstance, file: string): Promise<SiteRenderer | null> {
  if (!existsSync(file)) {
    app.log.warn(`No site renderer at ${file}: the doctor search page is sent without its first answer.`);
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<SiteRenderer>;
    const { doctorSearchOf, withDoctorResults, doctorListingPage, doctorProfilePage, doctorListingsSitemap } =
      module;
    if (
      typeof doctorSearchOf !== 'function' ||
      typeof withDoctorResults !== 'function' ||
      typeof doctorListingPage !== 'function' ||
      typeof doctorProfilePage !== 'function' ||
      typeof doctorListingsSitemap !== 'function'
    ) {
      throw new Error(
        'it does not export doctorSearchOf, withDoctorResults, doctorListingPage, doctorProfilePage and doctorListingsSitemap',
      );
    }
    return { doctorSearchOf, withDoctorResults, doctorListingPage, doctorProfilePage, doctorListingsSitemap };
  } catch (error) {
    app.log.error({ err: error }, `The site renderer ${file} could not be loaded`);
    return null;
  }
}

/** A built page's text, by file (a build's files do not change while it is served). */
const pageTexts = new Map<string, string>();

function pageText(full: string): string {
  let text = pageTexts.get(full);
  if (text === undefined) {
    text = readFileSync(full, 'utf8');
    pageTexts.set(full, text);
  }
  return text;
}

/** The CSP sources of a page's inline style sheets, by file (a build's files do not change while it is served). */
const styleHashCache = new Map<string, string[]>();

/**
 * The `'sha256-…'` sources of the `<style>` elements the prerender put in a page (apps/site/scripts/inline-css.mjs
 * inlines each page's style sheets, so its first paint waits for no other request).
 */
function styleHashes(full: string): string[] {
  let hashes = styleHashCache.get(full);
  if (!hashes) {
    hashes = styleHashesOf(readFileSync(full, 'utf8'));
    styleHashCache.set(full, hashes);
  }
  return hashes;
}

/** The `'sha256-…'` sources of a page's `<style>` elements, from its text. */
function styleHashesOf(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Adds a page's inline style sheets, by hash, to the `style-src` that app.ts gives helmet's Content-Security-Policy:
 * the policy still refuses any other inline style ('unsafe-inline' stays out), and scripts are untouched.
 */
function allowInlineStyles(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  void reply.header(
    'content-security-policy',
    policy.replace(/(^|;)(\s*style-src\s[^;]*)/, `$1$2 ${hashes.join(' ')}`),
  );
}

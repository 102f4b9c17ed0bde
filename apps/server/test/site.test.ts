import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfilePath } from '@aafiyat/domain';
import { DEMO_DOCTOR, seedDemoData } from '../src/seed';
import { startServer, type TestServer } from './harness';

// A built site as apps/site writes it: prerendered pages, the SPA shell, the 404 page, hashed assets and the
// route manifest.
let siteDir: string;
let server: TestServer;

const inlineSheets = ['body{margin:0}', '.hero{color:#0b6b66}'];
const styledPage = `<!doctype html><title>Styled</title>${inlineSheets
  .map((css, index) => `<style data-href="/assets/${String(index)}.css">${css}</style>`)
  .join('')}<div id="root">styled</div>`;
const cspSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

beforeAll(async () => {
  siteDir = join(mkdtempSync(join(tmpdir(), 'aafiyat-site-')), 'dist');
  const write = (file: string, text: string) => {
    mkdirSync(join(siteDir, file, '..'), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  };
  write('index.html', '<!doctype html><title>Home</title><div id="root">home</div>');
  write('about/index.html', '<!doctype html><title>About</title><div id="root">about</div>');
  write('shell.html', '<!doctype html><title>Aafiyat</title><div id="root"></div>');
  write('404.html', '<!doctype html><title>Page not found</title><div id="root">not found</div>');
  // The Urdu twins: /ur plus the same path; Urdu's own shell and 404 page under ur/.
  write('ur/index.html', '<!doctype html><html lang="ur"><title>عافیت</title><div id="root">home ur</div>');
  write('ur/about/index.html', '<!doctype html><html lang="ur"><div id="root">about ur</div>');
  write('ur/shell.html', '<!doctype html><html lang="ur"><title>عافیت</title><div id="root"></div>');
  write('ur/404.html', '<!doctype html><html lang="ur"><div id="root">not found ur</div>');
  write('assets/index-a1b2c3.js', 'console.log(1)');
  // The build's precompressed copies (different bytes, so the test can tell which was sent).
  write('assets/index-a1b2c3.js.br', 'brotli bytes');
  write('assets/index-a1b2c3.js.gz', 'gzip bytes');
  write('about/index.html.br', 'brotli about');
  // A page with its style sheets inline, as the prerender writes them (apps/site/scripts/inline-css.mjs).
  write('styled/index.html', styledPage);
  write('styled/index.html.br', 'brotli styled');
  write('.vite/manifest.json', '{"private":true}');
  write('robots.txt', 'User-agent: *\n');
  write('speculation-rules.json', '{"prefetch":[]}');
  write(
    'routes.json',
    JSON.stringify({
      prerendered: ['/', '/ur', '/about', '/ur/about', '/styled', '/doctors/search', '/ur/doctors/search'],
      client: [
        '/labs/:id',
        '/ur/labs/:id',
        '/patient/profile',
        '/ur/patient/profile',
        '/doctors/:city/:specialty',
        '/ur/doctors/:city/:specialty',
        '/doctors/:city/:specialty/:doctor',
        '/ur/doctors/:city/:specialty/:doctor',
      ],
    }),
  );
  // The doctor search's page, with the place its first answer goes, and a renderer that writes it there as the
  // site's does (apps/site/src/entry-results.tsx): this one writes the count and the names, and says what it was
  // given. `shape=other` is a page it does not know; `explode` a renderer that fails; `page=-1` a search that does.
  const searchPage = (lang: string) =>
    `<!doctype html><html lang="${lang}"><style>.card{color:#222}</style><div data-island="doctorResults"><!--results--></div>`;
  write('doctors/search/index.html', searchPage('en'));
  write('ur/doctors/search/index.html', searchPage('ur'));
  write(
    '../renderer/entry-results.mjs',
    `const named = (slug) => slug.replace(/(^|-)([a-z])/g, (_, dash, letter) => (dash ? ' ' : '') + letter.toUpperCase());
    const listing = (path) => /^\\/doctors\\/([a-z-]+)\\/([a-z-]+)$/.exec(path);
    export function doctorSearchOf(url) {
      const address = new URL(url, 'http://localhost');
      const path = address.pathname.startsWith('/ur/') ? address.pathname.slice(3) : address.pathname;
      const listed = listing(path);
      if (path !== '/doctors/search' && !listed) return null;
      const city = listed ? named(listed[1]) : address.searchParams.get('city');
      const specialty = listed ? named(listed[2]) : undefined;
      const page = Number(address.searchParams.get('page') ?? '1');
      return {
        key: address.search,
        query: { ...(city ? { city } : {}), ...(specialty ? { specialty } : {}), page, page_size: 10 },
      };
    }
    export async function doctorListingPage(url) {
      const address = new URL(url, 'http://localhost');
      const lang = address.pathname.startsWith('/ur/') ? 'ur' : 'en';
      if (address.searchParams.has('no-template')) throw new Error('The build left no template.');
      return '<!doctype html><html lang="' + lang + '"><style>.listing{color:#333}</style><h1>' + address.pathname +
        '</h1><div data-island="doctorResults"><!--results--></div>';
    }
    export function doctorListingsSitemap(listings, doctors) {
      return '<urlset>' + listings.map(({ city, specialty }) => '<loc>' + city + '/' + specialty + '</loc>').join('') +
        doctors.map(({ pmdc }) => '<loc>' + pmdc + '</loc>').join('') + '</urlset>';
    }
    export async function doctorProfilePage(url, { doctor, slots, today }) {
      if (url.includes('explode')) throw new Error('The renderer broke.');
      const lang = url.startsWith('/ur/') ? 'ur' : 'en';
      return '<!doctype html><html lang="' + lang + '"><style>.profile{color:#111}</style><h1>' + doctor.name +
        '</h1><p id="fee">' + doctor.fee + '</p><p id="slots" data-today="' + today + '">' +
        slots.map((day) => day.date + ' ' + day.times.join(',')).join(';') + '</p></html>';
    }
    export function withDoctorResults(html, url, answer, receivedAt) {
      if (url.includes('shape=other')) return null;
      if (url.includes('explode')) throw new Error('The renderer broke.');
      const names = answer.data.map((doctor) => doctor.name).join(', ');
      const written = '<p id="served" data-at="' + receivedAt.toISOString() + '">' + answer.total + ': ' + names + '</p>';
      return html.replace('<!--results-->', written);
    }
`,
  );
  server = await startServer({
    SITE_DIR: siteDir,
    SITE_RENDERER: join(siteDir, '..', 'renderer', 'entry-results.mjs'),
  });
  await seedDemoData(server.db);
});

afterAll(async () => {
  await server.close();
  rmSync(join(siteDir, '..'), { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('serving the built site', () => {
  it("sends the build's precompressed copy the browser accepts, Brotli first", async () => {
    const asset = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/assets/index-a1b2c3.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // Prerendered pages too.
    const page = await server.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body).toBe('brotli about');
  });

  it("keeps the build's private files private", async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('private');
  });

  it('answers prerendered pages with their HTML, revalidated on every visit', async () => {
    for (const [url, text] of [
      ['/', 'home'],
      ['/about', 'about'],
      ['/about/', 'about'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(text);
      expect(response.headers['content-type']).toContain('text/html');
      expect(String(response.headers['cache-control'])).toMatch(/no-cache|max-age=0/);
    }
  });

  it('allows exactly the inline style sheets of the page it sends, by hash, in every encoding', async () => {
    for (const encoding of [undefined, 'br']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/styled',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      const styleSrc = csp
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'style-src');
      expect(styleSrc?.slice(1)).toEqual(["'self'", ...inlineSheets.map(cspSource)]);
      expect(csp).not.toContain('unsafe-inline');
    }
    // A page without inline sheets gets none, and another page's hashes never leak onto it.
    const about = String((await get('/about')).headers['content-security-policy']);
    expect(about).toMatch(/style-src 'self'(;|$)/);
    expect(about).not.toContain('sha256-');
  });

  it('sends a form posted to a page before its script ran back to the page, keeping nothing it sent', async () => {
    // Sign-in forms say method="post", so an early submit never puts a password in the address (or the logs).
    const response = await server.app.inject({
      method: 'POST',
      url: '/about',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=45321-P&password=secret-words',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/about');
    expect(response.body).not.toContain('secret-words');
  });

  it('names its speculation rules on every page, and serves them as such', async () => {
    for (const path of ['/', '/about', '/patient/profile', '/no/such/page']) {
      const page = await get(path);
      expect(page.headers['speculation-rules'], path).toBe('"/speculation-rules.json"');
    }
    const rules = await get('/speculation-rules.json');
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-type']).toBe('application/speculationrules+json');
    expect(rules.json()).toEqual({ prefetch: [] });
    expect((await get('/assets/index-a1b2c3.js')).headers['speculation-rules']).toBeUndefined();
  });

  it('answers client-only routes with the SPA shell', async () => {
    for (const url of ['/labs/12', '/patient/profile']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown page with the site’s own 404 page and status', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await get('/assets/index-a1b2c3.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never leaves the site folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('answers unknown /api paths with JSON, not a page', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe("the doctor search's page, sent with its first answer", () => {
  const served = /<p id="served" data-at="([^"]+)">([^<]*)<\/p>/;

  it('writes the answer to the search its address asks for into the page, as a built page is sent', async () => {
    const before = Date.now();
    const response = await get('/doctors/search?city=Karachi');
    expect(response.statusCode).toBe(200);
    const [, at = '', text = ''] = served.exec(response.body) ?? [];
    // The seeded doctors of Karachi, a page of them, and when the answer was received.
    expect(text).toMatch(/^\d+: Dr\. /);
    expect(text.split(', ')).toHaveLength(10);
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    // The API's answer to the same search is the one written.
    const api = await get('/api/doctors/search?city=Karachi&page=1&page_size=10');
    const { total, data } = api.json<{ total: number; data: { name: string }[] }>();
    expect(text).toBe(`${String(total)}: ${data.map((doctor) => doctor.name).join(', ')}`);
    // Headers as a built page's: HTML, revalidated, its inline sheet allowed by hash, the speculation rules.
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['cache-control'])).toMatch(/no-cache/);
    expect(String(response.headers['content-security-policy'])).toContain(cspSource('.card{color:#222}'));
    expect(response.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
  });

  it('writes it into the Urdu page too, and compresses the page as the browser accepts', async () => {
    const urdu = await get('/ur/doctors/search?city=Lahore&page=2');
    expect(urdu.body).toContain('<html lang="ur">');
    expect(urdu.body).toMatch(served);
    for (const [encoding, decode] of [['br', brotliDecompressSync]] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/doctors/search',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toMatch(served);
    }
  });

  it('sends the page as built when the renderer does not know it, fails, or the search fails', async () => {
    for (const url of [
      '/doctors/search?shape=other',
      '/doctors/search?explode=1',
      '/doctors/search?page=-1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<!--results-->');
      expect(response.body, url).not.toMatch(served);
    }
    // HEAD asks for the headers alone: the page as built.
    const head = await server.app.inject({ method: 'HEAD', url: '/doctors/search' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('writes nothing into any other page', async () => {
    expect((await get('/about')).body).toBe('<!doctype html><title>About</title><div id="root">about</div>');
  });
});

describe("the listing pages of a city's doctors of one specialty", () => {
  const served = /<p id="served" data-at="[^"]+">([^<]*)<\/p>/;
  const apiTotal = async (query: string) =>
    (await get(`/api/doctors/search?${query}&page=1&page_size=10`)).json<{ total: number }>().total;

  it('writes the page of a city and specialty with its doctors, as a built page is sent', async () => {
    const response = await get('/doctors/lahore/dermatologist');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<html lang="en"><style>.listing{color:#333}</style><h1>/doctors/lahore/dermatologist</h1>',
    );
    const [, text = ''] = served.exec(response.body) ?? [];
    const total = await apiTotal('city=Lahore&specialty=Dermatologist');
    expect(total).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^${String(total)}: Dr\\. `));
    expect(String(response.headers['content-security-policy'])).toContain(cspSource('.listing{color:#333}'));
    expect(String(response.headers['cache-control'])).toMatch(/no-cache/);
    expect(response.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    const urdu = await get('/ur/doctors/lahore/dermatologist?page=1');
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur">');
    expect(urdu.body).toMatch(served);
  });

  it('is the 404 page for a city or specialty without listing pages, or one without doctors', async () => {
    // A city of the list where the demo data has no oncologist.
    let withoutDoctors: string | undefined;
    for (const city of ['Bagh', 'Chilas', 'Zhob', 'Chaman', 'Tank']) {
      if ((await apiTotal(`city=${city}&specialty=Oncologist`)) === 0) withoutDoctors ??= city;
    }
    expect(withoutDoctors).toBeDefined();
    for (const url of [
      '/doctors/lahore/hakeem',
      '/doctors/atlantis/dermatologist',
      '/ur/doctors/atlantis/dermatologist',
      '/doctors/Lahore/dermatologist',
      `/doctors/${String(withoutDoctors).toLowerCase()}/oncologist`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(url.startsWith('/ur/') ? 'not found ur' : 'not found');
    }
  });

  it("sends the app's shell when the renderer cannot write the page, and to HEAD", async () => {
    const response = await get('/doctors/lahore/dermatologist?no-template=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Aafiyat</title><div id="root"></div>');
    const head = await server.app.inject({ method: 'HEAD', url: '/doctors/lahore/dermatologist' });
    expect(head.statusCode).toBe(200);
  });

  it('lists the pages there are in their own sitemap, for an hour', async () => {
    const response = await get('/sitemap-doctors.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const listed = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toContain('Lahore/Dermatologist');
    // Each city and specialty with doctors once, and only those.
    expect(new Set(listed).size).toBe(listed.length);
    for (const entry of listed.slice(0, 5)) {
      const [city = '', specialty = ''] = String(entry).split('/');
      expect(await apiTotal(`city=${city}&specialty=${specialty}`), String(entry)).toBeGreaterThan(0);
    }
  });
});

describe("a doctor's profile", () => {
  const own = doctorProfilePath({ ...DEMO_DOCTOR, pmdc: DEMO_DOCTOR.pmdc }) ?? '';

  it("is written with the doctor at the doctor's own address, in both languages", async () => {
    expect(own).toMatch(/^\/doctors\/karachi\/[a-z-]+\/dr-[a-z-]+-[0-9]/);
    const response = await get(own);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${DEMO_DOCTOR.name}</h1><p id="fee">${String(DEMO_DOCTOR.fee)}</p>`);
    // With the open slots the API gives, counted from the same today.
    const slots = await get(`/api/doctors/${DEMO_DOCTOR.pmdc}/slots`);
    const written = slots
      .json<{ data: { date: string; times: string[] }[] }>()
      .data.map((day) => `${day.date} ${day.times.join(',')}`)
      .join(';');
    expect(response.body).toMatch(
      new RegExp(`<p id="slots" data-today="\\d{4}-\\d{2}-\\d{2}">${written}</p>`),
    );
    expect(String(response.headers['content-security-policy'])).toContain(cspSource('.profile{color:#111}'));
    expect(String(response.headers['cache-control'])).toMatch(/no-cache/);
    const urdu = await get(`/ur${own}`);
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur">');
  });

  it('sends an old address (another name, city or specialty) on to the current one, for good', async () => {
    const number = own.slice(own.lastIndexOf('/dr-')).replace(/^\/dr-[a-z-]+?-(?=[0-9])/, '');
    for (const [old, moved] of [
      [`/doctors/karachi/dentist/dr-someone-else-${number}?from=whatsapp`, `${own}?from=whatsapp`],
      [`/ur/doctors/lahore/cardiologist/${number}`, `/ur${own}`],
      [`${own}/`, own],
    ] as const) {
      const response = await get(old);
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe(moved);
    }
  });

  it('is the 404 page for a number of no doctor, or an address without one', async () => {
    for (const url of [
      '/doctors/karachi/cardiologist/dr-nobody-99999-x',
      '/doctors/karachi/cardiologist/dr-no-number',
      '/ur/doctors/karachi/cardiologist/dr-nobody-99999-x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('not found');
    }
  });

  it("sends the app's shell when the renderer cannot write it", async () => {
    const response = await get(`${own}?explode=1`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Aafiyat</title><div id="root"></div>');
  });

  it('is in the sitemap of the doctors’ pages', async () => {
    const response = await get('/sitemap-doctors.xml');
    expect(response.body).toContain(`<loc>${DEMO_DOCTOR.pmdc}</loc>`);
  });
});

describe('the site in two languages', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers each Urdu address with its Urdu page, shell or 404', async () => {
    expect((await page('/ur')).body).toContain('home ur');
    expect((await page('/ur/about')).body).toContain('about ur');
    const shell = await page('/ur/labs/2');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<html lang="ur">');
    const missing = await page('/ur/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('not found ur');
    const englishMissing = await page('/no-such-page');
    expect(englishMissing.body).toContain('Page not found');
  });

  it('says a page depends on the remembered language', async () => {
    expect(String((await page('/about')).headers.vary)).toMatch(/cookie/i);
    const compressed = String((await page('/about', { 'accept-encoding': 'br' })).headers.vary);
    expect(compressed).toMatch(/cookie/i);
    expect(compressed).toMatch(/accept-encoding/i);
  });

  it('opens a link from outside in the language a person chose, keeping path and query', async () => {
    const fromWhatsApp = await page('/about?ref=wa', {
      cookie: 'aafiyat_lang=ur',
      'sec-fetch-site': 'cross-site',
    });
    expect(fromWhatsApp.statusCode).toBe(302);
    expect(fromWhatsApp.headers.location).toBe('/ur/about?ref=wa');
    const typed = await page('/labs/2', { cookie: 'aafiyat_lang=ur', 'sec-fetch-site': 'none' });
    expect(typed.headers.location).toBe('/ur/labs/2');
    const backToEnglish = await page('/ur', { cookie: 'aafiyat_lang=en' });
    expect(backToEnglish.statusCode).toBe(302);
    expect(backToEnglish.headers.location).toBe('/');
  });

  it('never moves a link followed inside the site, a visitor who chose nothing, or a crawler', async () => {
    const inside = await page('/about', { cookie: 'aafiyat_lang=ur', 'sec-fetch-site': 'same-origin' });
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toContain('about');
    expect((await page('/about', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    expect((await page('/about', { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(200);
    const sameLanguage = await page('/ur/about', { cookie: 'aafiyat_lang=ur' });
    expect(sameLanguage.statusCode).toBe(200);
  });

  it('ignores a remembered language it does not know, and never redirects an unknown page', async () => {
    expect((await page('/about', { cookie: 'aafiyat_lang=fr' })).statusCode).toBe(200);
    expect((await page('/no-such-page', { cookie: 'aafiyat_lang=ur' })).statusCode).toBe(404);
  });
});

// The site's size budgets, read from the build: what each route loads first, gzip-compressed. A page of islands
// loads its islands' loader and, before any interaction, the islands that load when idle (with React when React
// hydrates them, and then the code of those that wait for a touch): they count. Those that load as they come into
// view are printed apart. Prints a table of the figures and fails when one is over:
//   initial JavaScript of a static page (about, contact, the policies and FAQ, the blog, the labs list) ≤ 25 KB, of / and a
//   product page ≤ 60 KB, of the doctor search ≤ 90 KB, of any other route ≤ 150 KB; CSS ≤ 25 KB; the hero image ≤ 60 KB at 412 px
//   wide; everything / transfers first ≤ 350 KB; socket.io-client, the video-call view and portal code never in a
//   public route's first load; an Urdu route's JavaScript within 8 KB of its English twin's (each language's words
//   are a chunk of their own, loaded with the first script that renders words: the portal's app, a driven island).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readJson } from './json.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KB = 1024;
/** A 412 px wide phone at device pixel ratio 1.75 (Lighthouse's mobile), in device pixels. */
const PHONE_PIXELS = Math.ceil(412 * 1.75);
const limits = {
  // The home page: the islands' loader and the hero's driver; React (67.5 KB by itself) waits for a person to act.
  homeJs: 60 * KB,
  // Pages of text, whose only scripts are the islands' loader until a person touches the header or a button.
  staticJs: 25 * KB,
  // The product pages: the header and the demo buttons wait for a touch, the packages for the page to be scrolled.
  productJs: 60 * KB,
  // The doctor search: its results drawn by a plain script (with the API client); React and the filters wait for
  // a touch, or for an address that asks for filters.
  doctorSearchJs: 90 * KB,
  // Any other route (the portal: React, the router and the page). Since step 11 also Lingui's interpreter (2.5 KB),
  // the common words of the page's language (the library's catalog and the site's frame: 7.7 KB in English, 9.2 in
  // Urdu) and the route's own namespaces, loaded per route and language (ADR 0012). /labs/:id went from 136.6 KB
  // before step 11 to 143.1 KB (English) and 145.1 KB (Urdu); the Urdu twin check below holds the languages level.
  routeJs: 150 * KB,
  css: 25 * KB,
  heroImage: 60 * KB,
  homeTotal: 350 * KB,
  // An Urdu page against the same page in English: its words are longer and its catalog is its own.
  languageTwin: 8 * KB,
};

/**
 * The route a path is in English: `/ur/about` → `/about`, `/ur` → `/` (the domain's `pathWithoutLocale`, which this
 * plain script cannot import).
 * @param {string} route
 */
const englishRoute = (route) => route.replace(/^\/ur(?=\/|$)/, '') || '/';
/** @param {string} route */
const isUrdu = (route) => englishRoute(route) !== route;
/**
 * The modules of a route's words, which its app, or its first driven or hydrated island, loads (src/i18n/load.ts):
 * its language's common words and its own namespaces.
 * @param {string} route
 * @param {readonly string[]} words
 */
const languageModules = (route, words) => {
  const locale = isUrdu(route) ? 'ur' : 'en';
  return [`src/i18n/common.${locale}.ts`, ...words.map((word) => `src/i18n/compiled/${locale}/${word}.ts`)];
};
/**
 * The static pages: text with a header, held to {@link limits}.staticJs; and contact, whose form and call-back
 * button wait for the screen or a touch.
 */
const staticPages = [
  /^\/about$/,
  /^\/contactus$/,
  /^\/privacy\//,
  /^\/blogs\//,
  /^\/labs$/,
  // A doctor's profile: text, and a booking island that waits for a touch.
  /^\/doctors\/:city\/:specialty\/:doctor$/,
];
/** The product pages, held to {@link limits}.productJs. */
const productPages = /^\/products\//;
/** Code that must never be in a public route's first load (source files of the manifest). */
const lazyOnly = [
  /^src\/app\/calls\//,
  /^src\/pages\/(patient|doctor|clinic|staff|hospital|pharmacy|portal|checkout)\//,
];
/**
 * socket.io-client's engine announces its protocol version in every URL it builds: `query.EIO = 4` in its source,
 * `t.EIO=4` once minified, `"EIO"` as a key elsewhere. Any of them gives it away.
 */
const socketIoMarker = /\bEIO\b/;

if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('No build in apps/site/dist: run `npm run build` first.\n');
  process.exit(1);
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file a path under dist */
function gzipSize(file) {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}
/** @param {string} file */
const rawSize = (file) => readFileSync(join(dist, file)).length;

/** @param {string} html @param {RegExp} pattern */
const all = (html, pattern) =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));

/**
 * What an HTML page loads first: its scripts and preloaded modules, its style sheets (linked, or inlined by the
 * prerender: those keep a `disabled` link, see inline-css.mjs), its eager images.
 * @param {string} html
 */
function firstLoad(html) {
  const js = new Set([
    ...all(html, /<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...all(html, /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ]);
  const css = new Set(all(html, /<link rel="stylesheet"[^>]*\shref="([^"]+)"/g));
  const inlinedCss = new Set(all(html, /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*\sdisabled>/g));
  /** @type {Set<string>} */
  const images = new Set();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const file = /\ssrc="\/([^"]+)"/.exec(tag)?.[1];
    if (!/loading="lazy"/.test(tag) && file !== undefined && existsSync(join(dist, file))) images.add(file);
  }
  return { js, css, inlinedCss, images };
}

/**
 * The preloaded hero image's candidate on a 412 px wide phone: Lighthouse's mobile (412 px, device pixel ratio
 * 1.75) needs 721 device pixels, so the smallest candidate at least that wide, else the widest.
 * @param {string} html
 */
function heroCandidate(html) {
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (!preload) return null;
  const srcset = /imagesrcset="([^"]+)"/.exec(preload)?.[1];
  const href = /\shref="\/([^"]+)"/.exec(preload)?.[1] ?? null;
  if (!srcset) return href;
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', width = '0w']) => ({ file: url.replace(/^\//, ''), width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= PHONE_PIXELS) ?? candidates.at(-1))?.file ?? href;
}

/** @type {Record<string, { file: string, name?: string, src?: string, css?: string[], imports?: string[] }>} */
const manifest = readJson(join(dist, '.vite', 'manifest.json'));
const lazyFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => lazyOnly.some((pattern) => pattern.test(key)))
    .map(([, chunk]) => chunk.file),
);
/** @type {{ prerendered: string[], client: string[] }} */
const routesJson = readJson(join(dist, 'routes.json'));
/** @type {Record<string, { modules: string[], js: string[], css: string[] }>} */
const clientAssets = readJson(join(dist, '.vite', 'client-routes.json'));
/** @type {Record<string, { modules: string[], words?: string[], islands: { name: string, load: string, module: string, react: boolean }[] | null }>} */
const prerenderedModules = readJson(join(dist, '.vite', 'prerendered-routes.json'));
/** @type {{ runtime: string[] }} */
const islandRuntime = readJson(join(dist, '.vite', 'islands.json'));
/**
 * The pages the server writes from a template the prerender left (a city's doctors of one specialty, a doctor's
 * profile), by route pattern: measured as the pages of islands they are, from their template.
 * @type {Record<string, string>}
 */
const servedRoutes = readJson(join(dist, '.vite', 'served-routes.json'));

/**
 * The files a module's chunk loads before it runs: its own and those it imports statically, with their styles.
 * @param {string} key a source file, as the manifest names it
 * @param {{ js: Set<string>, css: Set<string> }} into
 */
function chunkClosure(key, into) {
  // A module the app also imports statically (the header's island) shares a chunk named after it, listed by name.
  const name = /([^/]+)\.tsx?$/.exec(key)?.[1];
  const chunk =
    manifest[key] ??
    Object.values(manifest).find((entry) => entry.name === name && entry.file.endsWith('.js'));
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
  if (into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  for (const file of chunk.css ?? []) into.css.add(file);
  for (const imported of chunk.imports ?? []) chunkClosure(imported, into);
  return into;
}

/**
 * The JavaScript a page of islands loads besides its HTML's scripts, in two parts. Before any interaction: the
 * islands that load at once or when idle, with what hydrates them when React does (a driven island's plain script needs
 * nothing else), and then, React being there, the code of the islands that wait for a touch (the loader fetches
 * it ahead). As it is scrolled: the islands that load as they come into view (with React and the touch islands,
 * when nothing before brought them); not a first load, printed apart.
 * @param {{ name: string, load: string, module: string, react: boolean }[] | null | undefined} islands
 * @param {string} route the page's path, whose language's words any island brought to life loads
 * @param {readonly string[]} words the page's own namespaces of words
 */
function islandScripts(islands, route, words) {
  const all = islands ?? [];
  /** @param {{ module: string, react: boolean }[]} loaded */
  const closure = (loaded) => {
    /** @type {{ js: Set<string>, css: Set<string> }} */
    const into = { js: new Set(), css: new Set() };
    const react = loaded.some((island) => island.react);
    const touch = react ? all.filter((island) => island.load === 'interaction') : [];
    // Any island brought to life brings the page's words with it.
    const pageWords = loaded.length > 0 ? languageModules(route, words) : [];
    for (const key of [
      ...(react ? islandRuntime.runtime : []),
      ...pageWords,
      ...loaded.map((island) => island.module),
    ])
      chunkClosure(key, into);
    for (const island of touch) chunkClosure(island.module, into);
    return into.js;
  };
  const first = closure(all.filter((island) => island.load === 'idle' || island.load === 'eager'));
  const scrolled = [...closure(all.filter((island) => island.load === 'visible'))].filter(
    (file) => !first.has(file),
  );
  // Their styles are already inline in the page (each island was prerendered with them).
  return { first: { js: [...first], css: [] }, scrolled };
}

/** @type {{ route: string, js: number, css: number, total: number, scrolled: number, problems: string[] }[]} */
const rows = [];

/**
 * @param {string} route
 * @param {string} htmlFile
 * @param {{ js: string[], css: string[] }} [extra] what a client-only route loads besides the shell, or a page of
 *   islands besides its HTML's scripts
 * @param {readonly string[]} [ownModules] the route's own page modules: a public sign-in page's first load is its
 *   own portal code, never another page's
 * @param {readonly string[]} [scrolledFiles] what a page of islands loads only as it is scrolled
 */
function measure(route, htmlFile, extra, ownModules = [], scrolledFiles = []) {
  const ownFiles = new Set(ownModules.map((module) => manifest[module]?.file));
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const load = firstLoad(html);
  for (const file of extra?.js ?? []) load.js.add(file);
  for (const file of extra?.css ?? []) load.css.add(file);
  const js = [...load.js].reduce((sum, file) => sum + gzipSize(file), 0);
  const css = [...load.css].reduce((sum, file) => sum + gzipSize(file), 0);
  // Inlined sheets travel inside the HTML, which the total already counts.
  const fetchedCss = [...load.css]
    .filter((file) => !load.inlinedCss.has(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
  const hero = heroCandidate(html);
  const heroBytes = hero ? rawSize(hero) : 0;
  // The hero's <img> is the preloaded picture itself (one of its candidates), counted once as the hero.
  const heroFiles = new Set(all(/imagesrcset="([^"]+)"/.exec(html)?.[1] ?? '', /\/?([^\s,]+\.\w+)\s/g));
  for (const file of heroFiles) load.images.delete(file);
  const images = [...load.images].reduce((sum, file) => sum + rawSize(file), 0);
  const total = gzipSize(htmlFile) + js + fetchedCss + images + heroBytes + fontBytes;
  /** @type {string[]} */
  const problems = [];
  const english = englishRoute(route);
  const jsLimit =
    english === '/'
      ? limits.homeJs
      : staticPages.some((pattern) => pattern.test(english))
        ? limits.staticJs
        : productPages.test(english)
          ? limits.productJs
          : english === '/doctors/search' || english === '/doctors/:city/:specialty'
            ? limits.doctorSearchJs
            : limits.routeJs;
  if (js > jsLimit) problems.push(`initial JavaScript ${kb(js)} > ${kb(jsLimit)}`);
  if (css > limits.css) problems.push(`CSS ${kb(css)} > ${kb(limits.css)}`);
  for (const file of load.js) {
    if (lazyFiles.has(file) && !ownFiles.has(file))
      problems.push(`${file} (lazy-only code) is in the first load`);
    else if (socketIoMarker.test(readFileSync(join(dist, file), 'utf8'))) {
      problems.push(`${file} carries socket.io-client into the first load`);
    }
  }
  if (english === '/') {
    if (!hero) problems.push('no preloaded hero image');
    else if (heroBytes > limits.heroImage)
      problems.push(`hero image ${hero} ${kb(heroBytes)} > ${kb(limits.heroImage)}`);
    if (total > limits.homeTotal) problems.push(`total ${kb(total)} > ${kb(limits.homeTotal)}`);
    if (route === '/') home.detail = { hero, heroBytes, fonts: fontBytes, images, html: gzipSize(htmlFile) };
  }
  const scrolled = scrolledFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push({ route, js, css, total, scrolled, problems });
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

// The Latin faces of Inter the pages use (regular, semibold, bold); the Urdu face loads only for Urdu text.
const fontBytes = [
  ...new Set(
    [
      ...readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8').matchAll(
        /assets\/inter-latin-(?:400|600|700)-normal-[^"]+\.woff2/g,
      ),
    ].map((match) => match[0]),
  ),
].reduce((sum, file) => sum + rawSize(file), 0);

/** What / loads first, in parts (filled when / is measured). */
const home = {
  /** @type {{ hero: string | null, heroBytes: number, fonts: number, images: number, html: number } | null} */
  detail: null,
};

for (const route of routesJson.prerendered) {
  const islands = islandScripts(
    prerenderedModules[route]?.islands,
    route,
    prerenderedModules[route]?.words ?? [],
  );
  measure(
    route,
    route === '/' ? 'index.html' : join(route.slice(1), 'index.html'),
    islands.first,
    prerenderedModules[route]?.modules,
    islands.scrolled,
  );
}
for (const [route, template] of Object.entries(servedRoutes)) {
  const islands = islandScripts(
    prerenderedModules[route]?.islands,
    route,
    prerenderedModules[route]?.words ?? [],
  );
  measure(route, template, islands.first, prerenderedModules[route]?.modules, islands.scrolled);
}
for (const route of routesJson.client) {
  // Written by the server from a template (above): the app's shell only when the server's renderer fails.
  if (Object.hasOwn(servedRoutes, route)) continue;
  // The portal's pages are for signed-in people, not public: their own code is their first load. Each language's
  // shell preloads its words (the prerender links them), which the page renders with.
  const assets = clientAssets[englishRoute(route)];
  if (route === '*' || assets?.modules.some((module) => lazyOnly.some((pattern) => pattern.test(module))))
    continue;
  measure(route, isUrdu(route) ? join('ur', 'shell.html') : 'shell.html', assets);
}

// Each Urdu route against its English twin: within limits.languageTwin of JavaScript.
const byRoute = new Map(rows.map((row) => [row.route, row]));
for (const row of rows) {
  if (!isUrdu(row.route)) continue;
  const twin = byRoute.get(englishRoute(row.route));
  if (!twin) row.problems.push(`no English twin ${englishRoute(row.route)}`);
  else if (row.js - twin.js > limits.languageTwin)
    row.problems.push(
      `JavaScript ${kb(row.js - twin.js)} more than ${twin.route} > ${kb(limits.languageTwin)}`,
    );
}

const width = Math.max(...rows.map((row) => row.route.length), 5);
process.stdout.write(
  `${'route'.padEnd(width)}  ${'JS gz'.padStart(9)}  ${'CSS gz'.padStart(9)}  ${'first load'.padStart(10)}  ${'JS on scroll'.padStart(12)}\n`,
);
for (const row of rows) {
  const scrolled = row.scrolled > 0 ? `+${kb(row.scrolled)}` : '';
  process.stdout.write(
    `${row.route.padEnd(width)}  ${kb(row.js).padStart(9)}  ${kb(row.css).padStart(9)}  ${kb(row.total).padStart(10)}  ${scrolled.padStart(12)}${
      row.problems.length > 0 ? `  OVER: ${row.problems.join('; ')}` : ''
    }\n`,
  );
}
const { detail } = home;
if (detail) {
  process.stdout.write(
    `\n/ in detail: HTML ${kb(detail.html)}, hero ${detail.hero ?? 'none'} ${kb(detail.heroBytes)}, ` +
      `fonts ${kb(detail.fonts)}, other eager images ${kb(detail.images)}\n`,
  );
}
process.stdout.write(
  `limits: / JS ${kb(limits.homeJs)}, static page JS ${kb(limits.staticJs)}, product page JS ${kb(limits.productJs)}, ` +
    `doctor search JS ${kb(limits.doctorSearchJs)}, ` +
    `any route JS ${kb(limits.routeJs)}, ` +
    `CSS ${kb(limits.css)}, ` +
    `hero ${kb(limits.heroImage)} at 412 px, / total ${kb(limits.homeTotal)}, ` +
    `an Urdu route's JS within ${kb(limits.languageTwin)} of its English twin's\n`,
);
const over = rows.filter((row) => row.problems.length > 0);
if (over.length > 0) {
  process.stdout.write(`budgets: ${String(over.length)} route(s) over\n`);
  process.exit(1);
}
process.stdout.write('budgets: all within\n');

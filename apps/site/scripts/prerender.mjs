// Prerenders every public route into dist/: the page's HTML inside the client build's index.html, with its own
// head (title, description, canonical, Open Graph, JSON-LD), its style sheets inlined (inline-css.mjs) and its
// scripts at low priority (priorities.mjs), plus 404.html, sitemap.xml and robots.txt.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readJson } from './json.mjs';
import { compressBuild } from './compress.mjs';
import { inlineStylesheets } from './inline-css.mjs';
import { lowerScriptPriority } from './priorities.mjs';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(siteRoot, 'dist');
const serverBundle = join(siteRoot, 'dist-server', 'entry-server.js');

/** @type {unknown} */
const bundle = await import(pathToFileURL(serverBundle).href);
const renderer =
  /** @type {{ render: (path: string, data?: unknown) => Promise<RenderedPage>, pageTemplates: { locale: string, route: string, path: string, data?: unknown, file: string }[], islandRuntimeModules: string[], prerenderPaths: string[], clientRoutes: string[], clientRouteModules: Record<string, string[]>, clientRouteWords: Record<string, string[]>, notFoundPaths: Record<string, string>, shellLanguages: { locale: string, dir: string, title: string }[], webManifest: () => string }} */ (
    bundle
  );
/** @typedef {{ name: string, load: string, module: string }} RenderedIsland */
/** @typedef {{ html: string, head: string, lang: string, dir: string, words: readonly string[], modules: readonly string[], indexable: boolean, alternates: readonly { hreflang: string, href: string }[], islands: RenderedIsland[] | null }} RenderedPage */
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const origin = 'https://aafiyat.pk';

/** @type {Record<string, { file: string, css?: string[], imports?: string[], dynamicImports?: string[] }>} */
const manifest = readJson(join(dist, '.vite', 'manifest.json'));

/** The client entry (index.html) and every chunk it loads statically, already linked by the template. */
const entryKey = 'index.html';
/** @type {Set<string>} */
const entryFiles = new Set();
(function collectEntry(/** @type {string} */ key) {
  const chunk = manifest[key];
  if (!chunk || entryFiles.has(chunk.file)) return;
  entryFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectEntry(imported);
})(entryKey);

/**
 * Adds to `files` the chunk of each module in `keys` and every chunk it imports statically, each once, in the
 * order they are met (a module's own chunk before its imports').
 * @param {readonly string[]} keys the modules' keys in the build manifest
 * @param {string} what where a missing module was expected to come from, for the error
 * @param {string[]} [files]
 */
function chunkClosure(keys, what, files = []) {
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: is it still ${what}?`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The islands' loader: the one script a page of islands starts with (src/islands/entry.ts). */
const islandsKey = 'src/islands/entry.ts';
/** The loader's chunk and the chunks it imports statically. */
const islandsFiles = chunkClosure([islandsKey], 'an entry of vite.config.ts');

const appEntryScript = /\s*<script type="module" crossorigin src="[^"]*"><\/script>/;
const appModulePreload = /\s*<link rel="modulepreload" crossorigin href="[^"]*">/g;

/**
 * The template for a page of islands: the app's entry and its preloads give way to the islands' loader, which
 * loads React and each island's code only when an island needs them.
 */
const islandsTemplate = (() => {
  if (!appEntryScript.test(template)) throw new Error('index.html has no module script for the app entry.');
  const [loader, ...imports] = islandsFiles;
  const tags = [
    `<script type="module" crossorigin src="/${String(loader)}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template
    .replace(appEntryScript, '')
    .replace(appModulePreload, '')
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
})();

/**
 * The JavaScript and CSS files a page's modules need beyond what index.html already loads: each module's chunk,
 * the chunks it imports statically, and their styles.
 * @param {readonly string[]} modules
 */
function pageAssets(modules) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}: is it still a page module?`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // Deferred parts (`*.deferred.tsx`, of the page or of the shell) hydrate later from their own chunks, but are
  // prerendered: their styles come with the page, their code does not.
  const jsBefore = new Set(js);
  for (const key of [entryKey, ...modules]) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (/\.deferred\.tsx$/.test(dynamic)) visit(dynamic);
    }
  }
  for (const file of js) if (!jsBefore.has(file)) js.delete(file);
  const inTemplate = (/** @type {string} */ file) => template.includes(`/${file}"`);
  return {
    js: [...js].filter((file) => !inTemplate(file)),
    css: [...css].filter((file) => !inTemplate(file)),
  };
}

/**
 * The chunks of a language's words (its common words, src/i18n/common.<lang>.ts, and the page's own namespaces,
 * src/i18n/compiled/<lang>/<Namespace>.ts), which the app loads before it renders: a page the app hydrates
 * preloads them with its own.
 * @param {string} lang
 * @param {readonly string[]} words
 */
function languageFiles(lang, words) {
  return chunkClosure(
    [`src/i18n/common.${lang}.ts`, ...words.map((word) => `src/i18n/compiled/${lang}/${word}.ts`)],
    'loaded by src/i18n/load.ts',
  );
}

/**
 * The chunks of a page of islands' `eager` islands (those that start as the loader runs: the doctor search's
 * results) with the chunks they import statically, and the page's words, which every island starts with. Listed
 * in the page's head, they arrive with the loader instead of one import after another: on a phone's slow line
 * each step of that chain cost a round trip, and the results' search was sent only once the last had arrived.
 * Islands that wait for a touch, for the screen or for the page's load are left to the loader.
 * @param {RenderedPage} page
 */
function eagerIslandFiles(page) {
  const eager = (page.islands ?? []).filter((island) => island.load === 'eager');
  if (eager.length === 0) return [];
  const files = chunkClosure(
    eager.map((island) => island.module),
    "an island's module",
    languageFiles(page.lang, page.words),
  );
  return files.filter((file) => !islandsFiles.includes(file));
}

/**
 * Links the page's own styles (so the prerendered HTML is styled before, and without, JavaScript: no flash, no
 * shift) and preloads the code the page runs at once with its language's words (fetched with the entry, not
 * after it): on a page the app hydrates, its chunks; on a page of islands, its `eager` islands' (the others'
 * code loads when they wake).
 * @param {RenderedPage} page
 */
function pageLinks(page) {
  const { js, css } = pageAssets(page.modules);
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(page.islands !== null
      ? eagerIslandFiles(page)
      : [...js, ...languageFiles(page.lang, page.words)]
    ).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

const htmlElement = '<html lang="en" dir="ltr">';
if (!template.includes(htmlElement))
  throw new Error(`index.html must start its document with ${htmlElement}.`);

/**
 * The document in a language: `<html>` says it and its direction, so the browser, screen readers and search
 * engines read the page as Urdu (right to left) or English, and the namespaces of words its islands load besides
 * the common ones (`data-words`, read by src/islands/entry.ts).
 * @param {string} html
 * @param {string} lang
 * @param {string} dir
 * @param {readonly string[]} [words]
 */
const inLanguage = (html, lang, dir, words = []) =>
  html.replace(
    htmlElement,
    `<html lang="${lang}" dir="${dir}"${words.length > 0 ? ` data-words="${words.join(' ')}"` : ''}>`,
  );

/** @param {RenderedPage} page */
const fill = (page) =>
  lowerScriptPriority(
    inlineStylesheets(
      inLanguage(page.islands !== null ? islandsTemplate : template, page.lang, page.dir, page.words)
        .replace('<!--app-head-->', page.head)
        // After the entry's own links, so the page's styles come later in the cascade, as they do when loaded by script.
        .replace('</head>', `  ${pageLinks(page)}\n  </head>`)
        .replace('<!--app-html-->', page.html),
      dist,
    ),
  );

/**
 * The pages search engines may index, with their addresses in each language, for the sitemap (the sign-in and
 * sign-up pages are prerendered but say noindex).
 * @type {{ path: string, alternates: readonly { hreflang: string, href: string }[] }[]}
 */
const indexable = [];
/** @type {Record<string, { modules: readonly string[], islands: RenderedIsland[] | null, words: readonly string[] }>} */
const prerenderedModules = {};
for (const path of renderer.prerenderPaths) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  const page = await renderer.render(path);
  writeFileSync(file, fill(page));
  if (page.indexable) indexable.push({ path, alternates: page.alternates });
  prerenderedModules[path] = { modules: page.modules, islands: page.islands, words: page.words };
}
// The SPA shell for client-only routes keeps the template's placeholders empty; one per language (Urdu's under
// ur/, as its 404 page), so the document says its language before the app renders.
mkdirSync(join(dist, 'ur'), { recursive: true });
for (const { locale, dir, title } of renderer.shellLanguages) {
  const folder = locale === 'en' ? dist : join(dist, locale);
  writeFileSync(
    join(folder, 'shell.html'),
    inLanguage(template, locale, dir)
      .replace('<!--app-head-->', `<title>${title}</title>`)
      .replace(
        '</head>',
        `  ${languageFiles(locale, [])
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ')}\n  </head>`,
      )
      .replace('<!--app-html-->', ''),
  );
  const notFound = renderer.notFoundPaths[locale];
  if (notFound === undefined) throw new Error(`No 404 page for ${locale}.`);
  writeFileSync(join(folder, '404.html'), fill(await renderer.render(notFound)));
}

// The templates of the pages the server writes (src/entry-server.tsx): a listing page and a doctor's profile,
// filled as any page, with their head and HTML left as placeholders, which the server fills for each city and
// specialty, or doctor, it is asked for.
/** The templates by the route patterns they serve, for the budget script (which measures them as pages). */
/** @type {Record<string, string>} */
const servedTemplates = {};
for (const { route, path, data, file } of renderer.pageTemplates) {
  const page = await renderer.render(path, data);
  writeFileSync(
    join(siteRoot, 'dist-server', file),
    fill({ ...page, head: '<!--app-head-->', html: '<!--app-html-->' }),
  );
  servedTemplates[route] = join('..', 'dist-server', file);
  prerenderedModules[route] = { modules: page.modules, islands: page.islands, words: page.words };
}

/** @param {{ hreflang: string, href: string }} alternate */
const sitemapAlternate = ({ hreflang, href }) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${indexable
    .map(
      ({ path, alternates }) =>
        `  <url><loc>${origin}${path}</loc>${alternates.map(sitemapAlternate).join('')}</url>`,
    )
    .join('\n')}\n</urlset>\n`,
);
// The server answers client-only routes with the shell and everything else unknown with 404.html.
writeFileSync(
  join(dist, 'routes.json'),
  `${JSON.stringify({ prerendered: renderer.prerenderPaths, client: renderer.clientRoutes }, null, 2)}\n`,
);
// The page modules of each prerendered route, for the budget script: a route's own page code is its first load
// (a sign-in page's form), but no other route's lazy-only code may be; and a page of islands' islands, whose code
// it counts by when each loads (not served: .vite/ stays private).
writeFileSync(
  join(dist, '.vite', 'prerendered-routes.json'),
  `${JSON.stringify(prerenderedModules, null, 2)}\n`,
);
// The pages the server writes from a template, by route pattern, for the budget script (not served).
writeFileSync(join(dist, '.vite', 'served-routes.json'), `${JSON.stringify(servedTemplates, null, 2)}\n`);
// What hydrates any island (React among it), for the budget script (not served).
writeFileSync(
  join(dist, '.vite', 'islands.json'),
  `${JSON.stringify({ runtime: renderer.islandRuntimeModules }, null, 2)}\n`,
);
// What each client-only route loads besides the shell, for the budget script (not served: .vite/ stays private).
writeFileSync(
  join(dist, '.vite', 'client-routes.json'),
  `${JSON.stringify(
    Object.fromEntries(
      Object.entries(renderer.clientRouteModules).map(([path, modules]) => {
        const assets = pageAssets(modules);
        // The route's own words (English's: an Urdu route's are the same size within a few per cent, which the
        // budget's twin check measures on the prerendered pages).
        const words = languageFiles('en', renderer.clientRouteWords[path] ?? []).filter(
          (file) => !languageFiles('en', []).includes(file),
        );
        return [path, { modules, js: [...assets.js, ...words], css: assets.css }];
      }),
    ),
    null,
    2,
  )}\n`,
);
// The web manifest, from the site's configuration (src/app/webManifest.ts).
writeFileSync(join(dist, 'manifest.webmanifest'), renderer.webManifest());
writeFileSync(
  join(dist, 'robots.txt'),
  // The server writes the second: the listing pages of each city and specialty with doctors.
  `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/sitemap-doctors.xml\n`,
);
// dist-server/ stays: the server writes a doctor search's answer into its page with entry-results.js.
const compressed = compressBuild(dist);
process.stdout.write(
  `prerendered ${String(renderer.prerenderPaths.length)} route(s), 404.html, sitemap.xml, robots.txt, manifest; ` +
    `${String(compressed)} text files precompressed (br, gz)\n`,
);

// Prerenders every public route into dist/: the page's HTML inside the client build's index.html, with its own
// head (title, description, canonical, Open Graph, JSON-LD), plus 404.html, sitemap.xml and robots.txt.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(siteRoot, 'dist');
const serverBundle = join(siteRoot, 'dist-server', 'entry-server.js');

/** @type {unknown} */
const bundle = await import(pathToFileURL(serverBundle).href);
const renderer =
  /** @type {{ render: (path: string) => Promise<{ html: string, head: string }>, prerenderPaths: string[], clientRoutes: string[], notFoundPath: string }} */ (
    bundle
  );
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const origin = 'https://aafiyat.pk';

/** @param {{ html: string, head: string }} page */
const fill = (page) => template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.html);

for (const path of renderer.prerenderPaths) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, fill(await renderer.render(path)));
}
// The SPA shell for client-only routes keeps the template's placeholders empty.
writeFileSync(
  join(dist, 'shell.html'),
  template.replace('<!--app-head-->', '<title>Aafiyat</title>').replace('<!--app-html-->', ''),
);
writeFileSync(join(dist, '404.html'), fill(await renderer.render(renderer.notFoundPath)));

writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${renderer.prerenderPaths
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
// The server answers client-only routes with the shell and everything else unknown with 404.html.
writeFileSync(
  join(dist, 'routes.json'),
  `${JSON.stringify({ prerendered: renderer.prerenderPaths, client: renderer.clientRoutes }, null, 2)}\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`,
);
rmSync(join(siteRoot, 'dist-server'), { recursive: true, force: true });
process.stdout.write(
  `prerendered ${String(renderer.prerenderPaths.length)} route(s), 404.html, sitemap.xml, robots.txt\n`,
);

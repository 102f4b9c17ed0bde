// The page Lighthouse measures "without scripts": only the scripts and their preloads go, the rest of the page
// (and every other answer of the site) reaches the browser as built.
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptlessProxy, stripScripts, type ScriptlessServer } from './scriptless';

const jsonLd =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"A <link rel=\\"modulepreload\\">"}</script>';
const moduleScript =
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-dkqDkJHg.js"></script>';
const modulePreload =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-Cl4AOUlm.js">';

/** A page as the build writes it, with `removed` where a script or a module preload stands. */
function page(removed: (piece: string) => string): string {
  return [
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="utf-8" />\n',
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n',
    '    <link rel="preload" as="image" href="/images/hero/clinic-960.webp" fetchpriority="high" />\n',
    `    ${jsonLd}\n`,
    `    ${removed(moduleScript)}\n`,
    '    <style data-href="/assets/Button.css">._2mecgb0{fill:none}</style>',
    '<link rel="stylesheet" crossorigin href="/assets/Button.css" disabled>\n',
    `    ${removed(modulePreload)}\n`,
    `    ${removed('<link rel="MODULEPRELOAD" href="/assets/page.js" />')}\n`,
    `    ${removed('<script>document.documentElement.dataset.js = "yes"; if (1 > 0) {}</script>')}\n`,
    `    ${removed(`<script type='module' data-note="a > b">import '/assets/a.js'</script >`)}\n`,
    '  </head>\n  <body>\n    <noscript>Scripts are off.</noscript>\n',
    '    <div id="root"><h1>Aafiyat</h1><p>type="application/ld+json" in text</p></div>\n',
    `    ${removed('<SCRIPT SRC="/assets/legacy.js"></SCRIPT>')}\n`,
    `    ${removed('<script data-type="application/ld+json" type="module" src="/assets/b.js"></script>')}\n`,
    '  </body>\n</html>\n',
  ].join('');
}

describe('stripScripts', () => {
  const built = page((piece) => piece);
  const stripped = stripScripts(built);

  it('removes every script but the JSON-LD, and every module preload, leaving the rest byte for byte', () => {
    expect(stripped).toBe(page(() => ''));
  });

  it('keeps the JSON-LD, including a tag written in its text', () => {
    expect(stripped).toContain(jsonLd);
    expect(
      stripScripts(`<head>${jsonLd.replace('application/ld+json', ' Application/LD+JSON ')}</head>`),
    ).toBe(`<head>${jsonLd.replace('application/ld+json', ' Application/LD+JSON ')}</head>`);
  });

  it('leaves no module script and no module preload in a page as the build writes it', () => {
    expect(built).toContain(moduleScript);
    const outsideJsonLd = stripped.replace(jsonLd, '');
    expect(outsideJsonLd).not.toMatch(/<script/i);
    expect(outsideJsonLd).not.toMatch(/modulepreload/i);
    expect(stripped).toMatch(/<noscript>/);
  });

  it('changes nothing in a page without scripts', () => {
    const plain = '<!doctype html><html><head><link rel="canonical" href="/"></head><body>x</body></html>';
    expect(stripScripts(plain)).toBe(plain);
  });
});

describe('startScriptlessProxy', () => {
  const html = `<html><head>${jsonLd}${moduleScript}${modulePreload}</head><body>${'text '.repeat(400)}</body></html>`;
  let upstream: Server;
  let proxy: ScriptlessServer;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (request.url === '/page') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'br',
          etag: '"built"',
          'content-security-policy': "default-src 'self'",
        });
        response.end(brotliCompressSync(html));
      } else {
        response.writeHead(200, {
          'content-type': 'text/javascript',
          'x-seen-encoding': request.headers['accept-encoding'],
        });
        response.end('export {};');
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startScriptlessProxy(
      `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`,
    );
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  function fetchRaw(path: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      get(`${proxy.url}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ headers: response.headers, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  }

  it('sends a page stripped, in the coding the site chose, with its new length and no validator', async () => {
    const { headers, body } = await fetchRaw('/page');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-length']).toBe(String(body.length));
    expect(headers.etag).toBeUndefined();
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(brotliDecompressSync(body).toString('utf8')).toBe(stripScripts(html));
    // The second time, from what the proxy kept: the same bytes.
    expect((await fetchRaw('/page')).body.equals(body)).toBe(true);
  });

  it('passes other answers through as they are', async () => {
    const { headers, body } = await fetchRaw('/assets/index.js');
    expect(headers['x-seen-encoding']).toBe('br');
    expect(body.toString('utf8')).toBe('export {};');
  });
});

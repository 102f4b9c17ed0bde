// Puts a prerendered page's style sheets into the page itself. On a phone's connection each linked sheet is a
// render-blocking request (a dozen on the home page, six at a time over HTTP/1.1): inlined, the first paint
// needs only the HTML. The server allows exactly these <style> elements by their hashes in its CSP
// (apps/server/src/http/site.ts), so `style-src` stays without 'unsafe-inline'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const stylesheetLink = /<link rel="stylesheet"([^>]*)\shref="\/(assets\/[^"]+\.css)"([^>]*)>/g;

/**
 * Replaces each `<link rel="stylesheet">` of the build's assets with the sheet's text in a `<style>`, followed by
 * the same link marked `disabled`: a disabled sheet is not fetched, but Vite's loader finds the link and so does
 * not fetch the sheet again when the page's chunks are imported (it looks for `link[rel=stylesheet][href]`). The
 * order of the sheets, and so the cascade, stays as it was.
 * @param {string} html a prerendered page
 * @param {string} dist the build folder the hrefs point into
 */
export function inlineStylesheets(html, dist) {
  return html.replace(
    stylesheetLink,
    /** @type {(link: string, before: string, file: string, after: string) => string} */
    (_link, before, file, after) => {
      const css = readFileSync(join(dist, file), 'utf8').trim();
      // A sheet that could end the element early, or whose relative URLs would resolve against the page's address
      // instead of the sheet's, is not for inlining: the build's sheets use absolute /assets/ URLs.
      if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
      const relative = [...css.matchAll(/url\(\s*["']?([^"')\s]+)/g)]
        .map((match) => match[1] ?? '')
        .find((url) => !/^(\/|data:|#)/.test(url));
      if (relative !== undefined)
        throw new Error(`${file} has a relative URL (${relative}) and cannot be inlined`);
      return `<style data-href="/${file}">${css}</style><link rel="stylesheet"${before} href="/${file}"${after} disabled>`;
    },
  );
}

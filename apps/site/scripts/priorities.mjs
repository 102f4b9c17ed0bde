// Orders a prerendered page's downloads for a phone on a slow line. The page is readable from its HTML alone (its
// style sheets are inline, see inline-css.mjs), and its scripts only make it interactive (hydration): they are
// marked `fetchpriority="low"`, so the document and the hero picture go first and the scripts do not hold up the
// first paint. (The fonts are not in the HTML at all: the entry loads them after the first paint.)

const moduleScript = /<script type="module" crossorigin src=/g;
const modulePreload = /<link rel="modulepreload" crossorigin href=/g;

/**
 * The page with its module scripts and module preloads at low priority.
 * @param {string} html a prerendered page
 */
export function lowerScriptPriority(html) {
  return html
    .replace(moduleScript, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(modulePreload, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

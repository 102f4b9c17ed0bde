// Renders the home hero's illustrations (assets/hero/*.svg, drawn for Aafiyat) into the WebP files the page
// serves (public/images/hero/<slug>-<width>.webp). Run by hand after changing a drawing:
//   node apps/site/scripts/hero-images.mjs
// The outputs are committed; neither the build nor the tests run this, so neither needs Chromium. It needs
// Debian's Chromium at /usr/bin/chromium (`apt-get install -y chromium`), which Playwright drives.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withRasteriser } from './raster.mjs';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(siteRoot, 'assets', 'hero');
const outputDir = join(siteRoot, 'public', 'images', 'hero');

/** One per hero slide, in slide order (0 clinic, 1 pharmacy, 2 hospital). */
const slugs = ['clinic', 'pharmacy', 'hospital'];
/** Keep in step with `heroImageWidths` in src/pages/home/content.ts. */
const widths = [412, 640, 960, 1280];
/** Every drawing is 4:3. */
const ASPECT = 3 / 4;
/**
 * WebP quality. Flat drawings compress well; 0.85 keeps edges clean without banding. The budgets below hold a
 * 412 px phone (spec: at most 60 KB) far under its limit, and the 960 px file that a 412 px phone at DPR 1.75
 * picks from the srcset too.
 */
const QUALITY = 0.85;
/** Largest allowed file per width, in bytes. */
const budgets = new Map([
  [412, 35 * 1024],
  [640, 45 * 1024],
  [960, 60 * 1024],
  [1280, 120 * 1024],
]);

/** @type {string[]} */
const overBudget = [];
mkdirSync(outputDir, { recursive: true });
await withRasteriser(async (render) => {
  for (const slug of slugs) {
    const svg = readFileSync(join(sourceDir, `${slug}.svg`), 'utf8');
    for (const width of widths) {
      const height = Math.round(width * ASPECT);
      const bytes = await render(svg, { width, height, type: 'image/webp', quality: QUALITY });
      const file = join(outputDir, `${slug}-${String(width)}.webp`);
      writeFileSync(file, bytes);
      const budget = budgets.get(width) ?? 0;
      const kb = (bytes.length / 1024).toFixed(1);
      console.log(`${slug}-${String(width)}.webp  ${String(width)}x${String(height)}  ${kb} KB`);
      if (bytes.length > budget) overBudget.push(`${slug}-${String(width)}.webp (${kb} KB)`);
    }
  }
});

if (overBudget.length > 0) {
  console.error(`Over budget: ${overBudget.join(', ')}. Simplify the drawing or lower QUALITY.`);
  process.exitCode = 1;
}

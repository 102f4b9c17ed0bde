// Renders the app icons from the favicon (public/favicon.svg, drawn for Aafiyat) into the PNG files the web
// manifest and iOS ask for. Run by hand after changing the mark:
//   node apps/site/scripts/icons.mjs
// The outputs are committed; the build and the tests do not run this (see raster.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withRasteriser } from './raster.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outputDir = join(publicDir, 'icons');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
/** The brand colour behind the maskable icon's safe zone (tokens.ts: brand). */
const BRAND = '#0B6B66';

const icons = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable: launchers crop to a circle or a squircle, keeping the inner 80 %; the mark sits inside it.
  { file: 'icon-maskable-512.png', size: 512, padding: 64, background: BRAND },
  { file: 'apple-touch-icon.png', size: 180, padding: 0 },
];

mkdirSync(outputDir, { recursive: true });
await withRasteriser(async (render) => {
  for (const icon of icons) {
    const bytes = await render(mark, {
      width: icon.size,
      height: icon.size,
      type: 'image/png',
      padding: icon.padding,
      ...(icon.background ? { background: icon.background } : {}),
    });
    writeFileSync(join(outputDir, icon.file), bytes);
    console.log(
      `${icon.file}  ${String(icon.size)}x${String(icon.size)}  ${(bytes.length / 1024).toFixed(1)} KB`,
    );
  }
});

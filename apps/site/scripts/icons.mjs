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

/**
 * A favicon.ico holding one 32 px PNG (the ICO container allows PNG entries): browsers ask for /favicon.ico on
 * pages without an icon link, such as the server's own pages.
 * @param {Buffer} png
 */
function icoOf(png) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(32, 0); // width
  entry.writeUInt8(32, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8); // size of the image data
  entry.writeUInt32LE(header.length + entry.length, 12); // where it starts
  return Buffer.concat([header, entry, png]);
}

mkdirSync(outputDir, { recursive: true });
await withRasteriser(async (render) => {
  const ico = icoOf(await render(mark, { width: 32, height: 32, type: 'image/png' }));
  writeFileSync(join(publicDir, 'favicon.ico'), ico);
  console.log(`favicon.ico  32x32  ${(ico.length / 1024).toFixed(1)} KB`);
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

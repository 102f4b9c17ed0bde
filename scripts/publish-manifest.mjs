// npm pack/publish hooks of the published packages (@aafiyat/domain, @aafiyat/ui). In the repository their
// `exports` point at TypeScript source, so Vite, Vitest and tsc need no build between packages (ADR 0001).
// prepack swaps in `publishExports` (the built files in dist/); postpack puts the source manifest back.
import { copyFileSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { readJson } from './lib.mjs';

const manifest = 'package.json';
const saved = '.package.source.json';
const phase = process.argv[2];

if (phase === 'prepack') {
  if (existsSync(saved))
    throw new Error(`${saved} exists: a previous pack did not finish; restore it first.`);
  /** @type {import('./lib.mjs').Manifest} */
  const source = readJson(manifest);
  const published = source.publishExports;
  if (typeof published !== 'object' || published === null)
    throw new Error('package.json has no publishExports.');
  if (!existsSync('dist')) throw new Error('dist/ is missing: build the package before packing it.');
  copyFileSync(manifest, saved);
  // Scripts stay: npm reads postpack from the manifest it packs.
  const { publishExports: _unused, devDependencies: _dev, ...rest } = source;
  writeFileSync(manifest, `${JSON.stringify({ ...rest, exports: published }, null, 2)}\n`);
} else if (phase === 'postpack') {
  if (existsSync(saved)) renameSync(saved, manifest);
} else {
  throw new Error('Usage: publish-manifest.mjs prepack|postpack');
}

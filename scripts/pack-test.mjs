// Proves the published @aafiyat/ui works outside the monorepo: packs @aafiyat/domain and @aafiyat/ui as npm
// would publish them, installs the tarballs into a throwaway Vite app, builds it, and renders a component from
// the installed package. Run after `npm run build` (npm test does).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseJson, readJson, root } from './lib.mjs';

const work = mkdtempSync(join(tmpdir(), 'aafiyat-pack-'));
/** @type {{ name: string, ok: boolean }[]} */
const checks = [];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function sh(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`"${command} ${args.join(' ')}" failed in ${cwd}`);
  }
  return result.stdout;
}

/**
 * @param {string} name
 * @param {boolean} ok
 */
function check(name, ok) {
  checks.push({ name, ok });
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}\n`);
}

try {
  const packs = join(work, 'packs');
  mkdirSync(packs);
  sh('npm', ['pack', '-w', '@aafiyat/domain', '-w', '@aafiyat/ui', '--pack-destination', packs], root);
  const tarballs = readdirSync(packs);
  const ui = tarballs.find((file) => file.startsWith('aafiyat-ui-'));
  const domain = tarballs.find((file) => file.startsWith('aafiyat-domain-'));
  check('both packages pack', Boolean(ui && domain));
  if (!ui || !domain) throw new Error('missing tarball');

  const listing = sh('tar', ['-tzf', join(packs, ui)], work);
  check(
    'the ui tarball holds the build, not the source',
    listing.includes('package/dist/index.js') && !listing.includes('package/src/'),
  );
  /** @type {import('./lib.mjs').Manifest} */
  const packedManifest = parseJson(sh('tar', ['-xzOf', join(packs, ui), 'package/package.json'], work));
  check(
    'the packed manifest exports dist/',
    JSON.stringify(packedManifest.exports).includes('./dist/index.js'),
  );
  for (const name of ['domain', 'ui']) {
    /** @type {import('./lib.mjs').Manifest} */
    const restored = readJson(join(root, `packages/${name}/package.json`));
    check(
      `the ${name} source manifest is restored`,
      restored.exports?.['.'] === './src/index.ts' &&
        !existsSync(join(root, `packages/${name}/.package.source.json`)),
    );
  }

  const app = join(work, 'app');
  /** @type {import('./lib.mjs').Manifest} */
  const siteManifest = readJson(join(root, 'apps/site/package.json'));
  sh('mkdir', ['-p', join(app, 'src')], work);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'throwaway-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@aafiyat/ui': `file:${join(packs, ui)}`,
        '@aafiyat/domain': `file:${join(packs, domain)}`,
        react: siteManifest.dependencies?.react,
        'react-dom': siteManifest.dependencies?.['react-dom'],
      },
      devDependencies: { vite: siteManifest.devDependencies?.vite },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src/main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { AafiyatProvider, Button } from '@aafiyat/ui';",
      "import '@aafiyat/ui/styles.css';",
      "import '@aafiyat/ui/fonts.css';",
      "createRoot(document.getElementById('root')).render(createElement(AafiyatProvider, null, createElement(Button, null, 'Request a demo')));",
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'render.mjs'),
    [
      "import { createElement } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import { AafiyatProvider, Button } from '@aafiyat/ui';",
      "process.stdout.write(renderToString(createElement(AafiyatProvider, null, createElement(Button, { tone: 'accent' }, 'Request a demo'))));",
    ].join('\n'),
  );
  // A component whose own words are built in, in Urdu: the package carries both catalogs.
  writeFileSync(
    join(app, 'render-urdu.mjs'),
    [
      "import { createElement } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import { AafiyatProvider, Pagination } from '@aafiyat/ui';",
      'const pages = createElement(Pagination, { page: 2, pageCount: 3, hrefFor: (page) => `/?page=${String(page)}` });',
      "process.stdout.write(renderToString(createElement(AafiyatProvider, { lang: 'ur' }, pages)));",
    ].join('\n'),
  );
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
  check('the tarballs install into a fresh app', true);

  sh('npx', ['vite', 'build', '--logLevel', 'error'], app);
  const assets = readdirSync(join(app, 'dist/assets'));
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'))
    .join('');
  check(
    'the app builds with the package, its CSS and its fonts',
    assets.some((file) => file.endsWith('.woff2')) && css.includes('@font-face'),
  );

  const html = sh('node', ['render.mjs'], app);
  check(
    'a component renders from the installed package',
    html.includes('Request a demo') && /<button[^>]+class="[^"]+"/.test(html),
  );

  const urdu = sh('node', ['render-urdu.mjs'], app);
  check(
    'a component renders in Urdu from the installed package (lang="ur", right to left, its own words in Urdu)',
    urdu.includes('lang="ur"') &&
      urdu.includes('dir="rtl"') &&
      urdu.includes('aria-label="نتائج کے صفحات"') &&
      urdu.includes('پچھلا') &&
      urdu.includes('صفحہ 3'),
  );
} catch (error) {
  check(String(error instanceof Error ? error.message : error), false);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = checks.filter((entry) => !entry.ok).length;
process.stdout.write(`package: ${String(checks.length - failed)} passed, ${String(failed)} failed\n`);
// npm test reads the counts from a report in the shape of Vitest's JSON report.
const reportFile = process.argv[2];
if (reportFile) {
  writeFileSync(
    reportFile,
    JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed }),
  );
}
process.exit(failed === 0 ? 0 : 1);

// Lighthouse on every public route of the built site, served by the real server with the demo data:
// mobile emulation with Lighthouse's default simulated throttling, the median of N runs per route. Targets:
// performance ≥ 95 on every route and ≥ 98 on `/`; accessibility, best practices and SEO at 100.
//   node --import tsx apps/site/perf/lighthouse.ts [--runs 5] [--routes /,/about] [--reports <folder>]
// (--reports keeps every run's full Lighthouse report, as JSON, for a closer look.)
// Prints every run and a table of medians, writes .cache/verify/perf.json and perf.md, exits 1 if a target is
// missed (with the audits that pulled the category down).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_PATH, quietChromiumArgs } from '../e2e/chromium';
import { startSite, type SiteServer } from '../e2e/server';
import { prerenderedPaths } from '../e2e/sitemap';
import {
  categories,
  failingAudits,
  figureNames,
  formatRow,
  markdownTable,
  medianFigures,
  runFigures,
  shortfalls,
  tableHeader,
  target,
  textTable,
  writeVerifyFiles,
  type Criterion,
  type RunFigures,
  type Shortfall,
} from './report';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** Debian's Chromium, headless, with the flags that keep it quiet on a closed network. */
const chromeFlags = ['--headless=new', ...quietChromiumArgs];

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `${CHROMIUM_PATH} is missing: install Debian's Chromium (apt-get install -y chromium) first.`,
  );
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    reports: { type: 'string' },
  },
  strict: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
const routes = values.routes ? values.routes.split(',').map((route) => route.trim()) : prerenderedPaths();
const command = ['node --import tsx apps/site/perf/lighthouse.ts', ...process.argv.slice(2)].join(' ');

/**
 * One Lighthouse run of a page, in the default (mobile, simulated throttling) configuration. A run Lighthouse
 * itself declares broken (a runtime error such as NO_NAVSTART, seen on an overloaded machine) is said and redone,
 * up to twice; its figures would mean nothing.
 */
async function audit(chrome: LaunchedChrome, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // The full-page screenshot feeds no score; leaving it out saves time and memory over a hundred runs.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const problem = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    console.log(`  ${problem}; running it again`);
  }
}

let server: SiteServer | undefined;
let chrome: LaunchedChrome | undefined;
const loadBefore = loadavg()[0] ?? 0;
const started = Date.now();
try {
  // Each is kept as soon as it is up, so a failure of the other still ends it in `finally`.
  await Promise.all([
    startSite().then((started) => (server = started)),
    launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent' }).then(
      (launched) => (chrome = launched),
    ),
  ]);
  if (!server || !chrome) throw new Error('the site or Chrome did not start');
  const results: {
    route: string;
    version: string;
    misses: Shortfall[][];
    runs: RunFigures[];
    median: RunFigures;
  }[] = [];
  for (const route of routes) {
    const misses: Shortfall[][] = [];
    let version = '';
    const figures: RunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await audit(chrome, `${server.url}${route}`);
      const measured = runFigures(lhr);
      version = lhr.lighthouseVersion;
      misses.push(shortfalls(lhr));
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const file = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${run}.json`;
        writeFileSync(join(values.reports, file), JSON.stringify(lhr));
      }
      figures.push(measured);
      console.log(`${route} run ${run}/${runs}: ${formatRow('', measured).slice(1).join(' · ')}`);
      for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    }
    results.push({ route, version, misses, runs: figures, median: medianFigures(figures) });
  }

  const loadAfter = loadavg()[0] ?? 0;
  const rows = results.map(({ route, median }) => formatRow(route, median));
  console.log(
    `\nMedians of ${runs} run(s) per route (mobile, simulated throttling; bench = Lighthouse's CPU benchmark):`,
  );
  console.log(textTable(tableHeader, rows));

  const criteria: Criterion[] = [];
  const problems: string[] = [];
  for (const { route, misses, median } of results) {
    for (const category of categories) {
      const wanted = target(route, category);
      const ok = median[category] >= wanted;
      criteria.push({
        text: `${route}: ${category} ${median[category]} (target ${wanted === 100 ? '' : '≥ '}${wanted})`,
        ok,
      });
      if (!ok) {
        problems.push(
          `${route}: ${category} ${median[category]} is under ${wanted}; the audits short of a pass:`,
        );
        problems.push(...failingAudits(misses, category).map((line) => `    ${line}`));
      }
    }
  }
  const figures: Record<string, number> = {
    runs,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    loadAverageBefore: Number(loadBefore.toFixed(2)),
    loadAverageAfter: Number(loadAfter.toFixed(2)),
  };
  for (const { route, median } of results) {
    for (const name of figureNames) figures[`${route} ${name}`] = median[name];
  }
  const folder = writeVerifyFiles({
    repository,
    name: 'perf',
    title: 'Lighthouse: every public route (mobile, simulated throttling)',
    command,
    figures,
    table: markdownTable(tableHeader, rows),
    notes: [
      `Lighthouse ${results[0]?.version ?? '?'} through its Node API on Debian's Chromium (headless), default mobile config (simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4× CPU), median of ${runs} run(s) per route, each figure's median on its own. The built site on the real server (PGlite, demo data), over HTTP on 127.0.0.1. One-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (the scores depend on how busy the machine is; bench is Lighthouse's CPU benchmark index).`,
    ],
    criteria,
  });
  const failed = criteria.filter((criterion) => !criterion.ok);
  console.log(
    `\n${criteria.length - failed.length} of ${criteria.length} targets met; wrote ${folder}/perf.{json,md}`,
  );
  if (failed.length > 0) {
    console.log(`\nMissed:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  chrome?.kill();
  await server?.dispose();
}

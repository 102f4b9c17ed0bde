// `npm test`: installs what is missing, then runs the whole suite and closes on one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  ensureChromium,
  ensureInstalled,
  ensureNodeVersion,
  failedTestLines,
  failureLines,
  parseJson,
  replaceSection,
  root,
  runStepKeepingTail,
  say,
  testRunSection,
} from './lib.mjs';
import { startPostgres, startRedis } from './services.mjs';

ensureNodeVersion();
ensureInstalled();
ensureChromium();

const resultsDir = join(root, '.cache', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
// Tests that measure something (the Core Web Vitals) add a line each to this file; a whole run copies them into
// docs/QUALITY.md with the step times.
const figuresFile = join(resultsDir, 'figures.txt');
process.env.AAFIYAT_FIGURES_FILE = figuresFile;
// The browser step seeds the demo data into a folder here, and the vitals step starts from the same folder
// (apps/site/e2e/globalSetup.ts); removed when the run ends.
const seedCache = join(resultsDir, 'seeded');
process.env.AAFIYAT_E2E_SEED_CACHE = seedCache;
const suiteStarted = Date.now();

/**
 * @typedef {{ url: string, stop: () => void }} Service
 * @typedef {{ name: string, command: string, args: string[], report?: string,
 *   services?: () => { env: Record<string, string>, stop: () => void }, describe?: () => string }} Step
 * `report` names a Vitest JSON report whose test counts join the summary; `services` starts what the step needs
 * (a private PostgreSQL) and gives its environment; `describe` gives the summary's detail for a step without a
 * Vitest report.
 */
/** @type {{ url: string, stop(): void } | null} */
let postgres = null;
/** One private PostgreSQL for the steps that need it (each test file makes its own database in it). */
function sharedPostgres() {
  postgres ??= startPostgres(54329);
  return postgres;
}
function stopSharedPostgres() {
  postgres?.stop();
  postgres = null;
}

/** @type {Step[]} */
const allSteps = [
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'types', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'contract', command: 'npm', args: ['run', '-s', 'lint:contract', '-w', '@aafiyat/api'] },
  {
    name: 'audit',
    command: 'node',
    args: ['scripts/audit.mjs', join(resultsDir, 'audit.json')],
    describe: () => {
      const file = join(resultsDir, 'audit.json');
      if (!existsSync(file)) return '';
      /** @type {{ checked: boolean, high: number, critical: number }} */
      const outcome = parseJson(readFileSync(file, 'utf8'));
      return outcome.checked
        ? `${String(outcome.high)} high, ${String(outcome.critical)} critical`
        : 'NOT CHECKED: advisory service unreachable';
    },
  },
  // Built before the server suite: its security-header tests read the built pages and assets.
  { name: 'build', command: 'npm', args: ['run', '-s', 'build'] },
  {
    name: 'html',
    command: 'node',
    args: ['apps/site/scripts/validate-html.mjs', join(resultsDir, 'html.json')],
    describe: () => {
      const file = join(resultsDir, 'html.json');
      if (!existsSync(file)) return '';
      /** @type {{ pages: number, errors: number }} */
      const outcome = parseJson(readFileSync(file, 'utf8'));
      return `${String(outcome.pages)} pages, ${String(outcome.errors)} errors`;
    },
  },
  { name: 'budgets', command: 'node', args: ['apps/site/scripts/budget.mjs'] },
  {
    name: 'unit tests',
    command: 'npx',
    args: [
      ...vitest('unit.json'),
      '--coverage',
      '--project',
      'domain',
      '--project',
      'api',
      '--project',
      'ui',
      '--project',
      'site',
      '--project',
      'scripts',
    ],
    report: 'unit.json',
  },
  // The server suite on embedded PGlite, what `npm start` runs (no coverage: the gate measures the domain package).
  {
    name: 'server',
    command: 'npx',
    args: [...vitest('server.json'), '--project', 'server'],
    report: 'server.json',
  },
  {
    name: 'server on PostgreSQL',
    command: 'npx',
    args: [...vitest('server-postgres.json'), '--project', 'server'],
    report: 'server-postgres.json',
    services: () => ({ env: { TEST_DATABASE_URL: sharedPostgres().url }, stop: () => undefined }),
  },
  {
    name: 'server cluster',
    command: 'npx',
    args: [...vitest('server-cluster.json'), '--project', 'server-cluster'],
    report: 'server-cluster.json',
    services: () => {
      const redis = startRedis(56330);
      return {
        env: { TEST_DATABASE_URL: sharedPostgres().url, TEST_REDIS_URL: redis.url },
        stop: () => {
          redis.stop();
        },
      };
    },
  },
  {
    name: 'stories',
    command: 'npx',
    args: [
      ...vitest('stories.json'),
      '--project',
      'storybook',
      // Every story again in Urdu, right to left, as the language toolbar shows it.
      '--project',
      'storybook-ur',
      '--project',
      'ui-browser',
      '--project',
      'site-browser',
      // The layout pieces' screenshots against their baselines (npm run visual:accept takes new ones).
      '--project',
      'visual',
    ],
    report: 'stories.json',
  },
  { name: 'storybook', command: 'npm', args: ['run', '-s', 'build-storybook'] },
  {
    name: 'browser',
    command: 'npx',
    args: [...vitest('browser.json'), '--project', 'e2e'],
    report: 'browser.json',
  },
  {
    name: 'vitals',
    command: 'npx',
    args: [...vitest('vitals.json'), '--project', 'vitals'],
    report: 'vitals.json',
  },
  {
    name: 'package',
    command: 'node',
    args: ['scripts/pack-test.mjs', join(resultsDir, 'package.json')],
    report: 'package.json',
  },
];

/** @param {string} report */
function vitest(report) {
  return [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, report)}`,
  ];
}

// `npm test -- "server cluster" stories` runs only the named steps (for working on one part); no names, all.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allSteps.some((step) => step.name === name));
if (unknown.length > 0) {
  say(`No step named ${unknown.join(', ')}. Steps: ${allSteps.map((step) => step.name).join(', ')}.`);
  process.exit(1);
}
const steps = chosen.length === 0 ? allSteps : allSteps.filter((step) => chosen.includes(step.name));

/**
 * Steps that run beside another, one after another in a second lane, because each side keeps about one core busy
 * and the machine has two, and neither reads what the other writes: tsc, Redocly, the audit, the build and what
 * reads it, the unit tests and Storybook's build beside ESLint; the server suite on PGlite, then on PostgreSQL, the
 * cluster, and then the browser suite beside the stories (one Chromium page running one story file at a time), so
 * that the browser suite starts as soon as the server suites end, whether or not the stories have. A lane's
 * output is printed whole when both sides are done; the lead's streams as it runs. Nothing runs beside the vitals step: its Core Web Vitals are
 * measured on a quiet machine.
 */
const lanes = new Map([
  ['lint', ['types', 'contract', 'audit', 'build', 'html', 'budgets', 'unit tests', 'storybook']],
  ['stories', ['server', 'server on PostgreSQL', 'server cluster', 'browser']],
]);

let passed = 0;
let failed = 0;
/** @type {{ name: string, ok: boolean, seconds: number, detail: string, why: string[] | undefined }[]} */
const rows = [];
/** @type {string[]} Each failed test of the reports, a line each: where, which, and the first lines of why. */
const failedTests = [];
const chosenNames = new Set(steps.map((step) => step.name));
/** The lead whose lane a step runs in, when that lead runs too. */
const leadOf = (/** @type {string} */ name) =>
  [...lanes].find(([lead, beside]) => beside.includes(name) && chosenNames.has(lead))?.[0];

for (const step of steps) {
  if (leadOf(step.name) !== undefined) continue;
  const beside = lanes.get(step.name) ?? [];
  const lane = steps.filter((each) => beside.includes(each.name));
  if (lane.length === 0) {
    await runStep(step, true);
    continue;
  }
  /** @type {string[]} */
  const laneOutput = [];
  const laneDone = (async () => {
    for (const each of lane) await runStep(each, false, laneOutput);
  })();
  await runStep(step, true);
  await laneDone;
  say(`── beside ${step.name}: ${lane.map((each) => each.name).join(', ')} ──`);
  process.stdout.write(laneOutput.join(''));
}

/**
 * Runs one step and adds its row and test counts to the summary.
 * @param {Step} step
 * @param {boolean} streaming whether its output goes straight through; if not, it is added to `output`
 * @param {string[]} [output]
 */
async function runStep(step, streaming, output) {
  if (streaming) say(`── ${step.name} ──`);
  const started = Date.now();
  /** @type {{ env: Record<string, string>, stop(): void } | undefined} */
  let services;
  try {
    services = step.services?.();
  } catch (error) {
    // A service that cannot start fails its step with the reason, and the rest of the suite still runs.
    say(`${step.name}: a service it needs did not start.\n${String(error)}`);
    failed += 1;
    rows.push({
      name: step.name,
      ok: false,
      seconds: (Date.now() - started) / 1000,
      detail: 'service did not start',
      why: [String(error)],
    });
    return;
  }
  const { code, tail } = await runStepKeepingTail(step.command, step.args, {
    env: { ...process.env, ...services?.env },
    streaming,
  }).finally(() => {
    services?.stop();
  });
  if (!streaming) output?.push(`── ${step.name} ──\n${tail}${tail.endsWith('\n') ? '' : '\n'}`);
  const seconds = (Date.now() - started) / 1000;
  let detail = '';
  if (step.report) {
    const counts = readVitestReport(join(resultsDir, step.report));
    passed += counts.passed;
    failed += counts.failed;
    detail = `${counts.passed} passed, ${counts.failed} failed`;
    failedTests.push(...counts.failedTests.map((line) => `${step.name}: ${line}`));
    // A runner that crashed before reporting, or a gate (coverage) that failed with all tests green, still fails the step.
    if (code !== 0 && counts.failed === 0) failed += 1;
  } else if (code !== 0) {
    failed += 1;
  }
  if (step.describe) detail = step.describe();
  rows.push({
    name: step.name,
    ok: code === 0,
    seconds,
    detail,
    why: code === 0 ? undefined : failureLines(tail),
  });
}

stopSharedPostgres();
rmSync(seedCache, { recursive: true, force: true });
// In the suite's order, whichever lane finished first.
const order = steps.map((step) => step.name);
rows.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

// CI shows the end of the log: each failed step's reasons are repeated here, just above the summary.
for (const row of rows.filter((each) => each.why)) {
  say(`── why ${row.name} failed (its output's error lines, repeated) ──`);
  process.stdout.write(`${(row.why ?? []).join('\n')}\n`);
}
// A long output can push the first failures out of sight: one line per failed test, the last thing above the summary.
if (failedTests.length > 0) {
  say(`── failed tests (${String(failedTests.length)}) ──`);
  process.stdout.write(`${failedTests.join('\n')}\n`);
}
say('── summary ──');
for (const row of rows) {
  say(
    `${row.ok ? 'ok  ' : 'FAIL'} ${row.name.padEnd(12)} ${row.seconds.toFixed(1).padStart(6)} s  ${row.detail}`,
  );
}
if (chosen.length === 0) writeQualitySection();
// The last line is the plain summary CI reads: passed counts tests; failed counts failed tests and failed checks.
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && rows.every((row) => row.ok) ? 0 : 1);

/**
 * @param {string} file
 * @returns {{ passed: number, failed: number, failedTests: string[] }}
 */
function readVitestReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, failedTests: [] };
  /** @type {unknown} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: countOf(report, 'numPassedTests'),
    failed: countOf(report, 'numFailedTests'),
    failedTests: failedTestLines(report),
  };
}

/**
 * @param {unknown} report
 * @param {string} key
 */
function countOf(report, key) {
  if (typeof report !== 'object' || report === null) return 0;
  const value = /** @type {Record<string, unknown>} */ (report)[key];
  return typeof value === 'number' ? value : 0;
}

/**
 * After a whole run, docs/QUALITY.md's `npm-test` section is replaced by this run's: the figures come from the
 * scripts that measured them, never from a hand-kept diary. A run of named steps leaves it as it was.
 */
function writeQualitySection() {
  const file = join(root, 'docs', 'QUALITY.md');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const processors = cpus();
  const section = testRunSection({
    when: new Date(suiteStarted),
    commit: commit.status === 0 ? commit.stdout.trim() : 'a tree outside git',
    machine: `${String(processors.length)} cores (${processors[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
    seconds: (Date.now() - suiteStarted) / 1000,
    passed,
    failed,
    rows,
    figures: existsSync(figuresFile) ? readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean) : [],
  });
  const replaced = replaceSection(readFileSync(file, 'utf8'), 'npm-test', section);
  if (replaced === null) {
    say("docs/QUALITY.md has no npm-test markers: the run's figures were not copied.");
    return;
  }
  writeFileSync(file, replaced);
  // The document is checked by `prettier --check`: the table is written in its format. A failure here must not
  // take the summary line with it.
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', file], { cwd: root, stdio: 'inherit' });
}

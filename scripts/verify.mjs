// `npm run verify`: the slow proofs that do not fit in `npm test`: Lighthouse on every public route, doctor-search
// latency, load, realtime at scale, faults and a fuzz of the contract. Each check is its own script that prints
// its figures and writes `.cache/verify/<name>.json` and `<name>.md`; this runs them in turn (all, or the named
// ones: `npm run verify -- load faults`), gives them one PostgreSQL and one Redis, then copies each new section
// into docs/QUALITY.md between its markers and closes on a summary. `npm run perf` is `npm run verify -- perf`.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureChromium,
  ensureInstalled,
  ensureNodeVersion,
  replaceSection,
  root,
  run,
  runStep,
  say,
} from './lib.mjs';
import { startPostgres, startRedis } from './services.mjs';

/** @typedef {{ name: string, title: string, script: string, needs: ('build' | 'postgres' | 'redis')[] }} Check */
/** @type {Check[]} */
const allChecks = [
  { name: 'perf', title: 'Lighthouse', script: 'apps/site/perf/lighthouse.ts', needs: ['build'] },
  {
    name: 'search',
    title: 'Doctor search latency',
    script: 'apps/server/verify/search.ts',
    needs: ['postgres'],
  },
  { name: 'load', title: 'Load', script: 'apps/server/verify/load.ts', needs: ['postgres'] },
  { name: 'realtime', title: 'Realtime', script: 'apps/server/verify/realtime.ts', needs: [] },
  { name: 'faults', title: 'Faults', script: 'apps/server/verify/faults.ts', needs: ['postgres', 'redis'] },
  { name: 'fuzz', title: 'Fuzz', script: 'apps/server/verify/fuzz.ts', needs: [] },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allChecks.some((check) => check.name === name));
if (unknown.length > 0) {
  say(`No check named ${unknown.join(', ')}. Checks: ${allChecks.map((check) => check.name).join(', ')}.`);
  process.exit(1);
}
const checks = chosen.length === 0 ? allChecks : allChecks.filter((check) => chosen.includes(check.name));
const needs = new Set(checks.flatMap((check) => check.needs));

ensureNodeVersion();
ensureInstalled();
ensureChromium();

const outputDir = join(root, '.cache', 'verify');
mkdirSync(outputDir, { recursive: true });

if (needs.has('build')) {
  // Lighthouse measures what would ship: the site is built from the working tree first.
  say('Building the site for Lighthouse…');
  run('npm', ['run', '-s', 'build']);
}

/** @type {Record<string, string>} */
const env = {};
/** @type {(() => void)[]} */
const stops = [];
if (needs.has('postgres') && !process.env.VERIFY_POSTGRES_URL) {
  const postgres = startPostgres(55433);
  env.VERIFY_POSTGRES_URL = postgres.url;
  stops.push(() => {
    postgres.stop();
  });
}
if (needs.has('redis') && !process.env.VERIFY_REDIS_URL) {
  const redis = startRedis(56333);
  env.VERIFY_REDIS_URL = redis.url;
  stops.push(() => {
    redis.stop();
  });
}

/** @type {{ check: Check, ok: boolean, seconds: number }[]} */
const rows = [];
try {
  for (const check of checks) {
    say(`── ${check.name} ──`);
    // A report left by an earlier run must not pass for this one's.
    for (const extension of ['json', 'md'])
      rmSync(join(outputDir, `${check.name}.${extension}`), { force: true });
    const started = Date.now();
    const code = await runStep('node', ['--import', 'tsx', check.script], {
      env: { ...process.env, ...env },
    });
    rows.push({ check, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  for (const stop of stops) stop();
}

updateQualityDocument(rows.map((row) => row.check));

say('── summary ──');
for (const row of rows) {
  say(`${row.ok ? 'ok  ' : 'FAIL'} ${row.check.name.padEnd(9)} ${row.seconds.toFixed(1).padStart(7)} s`);
}
say('Figures: docs/QUALITY.md (and .cache/verify/<check>.json).');
process.exit(rows.every((row) => row.ok) ? 0 : 1);

/**
 * Replaces each run check's section of docs/QUALITY.md (between `<!-- verify:<name> -->` and
 * `<!-- /verify:<name> -->`) with the section the check wrote; sections of checks not run stay as they were.
 * @param {Check[]} ran
 */
function updateQualityDocument(ran) {
  const file = join(root, 'docs', 'QUALITY.md');
  let text = readFileSync(file, 'utf8');
  for (const check of ran) {
    const section = join(outputDir, `${check.name}.md`);
    if (!existsSync(section)) {
      say(`${check.name} wrote no report: its section of docs/QUALITY.md is unchanged.`);
      continue;
    }
    const replaced = replaceSection(text, `verify:${check.name}`, readFileSync(section, 'utf8'));
    if (replaced === null) {
      say(`docs/QUALITY.md has no verify:${check.name} markers: ${check.name}'s section was not copied.`);
      continue;
    }
    text = replaced;
  }
  writeFileSync(file, text);
  // The document is checked by `prettier --check` in npm test: the copied tables are formatted the same way.
  run('npx', ['prettier', '--write', '--log-level', 'warn', file]);
}

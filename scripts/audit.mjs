// `npm audit --omit=dev`, read as JSON: the step fails on any high or critical advisory in what the site and the
// server ship. When the registry's advisory service cannot be reached (a closed network answers 405 or nothing),
// nothing was checked: the step says so plainly, with the command to run where the service is reachable, and
// writes the outcome for the summary.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { root, say } from './lib.mjs';

const outcomeFile = process.argv[2];
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
});

/** @type {unknown} */
let report = null;
try {
  report = JSON.parse(run.stdout || 'null');
} catch {
  report = null;
}

/**
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
function record(value) {
  return typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : null;
}

const counts = record(record(record(report)?.metadata)?.vulnerabilities);
/** @type {{ checked: boolean, high: number, critical: number, total: number, reason?: string }} */
let outcome;
if (counts) {
  const number = (/** @type {string} */ key) => (typeof counts[key] === 'number' ? counts[key] : 0);
  outcome = { checked: true, high: number('high'), critical: number('critical'), total: number('total') };
  say(
    `npm audit --omit=dev: ${String(outcome.total)} advisories, ${String(outcome.high)} high, ${String(outcome.critical)} critical.`,
  );
  if (outcome.high + outcome.critical > 0) {
    process.stdout.write(`${run.stdout}\n`);
    say('High or critical advisories in production dependencies: update them (npm audit fix --omit=dev).');
  }
} else {
  const message = record(report)?.message;
  const reason =
    typeof message === 'string' ? message : run.error?.message || run.stderr.trim() || 'no answer';
  outcome = { checked: false, high: 0, critical: 0, total: 0, reason };
  say(
    `npm audit --omit=dev: NOT CHECKED: the advisory service could not be reached (${reason}). ` +
      'Run `npm audit --omit=dev` on a machine that reaches registry.npmjs.org.',
  );
}
if (outcomeFile) writeFileSync(outcomeFile, JSON.stringify(outcome));
process.exit(outcome.high + outcome.critical > 0 ? 1 : 0);

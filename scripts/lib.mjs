// Shared by `npm start` and `npm test`: plain Node, no dependencies, because it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** The browser the test suites drive: Debian's headless shell (apps/site/e2e/chromium.ts says why). */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
const MIN_NODE_MAJOR = 20;
const MIN_NODE_MINOR = 19;
const installStamp = join(root, 'node_modules', '.aafiyat-install-stamp');

/** @param {string} message */
export function say(message) {
  process.stdout.write(`[aafiyat] ${message}\n`);
}

/** Stops with one clear line when Node is older than the project supports. */
export function ensureNodeVersion() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE_MAJOR || (major === MIN_NODE_MAJOR && minor < MIN_NODE_MINOR)) {
    say(
      `Node ${process.versions.node} is too old: install Node ${MIN_NODE_MAJOR}.${MIN_NODE_MINOR} or newer.`,
    );
    process.exit(1);
  }
}

function lockfileHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * Runs `npm ci` when node_modules is missing or was installed from another lockfile, so both commands
 * work on a fresh clone and after a pull that changed dependencies.
 */
export function ensureInstalled() {
  const wanted = lockfileHash();
  const current = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
  if (current === wanted) return;
  say('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, `${wanted}\n`);
}

/**
 * Later suites drive Debian's Chromium (the full browser for Lighthouse, its headless shell for the tests);
 * nothing may download a browser of its own here. As root the packages are installed; otherwise the command stops
 * with the one line that says what to do.
 */
export function ensureChromium() {
  const missingBrowsers = () => [CHROMIUM_PATH, HEADLESS_SHELL_PATH].filter((path) => !existsSync(path));
  const missing = missingBrowsers();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    say(
      `Chromium is missing (${missing.join(', ')}): run "sudo apt-get install -y chromium chromium-headless-shell" (Debian's packages), then npm test again.`,
    );
    process.exit(1);
  }
  say("Installing Debian's chromium and chromium-headless-shell packages (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run(
    'apt-get',
    [
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      'chromium',
      'chromium-headless-shell',
      'fonts-liberation',
    ],
    { env },
  );
  const stillMissing = missingBrowsers();
  if (stillMissing.length > 0) {
    say(`apt-get finished but ${stillMissing.join(', ')} is still missing.`);
    process.exit(1);
  }
}

/**
 * Runs a command in the foreground and exits the whole process if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
  });
  if (result.status !== 0) {
    say(`"${[command, ...args].join(' ')}" failed (exit ${String(result.status ?? result.signal)}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs a command and resolves with its exit code; output streams through.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runStep(command, args, options = {}) {
  return runStepKeepingTail(command, args, options).then((result) => result.code);
}

/** How much of a step's output is kept to explain a failure (the end of it, where runners put their errors). */
const keptOutput = 400_000;

/**
 * Runs a command with its output streaming through (unless `streaming` is false: then it is only kept), and
 * resolves with its exit code and the last part of its output (stdout and stderr interleaved, colours removed), so
 * a failed step can be explained in the summary.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, streaming?: boolean }} [options]
 * @returns {Promise<{ code: number, tail: string }>}
 */
export function runStepKeepingTail(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      cwd: root,
      env: options.env ?? process.env,
    });
    let tail = '';
    /** @param {NodeJS.WriteStream} out */
    const forward = (out) => (/** @type {Buffer} */ chunk) => {
      if (options.streaming !== false) out.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-keptOutput);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('error', () => {
      resolve({ code: 127, tail });
    });
    child.on('close', (code, signal) => {
      // eslint-disable-next-line no-control-regex -- removing the terminal's colour codes is the point
      resolve({ code: code ?? (signal ? 128 : 1), tail: tail.replace(/\u001b\[[0-9;]*m/g, '') });
    });
  });
}

/**
 * The lines of a failed step's output that say why: runner errors, failed tests and unhandled errors, each with a
 * few lines after it; at most `limit` lines.
 * @param {string} output
 * @param {number} [limit]
 */
export function failureLines(output, limit = 60) {
  const lines = output.split('\n');
  const pattern = /(unhandled|error|fail|✗|×|timed out|exceeded|threshold)/i;
  /** @type {Set<number>} */
  const chosen = new Set();
  lines.forEach((line, index) => {
    if (!pattern.test(line) || /^\s*✓/.test(line)) return;
    for (let offset = 0; offset < 6 && index + offset < lines.length; offset += 1) chosen.add(index + offset);
  });
  const picked = [...chosen].sort((a, b) => a - b).map((index) => lines[index] ?? '');
  return (picked.length > 0 ? picked : lines.slice(-limit)).slice(-limit);
}

/**
 * `file > test: the first lines of its error`, for each failed test of a Vitest JSON report (and each file that failed
 * outside its tests, such as in a hook).
 * @param {unknown} report
 * @returns {string[]}
 */
export function failedTestLines(report) {
  /** @type {{ testResults?: { name: string, status: string, message?: string,
   *   assertionResults?: { fullName: string, status: string, failureMessages?: string[] }[] }[] }} */
  const typed = typeof report === 'object' && report !== null ? report : {};
  // Its first three lines that say something (not Storybook's debug link, not a bare `Error:`).
  const gist = (/** @type {string | undefined} */ text) =>
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !/^\w*Error:?$/.test(line) && !line.startsWith('Click to debug'))
      .slice(0, 3)
      .join(' / ')
      .slice(0, 300) || '(no message)';
  return (typed.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name);
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `× ${where} > ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === 'failed') return [`× ${where}: ${gist(file.message)}`];
    return tests;
  });
}

/**
 * @typedef {{ name?: string, exports?: Record<string, unknown>, publishExports?: unknown,
 *   dependencies?: Record<string, string>, devDependencies?: Record<string, string>,
 *   scripts?: Record<string, string> }} Manifest
 */

/**
 * Reads a JSON file, typed by the caller (manifests and reports are this project's own files).
 * @template T
 * @param {string} file
 * @returns {T}
 */
export function readJson(file) {
  return parseJson(readFileSync(file, 'utf8'));
}

/**
 * Parses JSON text, typed by the caller.
 * @template T
 * @param {string} text
 * @returns {T}
 */
export function parseJson(text) {
  /** @type {unknown} */
  const value = JSON.parse(text);
  return /** @type {T} */ (value);
}

/**
 * `text` with what stands between `<!-- name -->` and `<!-- /name -->` replaced by `body`, or null when the text
 * lacks either marker (or has them the wrong way round). docs/QUALITY.md is made of such sections, each written by
 * the script that measured it.
 * @param {string} text
 * @param {string} name
 * @param {string} body
 * @returns {string | null}
 */
export function replaceSection(text, name, body) {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start === -1 || end === -1) return null;
  return `${text.slice(0, start + open.length)}\n${body.trim()}\n${text.slice(end)}`;
}

/**
 * The section `npm test` writes into docs/QUALITY.md after a whole run: when, of which commit, on what machine,
 * each step's time and counts, and the figures its tests recorded (the Core Web Vitals, say).
 * @param {{ when: Date, commit: string, machine: string, seconds: number, passed: number, failed: number,
 *   rows: { name: string, ok: boolean, seconds: number, detail: string }[], figures: string[] }} run
 * @returns {string}
 */
export function testRunSection(run) {
  const total = Math.round(run.seconds);
  const minutes = `${String(Math.floor(total / 60))} min ${String(total % 60)} s`;
  const lines = [
    `\`npm test\` of \`${run.commit}\`, ${run.when.toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${run.machine}: ` +
      `${minutes} in all, ${String(run.passed)} passed, ${String(run.failed)} failed.`,
    '',
    '| step | result | seconds | tests |',
    '| --- | --- | --- | --- |',
    ...run.rows.map(
      (row) =>
        `| ${row.name} | ${row.ok ? 'ok' : 'FAILED'} | ${row.seconds.toFixed(0)} | ${row.detail || '—'} |`,
    ),
  ];
  if (run.figures.length > 0)
    lines.push('', 'Figures the tests measured:', '', ...run.figures.map((line) => `- ${line}`));
  return lines.join('\n');
}

// Shared by `npm start` and `npm test`: plain Node, no dependencies, because it runs before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = '/usr/bin/chromium';
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
 * Later suites drive Debian's Chromium; nothing may download a browser of its own here. As root the package is
 * installed; otherwise the command stops with the one line that says what to do.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    say(
      `Chromium is missing: run "sudo apt-get install -y chromium" (Debian's package, at ${CHROMIUM_PATH}), then npm test again.`,
    );
    process.exit(1);
  }
  say("Installing Debian's chromium package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    env,
  });
  if (!existsSync(CHROMIUM_PATH)) {
    say(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
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
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: options.env ?? process.env });
    child.on('error', () => {
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      resolve(code ?? (signal ? 128 : 1));
    });
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

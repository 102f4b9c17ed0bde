// Private PostgreSQL and Redis servers for the test suite, from Debian's packages: installed when missing (as
// root), started on ports of their own in temporary folders, and stopped afterwards. Nothing outside the
// temporary folders is touched, and the machine's own database services are not used.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, say } from './lib.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @param {string} binaryCheck a path that exists once the package is installed
 * @param {string[]} packages Debian packages to install
 */
function ensurePackage(binaryCheck, packages) {
  if (existsSync(binaryCheck)) return;
  if (!isRoot) {
    say(
      `${packages.join(' and ')} missing: run "sudo apt-get install -y ${packages.join(' ')}", then npm test again.`,
    );
    process.exit(1);
  }
  say(`Installing Debian's ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** The directory of PostgreSQL's server binaries (initdb, pg_ctl), newest version first. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

/**
 * @param {string[]} command
 * @param {{ asPostgres?: boolean }} [options]
 */
function exec(command, options = {}) {
  const [program = '', ...args] =
    options.asPostgres && isRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * True when nothing listens on 127.0.0.1:`port`.
 * @param {number} port
 */
function portIsFree(port) {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s=require('node:net').createServer();s.once('error',()=>process.exit(1));s.listen(${String(port)},'127.0.0.1',()=>s.close(()=>process.exit(0)));`,
    ],
    { encoding: 'utf8' },
  );
  return probe.status === 0;
}

/**
 * The first free port from `preferred` on.
 * @param {number} preferred
 */
function freePort(preferred) {
  for (let port = preferred; port < preferred + 200; port += 1) if (portIsFree(port)) return port;
  throw new Error(`No free port between ${String(preferred)} and ${String(preferred + 199)}.`);
}

/**
 * The last lines of a log file, for an error message.
 * @param {string} file
 */
function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log written)';
  }
}

/**
 * Starts a throwaway PostgreSQL cluster on the first free port from `preferred`; returns its URL and a stop
 * function. A cluster that does not start is tried once more on another port, and the error carries the end of
 * PostgreSQL's own log, so a failure says why.
 * @param {number} preferred
 */
export function startPostgres(preferred) {
  if (!postgresBin()) ensurePackage('/usr/lib/postgresql', ['postgresql']);
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL was installed but initdb was not found.');
  try {
    return startCluster(bin, freePort(preferred));
  } catch (error) {
    say(`PostgreSQL did not start; trying once more on another port.\n${String(error)}`);
    return startCluster(bin, freePort(preferred + 10));
  }
}

/**
 * @param {string} bin
 * @param {number} port
 */
function startCluster(bin, port) {
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-pg-'));
  chmodSync(root, 0o777);
  const data = join(root, 'data');
  const log = join(root, 'log');
  try {
    // As root, PostgreSQL must run as its own user; it owns only this temporary folder.
    exec([join(bin, 'initdb'), '-D', data, '-U', 'aafiyat', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
      asPostgres: true,
    });
    exec(
      [
        join(bin, 'pg_ctl'),
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-o',
        `-p ${String(port)} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        'start',
      ],
      { asPostgres: true },
    );
  } catch (error) {
    const message = `${String(error)}\nPostgreSQL's log:\n${tail(log)}`;
    rmSync(root, { recursive: true, force: true });
    throw new Error(message);
  }
  return {
    url: `postgresql://aafiyat@127.0.0.1:${String(port)}/postgres`,
    stop() {
      try {
        exec([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'], { asPostgres: true });
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Starts a throwaway Redis on the first free port from `preferred`; returns its URL and a stop function.
 * @param {number} preferred
 */
export function startRedis(preferred) {
  ensurePackage('/usr/bin/redis-server', ['redis-server']);
  const port = freePort(preferred);
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-redis-'));
  exec([
    '/usr/bin/redis-server',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    root,
    '--daemonize',
    'yes',
    '--pidfile',
    join(root, 'redis.pid'),
  ]);
  // Wait until it answers.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ping = spawnSync('/usr/bin/redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') break;
    spawnSync('sleep', ['0.1']);
  }
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop() {
      spawnSync('/usr/bin/redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

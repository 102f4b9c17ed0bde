// The real server for the browser suite: the built server (apps/server/dist/main.js, what production runs), serving
// the built site (apps/site/dist) on a temporary data folder (embedded PGlite) with the demo data, on a free port.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
const serverRoot = join(repository, 'apps', 'server');
export const siteDir = join(repository, 'apps', 'site', 'dist');
/** The built server: starting it spares each test file's server the TypeScript compile tsx does at every start. */
const serverMain = join(serverRoot, 'dist', 'main.js');

/**
 * The environment variable naming a data folder the server has already seeded with the demo data (the browser
 * suite's global setup makes one). A new server starts on a copy of it: seeding a fresh folder takes the server
 * about 11 s here, starting on a seeded one about 4.
 */
export const SEEDED_DATA_DIR_ENV = 'AAFIYAT_E2E_SEEDED_DATA_DIR';

/**
 * The environment variable naming a folder where the seeded data folder is kept for the whole of one `npm test`
 * (npm test sets it): the browser step seeds it, and the vitals step, run alone after it, starts from the same
 * one instead of seeding its own (5 s here). Without it, each run seeds a folder of its own and removes it.
 */
export const SEED_CACHE_ENV = 'AAFIYAT_E2E_SEED_CACHE';

/** The production host the Blogs link belongs to (the site's configured origin; see site.config.ts). */
export const PUBLIC_HOST = 'aafiyat.pk';

export interface SiteServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed. */
  output(): string;
  /** Stops the process (SIGTERM: a graceful shutdown closes the database) and waits for it to end. */
  stop(): Promise<void>;
  /** Stops the process and removes its data folder. */
  dispose(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/** A new temporary data folder: a copy of the seeded one when there is one, else empty (the server seeds it). */
function newDataDir(): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'aafiyat-e2e-')), 'data');
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the server. With `dataDir` it reopens an existing folder (after {@link SiteServer.stop}); otherwise it
 * starts on a fresh one with the demo data: a copy of the seeded folder {@link SEEDED_DATA_DIR_ENV} names, or an
 * empty folder it seeds itself.
 */
export async function startSite(options: { dataDir?: string; port?: number } = {}): Promise<SiteServer> {
  if (!existsSync(join(siteDir, 'index.html')) || !existsSync(serverMain)) {
    throw new Error(
      'The browser suite needs the built site and server: run `npm run build` first (npm test does).',
    );
  }
  const dataDir = options.dataDir ?? newDataDir();
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      SEED_DEMO_DATA: 'true',
      COOKIE_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      ALLOWED_ORIGINS: `http://127.0.0.1:${String(port)},http://${PUBLIC_HOST}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = setInterval(() => {
      if (/Aafiyat is running on/.test(output)) {
        clearInterval(check);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`the server exited (${String(child.exitCode)}):\n${output}`));
      } else if (Date.now() - started > 120_000) {
        clearInterval(check);
        child.kill('SIGKILL');
        reject(new Error(`the server did not start within 120 s:\n${output}`));
      }
    }, 50);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    dataDir,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

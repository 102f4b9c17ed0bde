// Real server processes (src/main.ts through tsx, or the built dist/main.js), for tests of what only a process shows: the data-folder lock,
// graceful shutdown, what the logs contain, and several processes side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET } from './harness';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * Starts `main.ts` (or the built script `options.script`) with the test configuration plus `env`. Resolves once it
 * says it is running, or rejects with its output when it exits first (unless `expectExit` is set, when it
 * resolves as soon as it ends).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { expectExit?: boolean; script?: string } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = '';
  const args = options.script ? ['--enable-source-maps', options.script] : ['--import', 'tsx', main];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      COOKIE_SECRET: TEST_SECRET,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: `http://127.0.0.1:${String(port)}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${String(port)}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = setInterval(() => {
      if (/Aafiyat is running on/.test(output)) {
        clearInterval(check);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(check);
        if (options.expectExit) resolve();
        else reject(new Error(`the server exited (${String(child.exitCode)}):\n${output}`));
      } else if (Date.now() - started > 120_000) {
        clearInterval(check);
        child.kill('SIGKILL');
        reject(new Error(`the server did not start within 120 s:\n${output}`));
      }
    }, 50);
  });
  return server;
}

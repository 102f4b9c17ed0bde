// `npm start`: installs what is missing, builds, and serves the site with its API, the realtime endpoint and
// the embedded database on http://localhost:$PORT (default 3000), with demo data. PORT, DATA_DIR (default
// ./.data) and the server's other settings come from the environment (apps/server/README.md).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, ensureNodeVersion, root, run, say } from './lib.mjs';

ensureNodeVersion();
ensureInstalled();

say('Building…');
run('npm', ['run', '-s', 'build']);

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
  SITE_DIR: process.env.SITE_DIR ?? join(root, 'apps/site/dist'),
};
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env,
});
// Ctrl-C and SIGTERM reach the server, which shuts down gracefully; this process follows its exit code.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});

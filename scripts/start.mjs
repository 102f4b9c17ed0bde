// `npm start`: installs what is missing, builds, and serves the site on http://localhost:$PORT (default 3000).
import { ensureInstalled, ensureNodeVersion, run, say } from './lib.mjs';

ensureNodeVersion();
ensureInstalled();

const port = process.env.PORT ?? '3000';
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  say(`PORT must be a number from 1 to 65535; got "${port}".`);
  process.exit(1);
}

say('Building…');
run('npm', ['run', '-s', 'build']);
say(`Serving on http://localhost:${port}`);
run('npm', ['run', '-s', 'serve', '-w', '@aafiyat/site', '--', '--port', port, '--strictPort']);

// `npm run build -w @aafiyat/server`: compiles the server for production into dist/ in well under a second.
// esbuild bundles src/main.ts with the workspace packages it imports (@aafiyat/domain and @aafiyat/api are
// TypeScript sources) into dist/main.js; every other package stays an import, resolved from node_modules at run
// time. The migrations are copied beside it (dist/drizzle), where the bundle looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Keeps every bare import but the workspace's own packages out of the bundle. */
const dependenciesStayImports = {
  name: 'dependencies-stay-imports',
  /** @param {import('esbuild').PluginBuild} plugin */
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aafiyat/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `outdir` (default dist/); resolves with esbuild's warnings. */
export async function buildServer(outdir = fileURLToPath(new URL('../dist', import.meta.url))) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    outfile: `${outdir}/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [dependenciesStayImports],
  });
  cpSync(`${root}/drizzle`, `${outdir}/drizzle`, { recursive: true });
  return result.warnings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

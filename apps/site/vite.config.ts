import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { blogsPlugin } from './scripts/blogs-plugin';

// `vite build` writes the client; `vite build --ssr` the renderers for Node (the prerender's and the server's; their
// CSS is discarded: vanilla-extract gives both builds the same class names). `npm run dev` proxies the API and the
// realtime socket to the server on :3000.
/** The dev server answers the web manifest the prerender writes into the build (src/app/webManifest.ts). */
function devWebManifest(): Plugin {
  return {
    name: 'aafiyat-web-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_request, response, next) => {
        server
          .ssrLoadModule('/src/app/webManifest.ts')
          .then((module) => {
            const render = module.webManifest as () => string;
            response.setHeader('Content-Type', 'application/manifest+json');
            response.end(render());
          })
          .catch(next);
      });
    },
  };
}

/**
 * The browser build takes `@aafiyat/ui`'s built-in catalogs from src/app/uiCatalogs.ts, which holds English
 * alone: the library's default carries both languages (right for other teams), a page of the site only its own.
 * The prerender (the SSR build) keeps both, as it writes pages in either language.
 */
function oneUiCatalog(): Plugin {
  const uiI18n = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));
  const siteCatalogs = fileURLToPath(new URL('src/app/uiCatalogs.ts', import.meta.url));
  return {
    name: 'aafiyat-one-ui-catalog',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr === true || importer === undefined || !importer.startsWith(uiI18n)) return null;
      return /(^|\/)i18n\/builtIn$|^\.\/builtIn$/.test(source) ? siteCatalogs : null;
    },
  };
}

/**
 * The renderers for Node (`vite build --ssr`, into dist-server/): the prerender's (src/entry-server.tsx) and the
 * server's, which writes a doctor search's answer into its page (src/entry-results.tsx).
 */
const ssrInput = {
  'entry-server': fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)),
  'entry-results': fileURLToPath(new URL('src/entry-results.tsx', import.meta.url)),
};

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [oneUiCatalog(), react(), vanillaExtractPlugin(), blogsPlugin(), devWebManifest()],
  // PUBLIC_HOST (the production host, as the server reads it) reaches the browser build: the Blogs link shows there.
  envPrefix: ['VITE_', 'PUBLIC_HOST'],
  build: {
    target: 'es2022',
    manifest: true,
    // A page's chunks are preloaded from its prerendered head; for navigations inside the site, only the styles of
    // the next page are listed ahead (its scripts come with their imports), which keeps the route table small.
    modulePreload: {
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
    // React and React DOM in one chunk of their own, the router in another (an island needs React, not the
    // router): cached across releases of the site's code, and not split into slivers shared between pages.
    rolldownOptions: {
      // The app (index.html: the portal, and every page hydrated whole) and the islands' loader (the one script a
      // page of islands starts with, src/islands/entry.ts).
      input: isSsrBuild
        ? ssrInput
        : {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            islands: fileURLToPath(new URL('src/islands/entry.ts', import.meta.url)),
          },
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/notify': { target: 'http://localhost:3000', ws: true },
      '/dev': 'http://localhost:3000',
    },
  },
}));

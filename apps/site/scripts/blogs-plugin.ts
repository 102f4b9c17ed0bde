// The blog's build step: renders content/blogs/*.md with marked into plain TypeScript modules under
// src/blogs/generated (a list of metadata, and one module per post so each post's HTML is its own chunk).
// Real files rather than a virtual module, so Storybook, Vitest and tsc, which do not run this plugin, see the
// same posts; marked runs here only, never in the browser. See src/blogs/generate.ts.
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { BLOG_CONTENT_DIR, blogSourceFiles, writeBlogModules } from '../src/blogs/generate';

/** Options of {@link blogsPlugin}. */
export interface BlogsPluginOptions {
  /** The site's root folder (the one holding content/ and src/); Vite's root by default. */
  siteRoot?: string;
}

/**
 * Renders the Markdown posts and their translations at build start, and again in dev whenever one changes (HMR
 * follows).
 */
export function blogsPlugin(options: BlogsPluginOptions = {}): Plugin {
  let siteRoot = options.siteRoot ?? process.cwd();
  let serving = false;

  const regenerate = async (server: ViteDevServer) => {
    try {
      const changed = await writeBlogModules(siteRoot);
      if (changed.length > 0) server.config.logger.info(`blogs: wrote ${changed.join(', ')}`);
    } catch (error) {
      // In dev a broken post shows the error overlay and the last good posts stay on screen.
      const err = error instanceof Error ? error : new Error(String(error));
      server.config.logger.error(`blogs: ${err.message}`);
      server.ws.send({ type: 'error', err: { message: err.message, stack: err.stack ?? '' } });
    }
  };

  return {
    name: 'aafiyat-blogs',
    configResolved(config) {
      siteRoot = options.siteRoot ?? config.root;
      serving = config.command === 'serve';
    },
    async buildStart() {
      // The dev server regenerates from its watcher (configureServer) instead.
      if (serving) return;
      // A broken post fails the build, naming the file and the front-matter key.
      const changed = await writeBlogModules(siteRoot);
      if (changed.length > 0) this.info(`wrote ${changed.join(', ')}`);
      const contentDir = resolve(siteRoot, BLOG_CONTENT_DIR);
      // The translations (content/blogs/<locale>/*.md) too.
      for (const file of blogSourceFiles(contentDir)) this.addWatchFile(file);
    },
    async configureServer(server) {
      const contentDir = resolve(siteRoot, BLOG_CONTENT_DIR);
      server.watcher.add(contentDir);
      const onChange = (file: string) => {
        if (resolve(file).startsWith(`${contentDir}/`) && file.endsWith('.md')) void regenerate(server);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      await regenerate(server);
    },
  };
}

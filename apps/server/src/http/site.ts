import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Serves the built site from the same origin: hashed assets with a year-long immutable cache, prerendered
 * HTML for public routes (`/about` → `about/index.html`), the SPA shell for client-only routes, and a JSON 404
 * for unknown `/api/*` paths.
 */
export function registerSite(app: FastifyInstance, config: Config): void {
  const root = config.siteDir;
  const hasSite = existsSync(join(root, 'index.html'));
  if (hasSite) {
    void app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (response, path) => {
        void response.header(
          'Cache-Control',
          path.includes(`${join(root, 'assets')}/`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ message: 'There is no such API operation.', code: 'not_found' });
    }
    if (!hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    void reply.header('Cache-Control', 'no-cache');
    const prerendered = prerenderedFile(root, path);
    if (prerendered) return reply.type('text/html; charset=utf-8').sendFile(prerendered);
    // The SPA shell: the client router decides (its own 404 page included).
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}

/** The prerendered HTML file of a path, relative to the site root, if the build wrote one. */
function prerenderedFile(root: string, path: string): string | null {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidate = join(clean, 'index.html');
  const full = join(root, candidate);
  if (!full.startsWith(root)) return null;
  return existsSync(full) && statSync(full).isFile() && candidate !== '/index.html' ? candidate : null;
}

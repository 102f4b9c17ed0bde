import type { FastifyReply, FastifyRequest } from 'fastify';

/** The methods a path may be asked with, in the order an `Allow` header lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods the registered routes take at `path` (no query string), e.g. `['GET', 'HEAD', 'PATCH']`. */
export function allowedMethods(request: FastifyRequest, path: string): string[] {
  return METHODS.filter((method) => {
    // Fastify's type promises a route; at run time a path no route of this method serves gives null.
    const route: unknown = request.server.findRoute({ method, url: path });
    return route !== null;
  });
}

/**
 * A path that is served, asked with a method none of its routes take, answers 405 `method_not_allowed` with
 * `Allow` listing the methods they do take (RFC 9110), in the contract's ErrorBody. Returns false, answering
 * nothing, when no route serves the path at all: that is a 404.
 */
export function answerMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, path: string): boolean {
  const allowed = allowedMethods(request, path);
  if (allowed.length === 0) return false;
  void reply
    .code(405)
    .header('Allow', allowed.join(', '))
    .send({ message: 'This address does not take this kind of request.', code: 'method_not_allowed' });
  return true;
}

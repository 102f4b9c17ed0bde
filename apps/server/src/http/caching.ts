import { operations, type OperationId } from '@aafiyat/api';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './security';

/** What every answer that carries or touches a person's own data says about caching. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** `METHOD /path/:param` of every operation that needs a session (the contract's `x-roles`). */
const sessionRoutes = new Set(
  (Object.keys(operations) as OperationId[])
    .filter((id) => operations[id].session)
    .map((id) => routeKey(operations[id].method, operations[id].path.replace(/\{([^}]+)\}/g, ':$1'))),
);

function routeKey(method: string, url: string): string {
  // Fastify answers HEAD from the GET route of the same path.
  const upper = method.toUpperCase();
  return `${upper === 'HEAD' ? 'GET' : upper} ${url}`;
}

/** True when a `Set-Cookie` value (one line or several) sets or clears the session cookie. */
function setsSessionCookie(setCookie: unknown): boolean {
  const lines: unknown[] = Array.isArray(setCookie) ? setCookie : [setCookie];
  return lines.some((line) => typeof line === 'string' && line.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * No shared or browser cache keeps a person's data: every answer of an operation that needs a session (its
 * successes and its errors alike: 401, 403, 404, 400, 429) and every answer that sets or clears the session
 * cookie says `Cache-Control: private, no-store`, whatever its handler said. Public answers keep their own
 * caching (the catalogue's images, the built site).
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (
      (url !== undefined && sessionRoutes.has(routeKey(request.method, url))) ||
      setsSessionCookie(reply.getHeader('set-cookie'))
    ) {
      void reply.header('Cache-Control', PRIVATE_NO_STORE);
    }
    return payload;
  });
}

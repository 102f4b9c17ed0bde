import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readSession, type SessionInfo } from '../services/sessions';
import { HttpError } from './operation';

/** The session cookie's name (the contract's security scheme). */
export const SESSION_COOKIE = 'aafiyat_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Loaded once per /api request. */
    session: SessionInfo | null;
    /** The raw session token from the cookie, for sign-out. */
    sessionToken: string | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The gateway's browser post back from JazzCash comes from its own origin and is verified by its hash.
const ORIGIN_EXEMPT = new Set(['/api/payments/jazzcash/return']);

/** The origins allowed to send credentials: the configured ones, plus the server's own host. */
export function isAllowedOrigin(config: Config, origin: string, host: string | undefined): boolean {
  if (config.allowedOrigins.includes(origin)) return true;
  try {
    const { host: originHost } = new URL(origin);
    return originHost === host || (config.publicHost !== undefined && originHost === config.publicHost);
  } catch {
    return false;
  }
}

/**
 * Where a request says it comes from: its `Origin`, or without one the origin of its `Referer` (OWASP's fallback
 * for clients that leave Origin out), `null` for a Referer that is not a URL, undefined when neither is sent (a
 * client that is not a browser). Only the origin is kept: a Referer's path and query may hold anything.
 */
export function requestOrigin(origin: string | undefined, referer: string | undefined): string | undefined {
  if (origin !== undefined) return origin;
  if (referer === undefined || referer === '') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Reads the session token from the signed cookie; a tampered or unsigned cookie counts as none. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * Cross-site protection and identity for /api: a state-changing request from a foreign `Origin` (or, without
 * one, a foreign `Referer`) is refused (403 `origin_rejected`), and the session behind the cookie is loaded onto the request.
 */
export function registerSecurityHooks(app: FastifyInstance, config: Config, db: Database): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const origin = requestOrigin(request.headers.origin, request.headers.referer);
    if (
      UNSAFE.has(request.method) &&
      origin !== undefined &&
      !ORIGIN_EXEMPT.has(path) &&
      !isAllowedOrigin(config, origin, request.headers.host)
    ) {
      request.log.warn({ origin }, 'refused a state-changing request from a foreign origin');
      throw new HttpError(
        403,
        'This request came from a site that is not allowed to make it.',
        'origin_rejected',
      );
    }
    const token = sessionTokenOf(request);
    request.sessionToken = token;
    request.session = token ? await readSession(db, token) : null;
  });
}

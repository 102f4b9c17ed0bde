import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { SESSION_TTL_MS } from '../services/sessions';
import { SESSION_COOKIE } from './security';

/** Sets the session cookie: HttpOnly, SameSite=Lax, signed, Secure in production, 30 days. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Clears the session cookie (sign-out). */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
  });
}

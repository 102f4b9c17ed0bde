import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token (32 bytes of entropy). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token: what the database keeps, so a leaked table does not leak live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * True for a unique-index violation (a concurrent duplicate), on PGlite and PostgreSQL alike: the driver's error
 * carries SQLSTATE 23505, possibly wrapped by drizzle (as its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

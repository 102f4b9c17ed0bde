import {
  SIGN_IN_ROUTES,
  SIGN_UP_ROUTES,
  readPathMemory,
  recordNavigation,
  safeReturnPath,
  writeSession,
  type LoggedInRole,
  type SessionRecord,
} from '@aafiyat/domain';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifySessionChanged, useSession } from './session';

/** Sign-in and sign-up pages: never a place to come back to after signing in. */
const AUTH_PAGES: readonly string[] = [...Object.values(SIGN_IN_ROUTES), ...Object.values(SIGN_UP_ROUTES)];

/**
 * Where a person goes after signing in: the page they came from (path memory) when it is a
 * same-site page other than a sign-in or sign-up page, otherwise `fallback` (their profile or dashboard).
 */
export function returnPathAfterSignIn(fallback: string): string {
  const { previous } = readPathMemory(window.sessionStorage);
  const path = safeReturnPath(previous, fallback);
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PAGES.includes(pathname) ? fallback : path;
}

/**
 * Completes a sign-in of a role the header knows (patient, clinic owner, doctor): stores the `authToken` record
 * (through the domain, keeping only its role's fields), tells the header, and returns where to go next.
 */
export function completeSignIn(record: SessionRecord, fallback: string): string {
  writeSession(window.localStorage, record);
  notifySessionChanged();
  return returnPathAfterSignIn(fallback);
}

/** Props of {@link RequireRole}. */
export interface RequireRoleProps {
  /** The role the page is for. */
  role: LoggedInRole;
  /** The page, shown only to a signed-in person of that role. */
  children: ReactNode;
}

/**
 * Guards a portal page: a visitor without a session, or signed in with another role, goes to the role's sign-in
 * page, which brings them back here afterwards (this page is remembered as the one they came from).
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const allowed = session?.role === role;

  useEffect(() => {
    if (allowed) return;
    // The shell records navigations after its page's effects; record this page now so sign-in returns here.
    recordNavigation(window.sessionStorage, `${location.pathname}${location.search}`);
    void navigate(SIGN_IN_ROUTES[role], { replace: true });
  }, [allowed, location.pathname, location.search, navigate, role]);

  return allowed ? children : null;
}

/**
 * Routes that a rule decides between: where each role signs in and signs up, where the avatar leads,
 * where the hero's SIGN UP button goes. The pages themselves belong to the site; these are the
 * addresses the rules point at.
 */

import type { LoggedInRole, UserRole } from './enums';

/** Sign-in page of each role. */
export const SIGN_IN_ROUTES = {
  patient: '/patient/login',
  doctor: '/doctor/login',
  clinic_owner: '/clinic-management-system/login',
  hospital: '/hospital/login',
  pharmacy: '/pms/login',
  staff: '/staff/login',
} as const satisfies Record<UserRole, string>;

/** Sign-up page of each facility kind. */
export const SIGN_UP_ROUTES = {
  clinic: '/default/signup',
  pharmacy: '/pms/signup',
  hospital: '/hospital/signup',
} as const;

/**
 * Where the header avatar leads for each signed-in role, and where each role lands after signing in:
 * staff, hospitals and pharmacies work in their own management system, so theirs is a home page that
 * says what that system does for them.
 */
export const AVATAR_DESTINATIONS = {
  patient: '/patient/profile',
  clinic_owner: '/cms/dashboard/dashboard-clinic',
  doctor: '/cms/dashboard/dashboard-doctor',
  staff: '/staff/home',
  hospital: '/hospital/home',
  pharmacy: '/pms/home',
} as const satisfies Record<LoggedInRole, string>;

/** The page the header avatar links to: patient profile, a dashboard, or the role's home page. */
export function avatarDestination(role: LoggedInRole): (typeof AVATAR_DESTINATIONS)[LoggedInRole] {
  return AVATAR_DESTINATIONS[role];
}

/**
 * Where the hero's SIGN UP button goes, indexed by slide: slide 0 the clinic product page's packages,
 * slide 1 pharmacy sign-up, slide 2 hospital sign-up.
 */
export const HERO_SIGN_UP_ROUTES = [
  '/products/clinicmanagement?packages=true',
  SIGN_UP_ROUTES.pharmacy,
  SIGN_UP_ROUTES.hospital,
] as const;

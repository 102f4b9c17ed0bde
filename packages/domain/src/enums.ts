/**
 * The numeric codes the spec gives, as `as const` objects so the server's stored numbers and the
 * browser's names cannot drift apart, plus the session roles of section 6.
 */

/** Kind of healthcare facility a subscription belongs to. */
export const FacilityType = {
  CLINIC: 0,
  HOSPITAL: 1,
  PHARMACY: 2,
} as const;

/** One of the {@link FacilityType} codes. */
export type FacilityType = (typeof FacilityType)[keyof typeof FacilityType];

/** Subscription package tier. The numbers are stored by the server, so they are not in tier order. */
export const PackageTier = {
  BASIC: 0,
  STANDARD: 1,
  PREMIUM: 2,
  FREE: 3,
  TRIAL: 4,
  CUSTOM: 5,
} as const;

/** One of the {@link PackageTier} codes. */
export type PackageTier = (typeof PackageTier)[keyof typeof PackageTier];

/** State of an appointment payment. */
export const PaymentStatus = {
  SUCCESS: 0,
  PENDING: 1,
  FAILURE: 2,
  NOT_STARTED: 3,
  STARTED: 4,
} as const;

/** One of the {@link PaymentStatus} codes. */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Filter of the payments list. Mixed-case keys are the spec's own. */
export const PaymentFilter = {
  Cleared: 0,
  Pending: 1,
  All: 2,
  Failed: 3,
} as const;

/** One of the {@link PaymentFilter} codes. */
export type PaymentFilter = (typeof PaymentFilter)[keyof typeof PaymentFilter];

/** Every role that has its own sign-in page. */
export const USER_ROLES = ['patient', 'clinic_owner', 'doctor', 'staff', 'hospital', 'pharmacy'] as const;

/** One of {@link USER_ROLES}. */
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Roles the site treats as signed in when it reads the stored session record: every role that signs
 * in, so nobody who signed in is shown a Login menu or offered a sign-up.
 */
export const LOGGED_IN_ROLES = USER_ROLES;

/** One of {@link LOGGED_IN_ROLES}. */
export type LoggedInRole = (typeof LOGGED_IN_ROLES)[number];

/** True when `value` is one of the six {@link USER_ROLES}. */
export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

/** True when `value` is a role the site shows as signed in (any of the six {@link LOGGED_IN_ROLES}). */
export function isLoggedInRole(value: unknown): value is LoggedInRole {
  return (LOGGED_IN_ROLES as readonly unknown[]).includes(value);
}

import { SIGN_IN_ROUTES, USER_ROLES, type UserRole } from '@aafiyat/domain';

/** A link of the site's navigation (header, drawer, footer): the site passes its own list. */
export interface SiteLink {
  /** The link text. */
  label: string;
  /** A path inside the site or a full URL. */
  href: string;
  /** Another site: opens in a new tab without opener access. */
  external?: boolean;
}

/** A link to one role's sign-in page. */
export interface SignInLink extends SiteLink {
  /** The role that signs in there. */
  role: UserRole;
}

/**
 * How each role is named wherever someone picks where to sign in (the header's Login menu, the drawer, the
 * footer's Sign In column, the sign-in pages' other roles): one name per role, in sentence case like every
 * link, so the same role never reads two ways.
 */
export const signInRoleLabels: Readonly<Record<UserRole, string>> = {
  patient: 'Patient',
  clinic_owner: 'Clinic owner or admin',
  doctor: 'Doctor',
  staff: 'Clinic staff',
  hospital: 'Hospital',
  pharmacy: 'Pharmacy',
};

/**
 * The six sign-in pages, addresses from the domain. The header's Login menu, the drawer
 * and the footer's Sign In column all default to this list; pass your own for translated labels.
 */
export const defaultSignInLinks: readonly SignInLink[] = USER_ROLES.map((role) => ({
  role,
  label: signInRoleLabels[role],
  href: SIGN_IN_ROUTES[role],
}));

/** A `tel:` address from a phone number as people write it ("0300 123 4567" → "tel:03001234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

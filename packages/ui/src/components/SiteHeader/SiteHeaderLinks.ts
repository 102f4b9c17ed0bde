import { SIGN_IN_ROUTES, USER_ROLES, type UserRole } from '@aafiyat/domain';
import type { MessageKey, Translate } from '../../i18n/translator';

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
 * The message that names each role wherever someone picks where to sign in (the header's Login menu, the drawer,
 * the footer's Sign In column, the sign-in pages' other roles): one name per role, in sentence case like every
 * link, so the same role never reads two ways.
 */
const signInRoleKeys: Readonly<Record<UserRole, MessageKey>> = {
  patient: 'SignIn.role.patient',
  clinic_owner: 'SignIn.role.clinic_owner',
  doctor: 'SignIn.role.doctor',
  staff: 'SignIn.role.staff',
  hospital: 'SignIn.role.hospital',
  pharmacy: 'SignIn.role.pharmacy',
};

/** A role's name where someone picks where to sign in ("Clinic owner or admin"), in the translator's language. */
export function signInRoleLabel(t: Translate, role: UserRole): string {
  return t(signInRoleKeys[role]);
}

/**
 * The six sign-in pages, addresses from the domain, named in the translator's language. The header's Login
 * menu, the drawer and the footer's Sign In column all default to this list.
 */
export function defaultSignInLinks(t: Translate): readonly SignInLink[] {
  return USER_ROLES.map((role) => ({ role, label: signInRoleLabel(t, role), href: SIGN_IN_ROUTES[role] }));
}

/** A `tel:` address from a phone number as people write it ("0300 123 4567" → "tel:03001234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

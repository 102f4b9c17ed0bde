import { avatarDestination, displayName, type LoggedInRole } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey, Translate } from '../../i18n/translator';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { Avatar } from '../../primitives/Avatar';
import { Menu } from '../../primitives/Menu';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './SiteHeaderAccount.css';

/** The signed-in person, as the header shows them. */
export interface SiteHeaderUser {
  /** Their name as stored; the header cuts it to 12 characters plus an ellipsis. */
  name: string;
  /** Their role: decides where the avatar leads. */
  role: LoggedInRole;
  /** Their photo; the first letter of the name shows without one or when it fails to load. */
  imageSrc?: string | undefined;
}

/** The message that names each role's avatar destination. */
const accountDestinationKeys: Readonly<Record<LoggedInRole, MessageKey>> = {
  patient: 'Account.destination.patient',
  clinic_owner: 'Account.destination.clinic_owner',
  doctor: 'Account.destination.doctor',
  staff: 'Account.destination.staff',
  hospital: 'Account.destination.hospital',
  pharmacy: 'Account.destination.pharmacy',
};

/** What a role's avatar destination is called ("My profile", "Clinic dashboard"), in the translator's language. */
export function accountDestinationLabel(t: Translate, role: LoggedInRole): string {
  return t(accountDestinationKeys[role]);
}

interface SiteHeaderAccountProps {
  user: SiteHeaderUser;
  onSignOut: () => void;
}

/** The avatar (a link to the profile or dashboard) and the account menu with Sign out. */
export function SiteHeaderAccount({ user, onSignOut }: SiteHeaderAccountProps) {
  const destination = avatarDestination(user.role);
  const t = useMessages();
  const destinationLabel = accountDestinationLabel(t, user.role);
  const shortName = displayName(user.name);
  return (
    <div className={styles.root}>
      <ProvidedLink href={destination} className={styles.avatarLink}>
        <Avatar name={user.name} src={user.imageSrc} decorative />
        <VisuallyHidden>{destinationLabel}</VisuallyHidden>
      </ProvidedLink>
      <Menu
        label={
          <>
            {/* The cut name is shown; the whole name is read, so nothing is lost to the ellipsis. */}
            <span className={styles.name} aria-hidden="true" title={user.name}>
              {shortName}
            </span>
            <VisuallyHidden>{t('Account.menu', { name: user.name })}</VisuallyHidden>
          </>
        }
        items={[
          { label: destinationLabel, href: destination },
          { label: t('Account.signOut'), onSelect: onSignOut, tone: 'critical' },
        ]}
      />
    </div>
  );
}

import { avatarDestination, displayName, type LoggedInRole } from '@aafiyat/domain';
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

/** What each role's avatar destination is called. */
export const accountDestinationLabels: Record<LoggedInRole, string> = {
  patient: 'My profile',
  clinic_owner: 'Clinic dashboard',
  doctor: 'Doctor dashboard',
  staff: 'Clinic staff home',
  hospital: 'Hospital home',
  pharmacy: 'Pharmacy home',
};

interface SiteHeaderAccountProps {
  user: SiteHeaderUser;
  onSignOut: () => void;
}

/** The avatar (a link to the profile or dashboard) and the account menu with Sign out. */
export function SiteHeaderAccount({ user, onSignOut }: SiteHeaderAccountProps) {
  const destination = avatarDestination(user.role);
  const destinationLabel = accountDestinationLabels[user.role];
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
            <VisuallyHidden>{`${user.name}: account`}</VisuallyHidden>
          </>
        }
        items={[
          { label: destinationLabel, href: destination },
          { label: 'Sign out', onSelect: onSignOut, tone: 'critical' },
        ]}
      />
    </div>
  );
}

// What a doctor card and a doctor's profile both say of a doctor's standing: the patients' rating, and the "PMDC
// verified" and "Online consultation" badges. One markup for both, each with its own layout classes.
import { useMessages } from '../../i18n/I18nContext';
import { Badge } from '../../primitives/Badge';
import { ratingLabel } from './doctorCardLabels';
import * as styles from './DoctorCard.css';

/** The patients' rating in words, with a star drawn for the eye only; nothing without a rating. */
export function DoctorRating({
  rating,
  className,
}: {
  rating: { average: number | null; count: number } | undefined;
  /** The line's layout class (the card's by default). */
  className?: string | undefined;
}) {
  const t = useMessages();
  if (!rating) return null;
  return (
    <p className={className ?? styles.rating}>
      {/* The words say the rating; the star only draws it. */}
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <span>{ratingLabel(t, rating)}</span>
    </p>
  );
}

/** "PMDC verified" for a registered doctor and "Online consultation" for one who consults online; nothing else. */
export function DoctorBadges({ pmdc, isOnline }: { pmdc: string | undefined; isOnline: boolean }) {
  const t = useMessages();
  if (!pmdc && !isOnline) return null;
  return (
    <div className={styles.badges}>
      {pmdc ? (
        <Badge tone="positive" icon="shield" data={{ badge: 'pmdc' }}>
          {t('DoctorCard.pmdcVerified')}
        </Badge>
      ) : null}
      {isOnline ? (
        <Badge tone="brand" icon="video" data={{ badge: 'online' }}>
          {t('DoctorCard.online')}
        </Badge>
      ) : null}
    </div>
  );
}

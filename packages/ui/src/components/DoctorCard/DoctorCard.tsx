import { useId, type ReactNode } from 'react';
import { cityName, specialtyName } from '@aafiyat/domain';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { formatDayWithWeekday, formatRupees } from '../../i18n/format';
import { Avatar } from '../../primitives/Avatar';
import { dataAttributes } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link';
import * as styles from './DoctorCard.css';
import { DoctorBadges, DoctorRating } from './DoctorStanding';
import {
  experienceLabel,
  isoDate,
  languagesLabel,
  timingsLabel,
  workingDaysLabel,
  type DoctorCardDetail,
  type DoctorCardDoctor,
} from './doctorCardLabels';

/** Heading levels the doctor's name can take in the page outline. */
export const doctorCardHeadingLevels = [2, 3, 4] as const;

export interface DoctorCardProps {
  /** The doctor, in the contract's field names. */
  doctor: DoctorCardDoctor;
  /** The doctor's photo (the image endpoint by PMDC number); the name's initial shows without it or on failure. */
  imageSrc?: string | undefined;
  /**
   * The doctor's next available day, computed by the caller with `nextAvailableDate` of `@aafiyat/domain` from
   * the working days and today (the card never reads the clock, so the server and the browser agree). It is
   * shown in the device's calendar, with its date in a `<time>` element; `null` says it is not listed.
   */
  nextAvailable?: Date | null | undefined;
  /** The doctor's page (their profile): the name links to it; plain text without it. */
  href?: string | undefined;
  /** The level of the name's heading in the page outline (2 under the page title, 3 under a results heading). */
  headingLevel?: (typeof doctorCardHeadingLevels)[number];
  /** Actions at the foot of the card (the portal's booking buttons); nothing by default. */
  actions?: ReactNode;
  /** Test and analytics hooks, rendered as `data-*` attributes on the article. */
  data?: Record<string, string>;
}

/**
 * A doctor in a list of results: photo (or initial), name as a heading (a link to their page, given `href`), specialty, the patients' rating (or that
 * there is none yet), clinic, a "PMDC verified" badge for a registered doctor and an "Online consultation" one when
 * they consult online, then city, experience, the clinic's and the online fee in rupees, the next available day,
 * the languages they consult in, working days and hours in 12-hour time. The card is an `<article>` named by the doctor's name; `actions`
 * holds whatever the page lets a person do next.
 */
export function DoctorCard({
  doctor,
  imageSrc,
  nextAvailable,
  href,
  headingLevel = 3,
  actions,
  data,
}: DoctorCardProps) {
  const nameId = useId();
  const t = useMessages();
  const locale = useLocale();
  const Name = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const days = workingDaysLabel(t, doctor.working_days);
  const hours = days === null ? null : timingsLabel(t, doctor.timings);
  const available = nextAvailable && !Number.isNaN(nextAvailable.getTime()) ? nextAvailable : null;

  const languages = doctor.languages ? languagesLabel(t, doctor.languages) : null;
  const onlineFee = doctor.is_online ? doctor.online_fee : undefined;
  const detail = (name: DoctorCardDetail, wide = false) => ({
    className: wide ? `${styles.detail} ${styles.detailWide}` : styles.detail,
    'data-detail': name,
  });

  return (
    <article
      className={styles.root}
      aria-labelledby={nameId}
      data-online={doctor.is_online}
      {...dataAttributes(data)}
    >
      <div className={styles.header}>
        {/* The name is the heading beside it: the photo would only repeat it to screen readers. */}
        <Avatar name={doctor.name} src={imageSrc} size="large" decorative />
        <div className={styles.identity}>
          <Name id={nameId} className={styles.name}>
            {href ? (
              <Link href={href} tone="neutral" underline="hover">
                {doctor.name}
              </Link>
            ) : (
              doctor.name
            )}
          </Name>
          <p className={styles.specialty}>{specialtyName(doctor.specialty, locale)}</p>
          <DoctorRating rating={doctor.rating} />
          {doctor.clinic_name ? <p className={styles.clinic}>{doctor.clinic_name}</p> : null}
          <DoctorBadges pmdc={doctor.pmdc} isOnline={doctor.is_online} />
        </div>
      </div>
      <dl className={styles.details}>
        <div {...detail('city')}>
          <dt className={styles.term}>{t('DoctorCard.city')}</dt>
          <dd className={styles.value}>{cityName(doctor.city, locale)}</dd>
        </div>
        <div {...detail('experience')}>
          <dt className={styles.term}>{t('DoctorCard.experience')}</dt>
          <dd className={styles.value}>{experienceLabel(t, doctor.experience_years)}</dd>
        </div>
        <div {...detail('fee')}>
          <dt className={styles.term}>{t('DoctorCard.fee')}</dt>
          <dd className={`${styles.value} ${styles.fee}`}>{formatRupees(t, doctor.fee)}</dd>
        </div>
        {onlineFee === undefined ? null : (
          <div {...detail('onlineFee')}>
            <dt className={styles.term}>{t('DoctorCard.onlineFee')}</dt>
            <dd className={`${styles.value} ${styles.fee}`}>{formatRupees(t, onlineFee)}</dd>
          </div>
        )}
        <div {...detail('nextAvailable')}>
          <dt className={styles.term}>{t('DoctorCard.nextAvailable')}</dt>
          <dd className={styles.value}>
            {available ? (
              <time dateTime={isoDate(available)}>{formatDayWithWeekday(t, available)}</time>
            ) : (
              t('DoctorCard.notListed')
            )}
          </dd>
        </div>
        {languages === null ? null : (
          <div {...detail('languages', true)}>
            <dt className={styles.term}>{t('DoctorCard.languages')}</dt>
            <dd className={styles.value}>{languages}</dd>
          </div>
        )}
        <div {...detail('workingDays', true)}>
          <dt className={styles.term}>{t('DoctorCard.workingDays')}</dt>
          <dd className={styles.value}>{days ?? t('DoctorCard.notListed')}</dd>
        </div>
        {hours === null ? null : (
          <div {...detail('timings', true)}>
            <dt className={styles.term}>{t('DoctorCard.timings')}</dt>
            <dd className={styles.value}>{hours}</dd>
          </div>
        )}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

import {
  formatPKR,
  formatWeekdayDayMonth,
  isWeekdayNumber,
  to12HourTime,
  weekdayAbbreviation,
} from '@aafiyat/domain';
import { useId, type ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Badge } from '../../primitives/Badge';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './DoctorCard.css';

/**
 * A doctor as the card shows them: the contract's public `Doctor` fields (snake_case, as the API answers), so
 * the site passes a search result as it is. The library does not import the API; the shapes simply match.
 */
export interface DoctorCardDoctor {
  /** The doctor's name as written on their registration ("Dr. Sana Mirza"). */
  name: string;
  /** The specialty ("Cardiologist"). */
  specialty: string;
  /** The city the doctor practises in. */
  city: string;
  /** The consultation fee in whole rupees. */
  fee: number;
  /** Weekdays the doctor works, 0 = Sunday … 6 = Saturday; numbers outside that range are ignored. */
  working_days: readonly number[];
  /** Daily hours on working days, 24-hour `HH:MM` Pakistan time. */
  timings: { start: string; end: string };
  /** Offers online (video) consultation. */
  is_online: boolean;
  /** Years in practice. */
  experience_years: number;
  /** The clinic the doctor sits at, when listed. */
  clinic_name?: string | undefined;
}

/** Heading levels the doctor's name can take in the page outline. */
export const doctorCardHeadingLevels = [2, 3, 4] as const;

/** The badge a doctor who consults online carries. */
export const ONLINE_CONSULTATION_LABEL = 'Online consultation';

/** Shown for days, hours or availability the doctor has not listed. */
export const NOT_LISTED_LABEL = 'Not listed';

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
  /** The level of the name's heading in the page outline (2 under the page title, 3 under a results heading). */
  headingLevel?: (typeof doctorCardHeadingLevels)[number];
  /** Actions at the foot of the card (the portal's booking buttons); nothing by default. */
  actions?: ReactNode;
  /** Test and analytics hooks, rendered as `data-*` attributes on the article. */
  data?: Record<string, string>;
}

/** The working days, Sunday first, each once, as the spec's abbreviations ("Mon, Wed, Fri"). */
export function workingDaysLabel(days: readonly number[]): string | null {
  const valid = [...new Set(days.filter(isWeekdayNumber))].sort((left, right) => left - right);
  return valid.length === 0 ? null : valid.map((day) => weekdayAbbreviation(day)).join(', ');
}

/** The daily hours in 12-hour time ("5:00 PM to 9:00 PM"), or `null` when either time is not valid. */
export function timingsLabel(timings: { start: string; end: string }): string | null {
  const start = to12HourTime(timings.start);
  const end = to12HourTime(timings.end);
  return start === null || end === null ? null : `${start} to ${end}`;
}

/** Years in practice in words ("1 year", "12 years", "Less than a year"). */
export function experienceLabel(years: number): string {
  if (!Number.isFinite(years) || years < 1) return 'Less than a year';
  const whole = Math.floor(years);
  return whole === 1 ? '1 year' : `${String(whole)} years`;
}

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * A doctor in a list of results: photo (or initial), name as a heading, specialty, clinic, an "Online
 * consultation" badge when they consult online, then city, experience, fee in rupees, working days, hours in
 * 12-hour time and the next available day. The card is an `<article>` named by the doctor's name; `actions`
 * holds whatever the page lets a person do next.
 */
export function DoctorCard({
  doctor,
  imageSrc,
  nextAvailable,
  headingLevel = 3,
  actions,
  data,
}: DoctorCardProps) {
  const nameId = useId();
  const Name = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const days = workingDaysLabel(doctor.working_days);
  const hours = days === null ? null : timingsLabel(doctor.timings);
  const available = nextAvailable && !Number.isNaN(nextAvailable.getTime()) ? nextAvailable : null;

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
            {doctor.name}
          </Name>
          <p className={styles.specialty}>{doctor.specialty}</p>
          {doctor.clinic_name ? <p className={styles.clinic}>{doctor.clinic_name}</p> : null}
          {doctor.is_online ? (
            <Badge tone="brand" icon="video">
              {ONLINE_CONSULTATION_LABEL}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>City</dt>
          <dd className={styles.value}>{doctor.city}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Experience</dt>
          <dd className={styles.value}>{experienceLabel(doctor.experience_years)}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Consultation fee</dt>
          <dd className={`${styles.value} ${styles.fee}`}>{formatPKR(doctor.fee)}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Next available</dt>
          <dd className={styles.value}>
            {available ? (
              <time dateTime={isoDate(available)}>{formatWeekdayDayMonth(available)}</time>
            ) : (
              NOT_LISTED_LABEL
            )}
          </dd>
        </div>
        <div className={`${styles.detail} ${styles.detailWide}`}>
          <dt className={styles.term}>Working days</dt>
          <dd className={styles.value}>{days ?? NOT_LISTED_LABEL}</dd>
        </div>
        {hours === null ? null : (
          <div className={`${styles.detail} ${styles.detailWide}`}>
            <dt className={styles.term}>Timings</dt>
            <dd className={styles.value}>{hours}</dd>
          </div>
        )}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

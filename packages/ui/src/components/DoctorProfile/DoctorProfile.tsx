import { useId, type ReactNode } from 'react';
import { cityName, isDoctorGender, mapsLink, specialtyName, type DoctorGender } from '@aafiyat/domain';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { formatDayWithWeekday, formatRupees, joinList } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { Avatar } from '../../primitives/Avatar';
import { Link } from '../../primitives/Link';
import {
  experienceLabel,
  isoDate,
  languagesLabel,
  timingsLabel,
  workingDaysLabel,
  type DoctorCardDoctor,
} from '../DoctorCard/doctorCardLabels';
import { DoctorBadges, DoctorRating } from '../DoctorCard/DoctorStanding';
import * as styles from './DoctorProfile.css';

/** Where a doctor sees patients in person, in the contract's field names (`DoctorClinic`). */
export interface DoctorProfileClinic {
  /** The clinic's name ("Rahmat Family Clinic"). */
  name: string;
  /** The branch's own name ("DHA Phase 6"), when it has one. */
  branch_name?: string | undefined;
  /** The street address. */
  address: string;
  /** The clinic's coordinates, for the maps link; without both, no link. */
  lat?: number | undefined;
  lng?: number | undefined;
}

/** A doctor as the profile shows them: a card's fields and the profile's own (the contract's `Doctor`). */
export interface DoctorProfileDoctor extends DoctorCardDoctor {
  /** `female` or `male` (`DOCTOR_GENDERS` of `@aafiyat/domain`); anything else is not shown. */
  gender?: string | undefined;
  /** Degrees and fellowships, first degree first ("MBBS", "FCPS"). */
  qualifications?: readonly string[] | undefined;
  /** A short biography in the doctor's words, shown as plain text. */
  bio?: string | undefined;
  /** Where the doctor sees patients in person. */
  clinic?: DoctorProfileClinic | undefined;
}

export interface DoctorProfileProps {
  /** The doctor, in the contract's field names. */
  doctor: DoctorProfileDoctor;
  /** The doctor's photo; the name's initial shows without it or on failure. */
  imageSrc?: string | undefined;
  /**
   * The doctor's next available day, computed by the caller (`nextAvailableDate` of `@aafiyat/domain`), as on the
   * card; `null` says it is not listed.
   */
  nextAvailable?: Date | null | undefined;
  /** What a person can do next (the booking buttons), under the doctor's name and fees. */
  actions?: ReactNode;
}

/** The gender in words, or null for none the domain knows. */
function genderLabel(t: Translate, gender: string | undefined): string | null {
  if (!isDoctorGender(gender)) return null;
  const words: Record<DoctorGender, string> = {
    female: t('DoctorProfile.female'),
    male: t('DoctorProfile.male'),
  };
  return words[gender];
}

/**
 * A doctor's profile page: photo (or initial), name as the page's heading, specialty, qualifications, the
 * patients' rating, "PMDC verified" with the number, the fees and the next available day, then `actions` (booking);
 * then their details (experience, gender, languages), the biography as plain text (any markup in it shows as
 * written), and where they see patients: the clinic, its branch and address, the days and hours, and a maps link
 * that opens in a new tab when the clinic has given its place. Each part is a section named by its heading.
 */
export function DoctorProfile({ doctor, imageSrc, nextAvailable, actions }: DoctorProfileProps) {
  const ids = { name: useId(), details: useId(), about: useId(), clinic: useId() };
  const t = useMessages();
  const locale = useLocale();
  const days = workingDaysLabel(t, doctor.working_days);
  const hours = days === null ? null : timingsLabel(t, doctor.timings);
  const available = nextAvailable && !Number.isNaN(nextAvailable.getTime()) ? nextAvailable : null;
  const languages = doctor.languages ? languagesLabel(t, doctor.languages) : null;
  const qualifications =
    doctor.qualifications && doctor.qualifications.length > 0 ? joinList(t, doctor.qualifications) : null;
  const gender = genderLabel(t, doctor.gender);
  const onlineFee = doctor.is_online ? doctor.online_fee : undefined;
  const clinic = doctor.clinic;
  const map = clinic?.lat === undefined || clinic.lng === undefined ? null : mapsLink(clinic.lat, clinic.lng);
  const bio = doctor.bio?.trim();

  return (
    <article className={styles.root} aria-labelledby={ids.name}>
      <header className={styles.header}>
        <Avatar name={doctor.name} src={imageSrc} size="large" decorative />
        <div className={styles.identity}>
          <h1 id={ids.name} className={styles.name}>
            {doctor.name}
          </h1>
          <p className={styles.specialty}>{specialtyName(doctor.specialty, locale)}</p>
          {qualifications === null ? null : <p className={styles.muted}>{qualifications}</p>}
          <DoctorRating rating={doctor.rating} className={styles.rating} />
          <DoctorBadges pmdc={doctor.pmdc} isOnline={doctor.is_online} />
        </div>
      </header>

      <dl className={styles.facts}>
        <div className={styles.fact} data-detail="fee">
          <dt className={styles.term}>{t('DoctorCard.fee')}</dt>
          <dd className={`${styles.value} ${styles.fee}`}>{formatRupees(t, doctor.fee)}</dd>
        </div>
        {onlineFee === undefined ? null : (
          <div className={styles.fact} data-detail="onlineFee">
            <dt className={styles.term}>{t('DoctorCard.onlineFee')}</dt>
            <dd className={`${styles.value} ${styles.fee}`}>{formatRupees(t, onlineFee)}</dd>
          </div>
        )}
        <div className={styles.fact} data-detail="nextAvailable">
          <dt className={styles.term}>{t('DoctorCard.nextAvailable')}</dt>
          <dd className={styles.value}>
            {available ? (
              <time dateTime={isoDate(available)}>{formatDayWithWeekday(t, available)}</time>
            ) : (
              t('DoctorCard.notListed')
            )}
          </dd>
        </div>
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}

      <section className={styles.section} aria-labelledby={ids.details}>
        <h2 id={ids.details} className={styles.sectionHeading}>
          {t('DoctorProfile.details')}
        </h2>
        <dl className={styles.facts}>
          {doctor.pmdc ? (
            <div className={styles.fact} data-detail="pmdc">
              <dt className={styles.term}>{t('DoctorProfile.pmdcNumber')}</dt>
              {/* A registration number reads left to right in Urdu too. */}
              <dd className={styles.value} dir="ltr">
                {doctor.pmdc}
              </dd>
            </div>
          ) : null}
          <div className={styles.fact} data-detail="city">
            <dt className={styles.term}>{t('DoctorCard.city')}</dt>
            <dd className={styles.value}>{cityName(doctor.city, locale)}</dd>
          </div>
          <div className={styles.fact} data-detail="experience">
            <dt className={styles.term}>{t('DoctorCard.experience')}</dt>
            <dd className={styles.value}>{experienceLabel(t, doctor.experience_years)}</dd>
          </div>
          {gender === null ? null : (
            <div className={styles.fact} data-detail="gender">
              <dt className={styles.term}>{t('DoctorProfile.gender')}</dt>
              <dd className={styles.value}>{gender}</dd>
            </div>
          )}
          {languages === null ? null : (
            <div className={styles.fact} data-detail="languages">
              <dt className={styles.term}>{t('DoctorCard.languages')}</dt>
              <dd className={styles.value}>{languages}</dd>
            </div>
          )}
          {qualifications === null ? null : (
            <div className={styles.fact} data-detail="qualifications">
              <dt className={styles.term}>{t('DoctorProfile.qualifications')}</dt>
              <dd className={styles.value}>{qualifications}</dd>
            </div>
          )}
        </dl>
      </section>

      {bio ? (
        <section className={styles.section} aria-labelledby={ids.about}>
          <h2 id={ids.about} className={styles.sectionHeading}>
            {t('DoctorProfile.about', { name: doctor.name })}
          </h2>
          <p className={styles.bio}>{bio}</p>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby={ids.clinic}>
        <h2 id={ids.clinic} className={styles.sectionHeading}>
          {t('DoctorProfile.clinic', { name: doctor.name })}
        </h2>
        {clinic ? (
          <div className={styles.clinic} data-detail="clinic">
            <p className={styles.clinicName}>
              {clinic.branch_name ? `${clinic.name} · ${clinic.branch_name}` : clinic.name}
            </p>
            <p>{clinic.address}</p>
            {map === null ? null : (
              <p>
                <Link href={map} external>
                  {t('DoctorProfile.mapsLink')}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <p className={styles.muted}>
            {doctor.is_online ? t('DoctorProfile.onlineOnlyClinic') : t('DoctorProfile.noClinic')}
          </p>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact} data-detail="workingDays">
            <dt className={styles.term}>{t('DoctorCard.workingDays')}</dt>
            <dd className={styles.value}>{days ?? t('DoctorCard.notListed')}</dd>
          </div>
          {hours === null ? null : (
            <div className={styles.fact} data-detail="timings">
              <dt className={styles.term}>{t('DoctorCard.timings')}</dt>
              <dd className={styles.value}>{hours}</dd>
            </div>
          )}
        </dl>
      </section>
    </article>
  );
}

import { avatarInitial, mapsLink } from '@aafiyat/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { telHref } from '../SiteHeader/SiteHeaderLinks';
import * as styles from './LabProfile.css';
import type { LabProfileLab } from './LabProfileTypes';
import { useMessages } from '../../i18n/I18nContext';

// The logo's rendered size in CSS pixels (1.5 × the 4rem avatar size at the default font size): the image's
// width and height, so the browser reserves its box before it loads.
const LOGO_PIXELS = 96;

export interface LabProfileLogoProps {
  /** The lab's name: the source of the fallback initial. */
  name: string;
  /** The logo's address; without one, or when it fails to load, the initial shows. */
  src?: string | undefined;
}

/**
 * The lab's logo, or the first letter of its name when there is none or it fails to load, as
 * the Avatar primitive does for people. `data-state` says which is shown. Decorative: the lab's name is the
 * heading right beside it, so a screen reader would only hear the name twice.
 */
export function LabProfileLogo({ name, src }: LabProfileLogoProps) {
  // Remembers which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;

  // An image that failed before React attached its handler has no error event left to fire; a finished image
  // with no pixels has failed.
  useLayoutEffect(() => {
    const element = imageRef.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <span className={styles.logo} data-state={showImage ? 'image' : 'fallback'} aria-hidden="true">
      {showImage ? (
        <img
          ref={imageRef}
          className={styles.logoImage}
          src={src}
          alt=""
          width={LOGO_PIXELS}
          height={LOGO_PIXELS}
          decoding="async"
          onError={() => {
            setFailedSrc(src);
          }}
        />
      ) : (
        avatarInitial(name)
      )}
    </span>
  );
}

export interface LabProfileHeaderProps {
  /** The lab. */
  lab: LabProfileLab;
  /** The logo's address (the API's lab logo URL). */
  logoSrc?: string | undefined;
  /** The level of the lab's name in the page outline. */
  headingLevel: 1 | 2;
}

/** The lab's logo, name, about text, head office and phone, and a maps link to the head office. */
export function LabProfileHeader({ lab, logoSrc, headingLevel }: LabProfileHeaderProps) {
  const t = useMessages();
  const directions = mapsLink(lab.lat, lab.lng);
  return (
    <div className={styles.header}>
      <LabProfileLogo name={lab.lab_name} src={logoSrc} />
      <div className={styles.headerText}>
        <Heading level={headingLevel} size="large">
          {lab.lab_name}
        </Heading>
        {lab.about.trim() === '' ? null : <Text tone="muted">{lab.about}</Text>}
        <dl className={styles.details}>
          <dt className={styles.term}>{t('LabProfile.headOffice')}</dt>
          <dd className={styles.definition}>{lab.address}</dd>
          <dt className={styles.term}>{t('DoctorCard.city')}</dt>
          <dd className={styles.definition}>{lab.city}</dd>
          <dt className={styles.term}>{t('LabProfile.phone')}</dt>
          <dd className={styles.definition}>
            <Link href={telHref(lab.phone)}>
              <span className={styles.phoneNumber}>{lab.phone}</span>
            </Link>
          </dd>
        </dl>
        {directions === null ? null : (
          <Text>
            <Link href={directions} external>
              {t('LabProfile.openInMaps')}
            </Link>
          </Text>
        )}
      </div>
    </div>
  );
}

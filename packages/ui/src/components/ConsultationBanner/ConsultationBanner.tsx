import { useId } from 'react';
import { Container } from '../../layout/Container';
import { ButtonLink } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './ConsultationBanner.css';
import { useMessages } from '../../i18n/I18nContext';

export interface ConsultationBannerProps {
  /** The banner's heading. */
  heading: string;
  /** A sentence under the heading. */
  description?: string | undefined;
  /** Where Online Consultation goes (the site passes `/doctors/search?is_online=true`). */
  onlineHref: string;
  /** Where In-Clinic Appointment goes (the site passes `/doctors/search`). */
  inClinicHref: string;
  /** The label of the online button. */
  onlineLabel?: string;
  /** The label of the in-clinic button. */
  inClinicLabel?: string;
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The band offering Online Consultation and In-Clinic Appointment (on `/` and
 * `/patient/profile`). Both are links: they go to the doctor search.
 */
export function ConsultationBanner({
  heading,
  description,
  onlineHref,
  inClinicHref,
  onlineLabel,
  inClinicLabel,
  headingLevel = 2,
  data,
}: ConsultationBannerProps) {
  const t = useMessages();
  const headingId = useId();
  const HeadingElement = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <HeadingElement className={styles.heading} id={headingId}>
              {heading}
            </HeadingElement>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          <div className={styles.actions}>
            <ButtonLink href={onlineHref} icon="video" size="large" fullWidth>
              {onlineLabel ?? t('ConsultationBanner.online')}
            </ButtonLink>
            <ButtonLink href={inClinicHref} icon="calendar" variant="outline" size="large" fullWidth>
              {inClinicLabel ?? t('ConsultationBanner.inClinic')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

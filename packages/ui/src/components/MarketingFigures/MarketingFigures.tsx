import { useId } from 'react';
import {
  CLAIMED_CLINIC_DEPLOYMENTS,
  CLAIMED_PATIENTS_SERVED,
  CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS,
  formatWholeNumber,
} from '@aafiyat/domain';
import { Container } from '../../layout/Container';
import { Heading } from '../../primitives/Heading';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './MarketingFigures.css';
import { useMessages } from '../../i18n/I18nContext';
import type { Translate } from '../../i18n/translator';

/** One claim: a number shown with a "+" (the spec says "over") and what it counts. */
export interface MarketingFigure {
  /** The number, e.g. 1100. */
  value: number;
  /** What it counts, e.g. "Clinic deployments". */
  label: string;
}

/** The spec's three claims, numbers from the domain, named in the translator's language. */
export function defaultMarketingFigures(t: Translate): readonly MarketingFigure[] {
  return [
    { value: CLAIMED_CLINIC_DEPLOYMENTS, label: t('MarketingFigures.clinics') },
    { value: CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS, label: t('MarketingFigures.pharmaciesAndHospitals') },
    { value: CLAIMED_PATIENTS_SERVED, label: t('MarketingFigures.patients') },
  ];
}

/** A claim as shown: 1100 → "1,100+" (grouped like prices, the same digits on every device). */
export function formatClaim(value: number): string {
  return `${formatWholeNumber(value)}+`;
}

export interface MarketingFiguresProps {
  /** A heading over the figures; left out, the list is labelled "Aafiyat in numbers" for screen readers. */
  heading?: string | undefined;
  /** The figures; the spec's three claims by default. */
  figures?: readonly MarketingFigure[];
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** The marketing claims (over 1,100 clinics, over 5,000 pharmacies and hospitals, 300,000+ patients) as a list. */
export function MarketingFigures({ heading, figures, headingLevel = 2, data }: MarketingFiguresProps) {
  const t = useMessages();
  const headingId = useId();
  return (
    <section
      className={styles.root}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('MarketingFigures.label') })}
      {...dataAttributes(data)}
    >
      <Container>
        {heading ? (
          <div className={styles.heading}>
            <Heading level={headingLevel} size="large" align="center" id={headingId}>
              {heading}
            </Heading>
          </div>
        ) : null}
        <dl className={styles.list}>
          {(figures ?? defaultMarketingFigures(t)).map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.term}>{figure.label}</dt>
              <dd className={styles.value}>{formatClaim(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

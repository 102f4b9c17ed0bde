import { useId } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './FeatureCards.css';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey } from '../../i18n/translator';

/** The three features of the home page, in order. */
export const featureCardIds = ['appointmentManagement', 'ipdManagement', 'workflowMonitoring'] as const;
/** One of {@link featureCardIds}. */
export type FeatureCardId = (typeof featureCardIds)[number];

// Titles are the spec's words; the descriptions are the site's copy.
const features: Record<FeatureCardId, { title: MessageKey; icon: IconName }> = {
  appointmentManagement: { title: 'FeatureCards.appointmentManagement', icon: 'calendar' },
  ipdManagement: { title: 'FeatureCards.ipdManagement', icon: 'file' },
  workflowMonitoring: { title: 'FeatureCards.workflowMonitoring', icon: 'eye' },
};

export interface FeatureCardsProps {
  /** The section's heading. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string | undefined;
  /** What each feature does, one or two sentences each. */
  descriptions: Record<FeatureCardId, string>;
  /** Heading level of the section; each card's title is one level below. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** Cards for Appointment Management, IPD Management and Workflow Monitoring. */
export function FeatureCards({ heading, intro, descriptions, headingLevel = 2, data }: FeatureCardsProps) {
  const t = useMessages();
  const headingId = useId();
  const cardLevel = headingLevel === 2 ? 3 : 4;
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <Container>
        <div className={styles.header}>
          <Heading level={headingLevel} size="large" id={headingId}>
            {heading}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
        </div>
        <ul className={styles.list}>
          {featureCardIds.map((id) => (
            <li key={id} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={features[id].icon} size="large" />
              </span>
              <Heading level={cardLevel} size="small">
                {t(features[id].title)}
              </Heading>
              <Text tone="muted">{descriptions[id]}</Text>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

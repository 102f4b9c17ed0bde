import { useId } from 'react';
import { Icon } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './DataSecuritySection.css';

/** One promise of the privacy pitch. */
export interface DataSecurityPoint {
  /** A short statement ("Your data is yours"). */
  title: string;
  /** What it means in practice. */
  text: string;
}

export interface DataSecuritySectionProps {
  /** The section's heading. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string | undefined;
  /**
   * The promises: the spec's pitch is that customers own their data, the provider cannot view it, and no
   * third parties handle it.
   */
  points: readonly DataSecurityPoint[];
  /** Heading level of the section; each point's title is one level below. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** The data-privacy pitch of the home page, beside a drawn shield. */
export function DataSecuritySection({
  heading,
  intro,
  points,
  headingLevel = 2,
  data,
}: DataSecuritySectionProps) {
  const headingId = useId();
  const pointLevel = headingLevel === 2 ? 3 : 4;
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.emblem}>
            <svg
              className={styles.emblemDrawing}
              viewBox="0 0 120 140"
              width="120"
              height="140"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M60 8 108 26v38c0 34-22 58-48 68C34 122 12 98 12 64V26z" />
              <path d="M40 68h40v30H40zM48 68V56a12 12 0 0 1 24 0v12" fill="none" />
            </svg>
          </div>
          <div className={styles.copy}>
            <Heading level={headingLevel} size="large" id={headingId}>
              {heading}
            </Heading>
            {intro ? <Text tone="muted">{intro}</Text> : null}
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point.title} className={styles.point}>
                  <span className={styles.pointIcon}>
                    <Icon name="shield" />
                  </span>
                  {/* A block: a heading and a paragraph are not allowed inside a <span>. */}
                  <div className={styles.pointText}>
                    <Heading level={pointLevel} size="small">
                      {point.title}
                    </Heading>
                    <Text tone="muted">{point.text}</Text>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

import { useId } from 'react';
import { PRICING_TEASER_CARDS, type PricingCard as PricingCardData } from '@aafiyat/domain';
import { Container } from '../../layout/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { dataAttributes } from '../../primitives/Button/Button';
import { PricingCard, type PricingCardProps } from '../PricingCard';
import * as styles from './PricingTeaser.css';

export interface PricingTeaserProps {
  /** The section's heading. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string | undefined;
  /** The cards; the spec's teaser (Clinic, Hospital, Pharmacy) from the domain by default. */
  cards?: readonly PricingCardData[];
  /** The note that all prices are billed monthly. */
  billingNote?: string;
  /** The label of the button on cards that have one (`is_btn`; in the spec only Hospital). */
  actionLabel?: string;
  /** Where that button goes. Give this or `onAction`. */
  actionHref?: string | undefined;
  /** What that button does, with the card's package name. Give this or `actionHref`. */
  onAction?: PricingCardProps['onAction'];
  /** Heading level of the section; card titles are one level below. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** The home page's pricing teaser: three cards, billed monthly; only the cards that ask for one show a button. */
export function PricingTeaser({
  heading,
  intro,
  cards = PRICING_TEASER_CARDS,
  billingNote = 'Billed monthly',
  actionLabel,
  actionHref,
  onAction,
  headingLevel = 2,
  data,
}: PricingTeaserProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <Container>
        <div className={styles.header}>
          <Heading level={headingLevel} size="large" align="center" id={headingId}>
            {heading}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
          <span className={styles.billing}>{billingNote}</span>
        </div>
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.package_name}>
              <PricingCard
                card={card}
                headingLevel={headingLevel === 2 ? 3 : 4}
                actionHref={actionHref}
                onAction={onAction}
                {...(actionLabel === undefined ? {} : { actionLabel })}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

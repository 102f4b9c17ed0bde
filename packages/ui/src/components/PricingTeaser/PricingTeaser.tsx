import { useId } from 'react';
import { PRICING_TEASER_CARDS, type PricingCard as PricingCardData } from '@aafiyat/domain';
import { Container } from '../../layout/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { dataAttributes } from '../../primitives/Button/Button';
import { PricingCard, type PricingCardAction } from '../PricingCard';
import * as styles from './PricingTeaser.css';
import { useMessages } from '../../i18n/I18nContext';

export interface PricingTeaserProps {
  /** The section's heading. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string | undefined;
  /** The cards; the spec's teaser (Clinic, Hospital, Pharmacy) from the domain by default. */
  cards?: readonly PricingCardData[];
  /** The note that all prices are billed monthly. */
  billingNote?: string;
  /**
   * Each card's action (every card has one): the card's own sign-up is the prominent button on a card whose
   * `is_btn` is true (in the spec only Hospital), the others are quieter (see the product's packages).
   */
  actionFor: (card: PricingCardData) => PricingCardAction;
  /** Heading level of the section; card titles are one level below. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** The home page's pricing teaser: three cards, billed monthly, each with its action; `is_btn` makes it prominent. */
export function PricingTeaser({
  heading,
  intro,
  cards = PRICING_TEASER_CARDS,
  billingNote,
  actionFor,
  headingLevel = 2,
  data,
}: PricingTeaserProps) {
  const t = useMessages();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <Container>
        <div className={styles.header}>
          <Heading level={headingLevel} size="large" align="center" id={headingId}>
            {heading}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
          <span className={styles.billing}>{billingNote ?? t('PricingTeaser.billedMonthly')}</span>
        </div>
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.package_name}>
              <PricingCard card={card} headingLevel={headingLevel === 2 ? 3 : 4} action={actionFor(card)} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

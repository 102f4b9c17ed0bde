import { useId } from 'react';
import {
  formatPKR,
  netPrice,
  type BillingPeriod,
  type PricingCard as PricingCardData,
} from '@aafiyat/domain';
import { Icon } from '../../icons/icons';
import { Button, ButtonLink } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './PricingCard.css';

/** How each billing period is said under the price. */
export const billingPeriodLabels: Record<BillingPeriod, string> = { monthly: 'billed monthly' };

export interface PricingCardProps {
  /** The card, in the spec's fields (package_name, title, package_amount, package_discount, …). */
  card: PricingCardData;
  /** The button's label; shown only when the card's `is_btn` is true. */
  actionLabel?: string;
  /** Where the button goes (a link). Give this or `onAction`. */
  actionHref?: string | undefined;
  /** What the button does (an action), with the card's package name. Give this or `actionHref`. */
  onAction?: ((selection: { packageName: string }) => void) | undefined;
  /** Heading level of the card's title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A price card: the price after discount in rupees, the was-price struck through with the saving said in
 * words, the billing period, the feature lines, and a button only when the card asks for one (`is_btn`).
 */
export function PricingCard({
  card,
  actionLabel = 'Get started',
  actionHref,
  onAction,
  headingLevel = 3,
  data,
}: PricingCardProps) {
  const titleId = useId();
  const Title = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const price = netPrice(card.package_amount, card.package_discount);
  const saving = card.package_amount - price;
  return (
    <article
      className={styles.root}
      aria-labelledby={titleId}
      data-featured={card.is_btn}
      {...dataAttributes(data)}
    >
      <span className={styles.packageName}>{card.package_name}</span>
      <Title className={styles.title} id={titleId}>
        {card.title}
      </Title>
      <div className={styles.price}>
        <p>
          <span className={styles.amount}>{formatPKR(price)}</span>
        </p>
        {saving > 0 ? (
          <p className={styles.discount}>
            {/* A struck-through price says nothing to a screen reader: name both prices in words. */}
            <span className={styles.wasPrice}>
              <VisuallyHidden>Regular price </VisuallyHidden>
              <s>{formatPKR(card.package_amount)}</s>
            </span>
            <span className={styles.saving}>Save {formatPKR(saving)}</span>
          </p>
        ) : null}
        <p className={styles.billing}>{billingPeriodLabels[card.package_duration]}</p>
      </div>
      <ul className={styles.features} aria-label={`${card.package_name} features`}>
        {card.all_sub.map((line) => (
          <li key={line.id} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon name="check" />
            </span>
            {line.description}
          </li>
        ))}
      </ul>
      {card.is_btn ? (
        <PricingCardAction
          card={card}
          label={actionLabel}
          href={actionHref}
          onAction={onAction}
          describedBy={titleId}
        />
      ) : null}
    </article>
  );
}

interface PricingCardActionProps {
  card: PricingCardData;
  label: string;
  href: string | undefined;
  onAction: PricingCardProps['onAction'];
  describedBy: string;
}

function PricingCardAction({ card, label, href, onAction, describedBy }: PricingCardActionProps) {
  if (href !== undefined) {
    return (
      <ButtonLink href={href} size="large" fullWidth>
        {label}
      </ButtonLink>
    );
  }
  if (onAction === undefined) return null;
  return (
    <Button
      size="large"
      fullWidth
      aria-describedby={describedBy}
      onClick={() => {
        onAction({ packageName: card.package_name });
      }}
    >
      {label}
    </Button>
  );
}

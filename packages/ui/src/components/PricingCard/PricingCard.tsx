import { useId } from 'react';
import {
  netPrice,
  type BillingPeriod,
  type PricingCard as PricingCardData,
  type TierFeatureSummary,
} from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { formatRupees } from '../../i18n/format';
import type { MessageKey } from '../../i18n/translator';
import { Icon } from '../../icons/icons';
import { Button, ButtonLink } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './PricingCard.css';

/** The message that says each billing period under the price ("billed monthly"). */
const billingPeriodKeys: Readonly<Record<BillingPeriod, MessageKey>> = {
  monthly: 'PricingCard.billedMonthly',
};

/** What a card's button does: go to a page, or run an action with the card's package name. */
export type PricingCardAction =
  | {
      /** The button's words ("Sign up", "Request a demo"). */
      readonly label: string;
      /** Where it goes. */
      readonly href: string;
    }
  | {
      /** The button's words ("Sign up", "Request a demo"). */
      readonly label: string;
      /** What it does, with the card's package name. */
      readonly onSelect: (selection: { packageName: string }) => void;
    };

export interface PricingCardProps {
  /** The card, in the spec's fields (package_name, title, package_amount, package_discount, …). */
  card: PricingCardData;
  /**
   * The card's action: every card has one. It is the prominent button when the card's `is_btn` is true (the
   * card's own sign-up) and a quieter outline one otherwise (ask for a quote, see the packages).
   */
  action: PricingCardAction;
  /**
   * Where the card stands in its product's tiers (the domain's `tierFeatureSummaries`): a higher tier lists
   * "Everything in Basic, plus:" and then only what it adds. Without it the card lists all its lines.
   */
  tier?: TierFeatureSummary | undefined;
  /** The line that opens a higher tier's features, given the tier below's name. */
  includesLabel?: (planName: string) => string;
  /** Heading level of the card's title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A price card: the price after discount in rupees, the was-price struck through with the saving said in
 * words, the billing period, the feature lines (a higher tier's as "Everything in Basic, plus:" and what it
 * adds), and the card's action, prominent when the card asks for it (`is_btn`).
 */
export function PricingCard({ card, action, tier, includesLabel, headingLevel = 3, data }: PricingCardProps) {
  const t = useMessages();
  const titleId = useId();
  const Title = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const price = netPrice(card.package_amount, card.package_discount);
  const saving = card.package_amount - price;
  const includes = tier?.includes ?? null;
  const lines = tier?.adds ?? card.all_sub;
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
          <span className={styles.amount}>{formatRupees(t, price)}</span>
        </p>
        {saving > 0 ? (
          <p className={styles.discount}>
            {/* A struck-through price says nothing to a screen reader: name both prices in words. */}
            <span className={styles.wasPrice}>
              <VisuallyHidden>{`${t('PricingCard.regularPrice')} `}</VisuallyHidden>
              <s>{formatRupees(t, card.package_amount)}</s>
            </span>
            <span className={styles.saving}>
              {t('PricingCard.save', { amount: formatRupees(t, saving) })}
            </span>
          </p>
        ) : null}
        <p className={styles.billing}>{t(billingPeriodKeys[card.package_duration])}</p>
      </div>
      <div className={styles.featureBlock}>
        {includes === null ? null : (
          <p className={styles.includes}>
            {includesLabel ? includesLabel(includes) : t('PricingCard.includes', { plan: includes })}
          </p>
        )}
        <ul className={styles.features} aria-label={t('PricingCard.features', { plan: card.package_name })}>
          {lines.map((line) => (
            <li key={line.id} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon name="check" />
              </span>
              {line.description}
            </li>
          ))}
        </ul>
      </div>
      <PricingCardButton card={card} action={action} describedBy={titleId} />
    </article>
  );
}

interface PricingCardButtonProps {
  card: PricingCardData;
  action: PricingCardAction;
  describedBy: string;
}

function PricingCardButton({ card, action, describedBy }: PricingCardButtonProps) {
  const variant = card.is_btn ? 'solid' : 'outline';
  if ('href' in action) {
    return (
      <ButtonLink href={action.href} variant={variant} size="large" fullWidth aria-describedby={describedBy}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      size="large"
      fullWidth
      aria-describedby={describedBy}
      onClick={() => {
        action.onSelect({ packageName: card.package_name });
      }}
    >
      {action.label}
    </Button>
  );
}

import { useId } from 'react';
import {
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_STANDARD_PLAN,
  tierFeatureLists,
  type SubscriptionPlan,
} from '@aafiyat/domain';
import { Icon } from '../../icons/icons';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dataAttributes } from '../../primitives/Button/Button';
import { planComparisonRows, type PlanComparisonCell } from './PlanComparisonRows';
import * as styles from './PlanComparison.css';
import { useMessages } from '../../i18n/I18nContext';

/** The clinic ladder (Basic, Standard, Premium, Custom), the default columns. */
export const clinicPlanLadder: readonly SubscriptionPlan[] = [
  CLINIC_BASIC_PLAN,
  CLINIC_STANDARD_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_CUSTOM_PLAN,
];

export interface PlanComparisonProps {
  /** The table's caption, which also names its scrolling region ("Compare clinic plans"). */
  caption: string;
  /** The plans, one column each, in order; the clinic ladder by default. */
  plans?: readonly SubscriptionPlan[];
  /**
   * Whether the plans are tiers of one product, cheapest first, each including everything in the one before (the
   * clinic ladder): a lower tier's features then show as included in the higher ones, as the cards say
   * "Everything in Basic, plus". Turn off for plans of different products side by side.
   */
  tiered?: boolean;
  /** The header of the feature column. */
  featureHeader?: string;
  /** Read for a tick: the plan lists the feature. */
  includedLabel?: string;
  /** Read for a dash: the plan's list does not mention the feature. */
  notListedLabel?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * Plans side by side in a real table: a row per feature, a column per plan, with a caption. Tiers of one product
 * show each tier with everything below it. On narrow screens it scrolls sideways inside a focusable, labelled region while the feature names stay in view.
 */
export function PlanComparison({
  caption,
  plans = clinicPlanLadder,
  tiered = true,
  featureHeader,
  includedLabel,
  notListedLabel,
  data,
}: PlanComparisonProps) {
  const t = useMessages();
  const titleId = useId();
  const rows = planComparisonRows(tiered ? wholeTiers(plans) : plans);
  return (
    <div className={styles.root} {...dataAttributes(data)}>
      {/* Shown outside the scrolling table so it stays in view; the table keeps its caption for its own name. */}
      <p className={styles.title} id={titleId} aria-hidden="true">
        {caption}
      </p>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), so it takes focus and a name. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region scrolls; focus lets keyboard users scroll it */}
      <div className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                {featureHeader ?? t('PlanComparison.feature')}
              </th>
              {plans.map((plan) => (
                <th
                  key={`${String(plan.facility)}-${String(plan.tier)}`}
                  scope="col"
                  className={styles.columnHeader}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={styles.rowHeader}>
                  {row.feature}
                </th>
                {row.cells.map((cell, column) => (
                  <td key={String(column)} className={styles.cell}>
                    <PlanComparisonCellContent
                      cell={cell}
                      included={includedLabel ?? t('PlanComparison.included')}
                      notListed={notListedLabel ?? t('DoctorCard.notListed')}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Each tier with everything it includes, so the table and the cards agree. */
function wholeTiers(plans: readonly SubscriptionPlan[]): readonly SubscriptionPlan[] {
  const lists = tierFeatureLists(plans);
  return plans.map((plan, index) => ({ ...plan, features: lists[index] ?? plan.features }));
}

function PlanComparisonCellContent({
  cell,
  included,
  notListed,
}: {
  cell: PlanComparisonCell;
  included: string;
  notListed: string;
}) {
  switch (cell.kind) {
    case 'amount':
      return cell.value;
    case 'included':
      return (
        <span className={styles.included}>
          <Icon name="check" />
          <VisuallyHidden>{included}</VisuallyHidden>
        </span>
      );
    case 'notListed':
      return (
        <span className={styles.notListed}>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{notListed}</VisuallyHidden>
        </span>
      );
  }
}

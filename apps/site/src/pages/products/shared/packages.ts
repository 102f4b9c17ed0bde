// The product pages' packages: first from @aafiyat/domain (so the prerendered page has prices with JavaScript
// off), then from the API on the client. Both end as the domain's PricingCard, which ui's PricingCard draws.
import type { Schema } from '@aafiyat/api';
import {
  FacilityType,
  PRICING_TEASER_CARDS,
  PackageTier,
  type BillingPeriod,
  type PricingCard,
  type SubscriptionPlan,
} from '@aafiyat/domain';
import { useEffect, useState } from 'react';

type PricingPackage = Schema<'PricingPackage'>;

// The teaser cards are the only prices the domain holds: one per facility kind, for its entry plan. They are
// found by package name, as the server's seed and the API mocks find them.
const TEASER_NAMES: Record<FacilityType, string> = {
  [FacilityType.CLINIC]: 'Clinic',
  [FacilityType.HOSPITAL]: 'Hospital',
  [FacilityType.PHARMACY]: 'Pharmacy',
};

// The contract counts the billing period in months; the domain names the periods it knows.
const PERIOD_BY_MONTHS: ReadonlyMap<number, BillingPeriod> = new Map([[1, 'monthly']]);

/**
 * A plan as a card at the price the domain gives it, mapped as the server seeds its packages: the plan's name
 * and features, the teaser's amount and discount, billed monthly, with a sign-up button. The domain prices only
 * each facility's entry (BASIC) plan, so any other plan gives `null` and the API supplies its card.
 */
export function pricedPlanCard(plan: SubscriptionPlan, title: string): PricingCard | null {
  if (plan.tier !== PackageTier.BASIC) return null;
  const teaser = PRICING_TEASER_CARDS.find((card) => card.package_name === TEASER_NAMES[plan.facility]);
  if (!teaser) return null;
  return {
    package_name: plan.name,
    title,
    package_amount: teaser.package_amount,
    package_discount: teaser.package_discount,
    package_duration: teaser.package_duration,
    is_btn: true,
    all_sub: plan.features,
  };
}

/** A package from the API as a card; `null` for a billing period the domain cannot name. */
export function cardFromPackage(pricingPackage: PricingPackage): PricingCard | null {
  const period = PERIOD_BY_MONTHS.get(pricingPackage.package_duration);
  if (period === undefined) return null;
  return {
    package_name: pricingPackage.package_name,
    title: pricingPackage.title,
    package_amount: pricingPackage.package_amount,
    package_discount: pricingPackage.package_discount,
    package_duration: period,
    is_btn: pricingPackage.is_btn,
    all_sub: pricingPackage.all_sub,
  };
}

/** What {@link usePackageCards} gives: the cards to show, and whether the refresh failed. */
export interface PackageCards {
  cards: readonly PricingCard[];
  /** The API could not be read: the cards are the prerendered ones. */
  stale: boolean;
}

/**
 * The cards to show: the prerendered ones at first (so the page hydrates with the HTML it was built with),
 * replaced by the API's packages once they arrive. A failed or empty answer keeps the prerendered cards, so the
 * section is never empty. `load` should be defined at module level, so it is the same on every render.
 */
export function usePackageCards(
  initial: readonly PricingCard[],
  load: (signal: AbortSignal) => Promise<{ data: readonly PricingPackage[] }>,
): PackageCards {
  const [state, setState] = useState<PackageCards>({ cards: initial, stale: false });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      ({ data }) => {
        const cards = data.map(cardFromPackage).filter((card) => card !== null);
        if (!controller.signal.aborted && cards.length > 0) setState({ cards, stale: false });
      },
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, stale: true }));
      },
    );
    return () => {
      controller.abort();
    };
  }, [load]);

  return state;
}

/** "A", "A and B", "A, B and C": names in a sentence, the same on the server and in every browser. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.slice(-1).join('')}`;
}

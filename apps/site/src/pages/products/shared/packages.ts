// The product pages' packages: first at @aafiyat/domain's list prices (so the prerendered page has every price
// with JavaScript off), then from the API on the client (usePackageCards.ts). Both end as the domain's
// PricingCard, which ui's PricingCard draws.
import type { Schema } from '@aafiyat/api';
import {
  PLAN_PRICES,
  planPriceCard,
  planPricesFor,
  type BillingPeriod,
  type FacilityType,
  type PricingCard,
  type SubscriptionPlan,
} from '@aafiyat/domain';

type PricingPackage = Schema<'PricingPackage'>;

// The contract counts the billing period in months; the domain names the periods it knows.
const PERIOD_BY_MONTHS: ReadonlyMap<number, BillingPeriod> = new Map([[1, 'monthly']]);

/**
 * A facility's packages at the domain's list prices, cheapest first: the cards its product page is built with.
 * The server seeds its packages from the same prices, so when the API answers, the cards stay as they are.
 */
export function listPriceCards(facility: FacilityType): readonly PricingCard[] {
  return planPricesFor(facility).map((price) => planPriceCard(price));
}

/**
 * A plan as a card at its list price, under the page's own heading (the domain's when left out); `null` for a plan
 * with no list price.
 */
export function pricedPlanCard(plan: SubscriptionPlan, title?: string): PricingCard | null {
  const price = PLAN_PRICES.find((candidate) => candidate.plan === plan);
  return price ? planPriceCard(price, title) : null;
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

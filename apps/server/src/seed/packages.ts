import {
  BILLING_PERIODS,
  PLAN_PRICES,
  type BillingPeriod,
  type FacilityType,
  type PackageTier,
} from '@aafiyat/domain';
import type { Database } from '../db/client';
import { packages } from '../db/schema';

// The contract counts the billing period in months.
const MONTHS: Record<BillingPeriod, number> = { monthly: 1 };

/**
 * Inserts the packages, one per plan at the domain's list price (ADR 0004), so the product pages' built-in cards
 * are what the API answers; returns their ids keyed `facility:tier`.
 */
export async function seedPackages(db: Database): Promise<Map<string, number>> {
  const period: BillingPeriod = BILLING_PERIODS[0];
  const rows = await db
    .insert(packages)
    .values(
      PLAN_PRICES.map((price, index) => ({
        facilityType: price.plan.facility,
        tier: price.plan.tier,
        packageName: price.plan.name,
        title: price.title,
        amount: price.amount,
        discount: price.discount,
        durationMonths: MONTHS[period],
        isButton: price.button,
        features: price.plan.features.map(({ id, description }) => ({ id, description })),
        sortOrder: index,
      })),
    )
    .returning({ id: packages.id, facility: packages.facilityType, tier: packages.tier });
  return new Map(rows.map((row) => [`${String(row.facility)}:${String(row.tier)}`, row.id]));
}

/** The id of the package of a facility type and tier, or null when there is none. */
export type PackageIdOf = (facility: FacilityType, tier: PackageTier) => number | null;

/** Reads the ids {@link seedPackages} returns by facility type and tier. */
export function packageIdLookup(ids: ReadonlyMap<string, number>): PackageIdOf {
  return (facility, tier) => ids.get(`${String(facility)}:${String(tier)}`) ?? null;
}

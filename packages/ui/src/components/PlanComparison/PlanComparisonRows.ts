import { countedFeature, type SubscriptionPlan } from '@aafiyat/domain';

/** What one plan's cell says for a feature. */
export type PlanComparisonCell =
  { kind: 'included' } | { kind: 'amount'; value: string } | { kind: 'notListed' };

/** One row of the comparison: a feature and each plan's cell, in plan order. */
export interface PlanComparisonRow {
  /** The feature, as the row header ("Doctors", "Video Consultation"). */
  feature: string;
  /** One cell per plan. */
  cells: readonly PlanComparisonCell[];
}

/**
 * Lays plans' feature lists side by side. Counted lines ("Register 1 Doctors", "5+ Attachments") share a row
 * per thing counted, with the count in the cell; other lines are a row each, marked included. Rows keep the
 * order in which they first appear. A plan whose list does not mention a row gets `notListed`. Give tiers their
 * whole lists (the domain's `tierFeatureLists`) so a lower tier's features show as included in the higher ones.
 */
export function planComparisonRows(plans: readonly SubscriptionPlan[]): readonly PlanComparisonRow[] {
  const rows = new Map<string, PlanComparisonCell[]>();
  plans.forEach((plan, column) => {
    for (const line of plan.features) {
      // A count becomes the cell and the thing counted the row, so plans line up on one row per thing.
      const counted = countedFeature(line.description);
      const feature = counted?.thing ?? line.description.trim();
      const cell: PlanComparisonCell = counted
        ? { kind: 'amount', value: counted.amount }
        : { kind: 'included' };
      let cells = rows.get(feature);
      if (!cells) {
        cells = plans.map((): PlanComparisonCell => ({ kind: 'notListed' }));
        rows.set(feature, cells);
      }
      cells[column] = cell;
    }
  });
  return [...rows].map(([feature, cells]) => ({ feature, cells }));
}

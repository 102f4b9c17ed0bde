import type { SubscriptionPlan } from '@aafiyat/domain';

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

// "Register 3 Doctors", "10+ Staff Members": a count of something. The count becomes the cell and the thing
// the row, so plans line up on one row per thing instead of one row per sentence.
const COUNTED = /^(?:Register\s+)?(\d+\+?)\s+(.+)$/;

/**
 * Lays plans' feature lists side by side. Counted lines ("Register 1 Doctors", "5+ Attachments") share a row
 * per thing counted, with the count in the cell; other lines are a row each, marked included. Rows keep the
 * order in which they first appear. A plan whose list does not mention a row gets `notListed`: the spec does
 * not say whether higher tiers include the lower tiers' features, so the table does not claim it.
 */
export function planComparisonRows(plans: readonly SubscriptionPlan[]): readonly PlanComparisonRow[] {
  const rows = new Map<string, PlanComparisonCell[]>();
  plans.forEach((plan, column) => {
    for (const line of plan.features) {
      const counted = COUNTED.exec(line.description.trim());
      const feature = counted?.[2] ?? line.description.trim();
      const cell: PlanComparisonCell = counted?.[1]
        ? { kind: 'amount', value: counted[1] }
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

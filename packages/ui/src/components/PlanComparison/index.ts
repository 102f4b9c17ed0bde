export { PlanComparison, clinicPlanLadder } from './PlanComparison';
export type { PlanComparisonProps } from './PlanComparison';
export { planComparisonRows } from './PlanComparisonRows';
export type { PlanComparisonCell, PlanComparisonRow } from './PlanComparisonRows';

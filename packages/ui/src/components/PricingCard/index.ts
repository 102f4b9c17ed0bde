export { PricingCard, billingPeriodLabels } from './PricingCard';
export type { PricingCardProps } from './PricingCard';

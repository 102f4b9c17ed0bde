export { PricingCard, billingPeriodLabels } from './PricingCard';
export type { PricingCardAction, PricingCardProps } from './PricingCard';

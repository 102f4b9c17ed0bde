export { PricingCard } from './PricingCard';
export type { PricingCardAction, PricingCardProps } from './PricingCard';

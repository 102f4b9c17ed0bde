export { PricingTeaser } from './PricingTeaser';
export type { PricingTeaserProps } from './PricingTeaser';

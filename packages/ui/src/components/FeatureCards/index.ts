export { FeatureCards, featureCardIds } from './FeatureCards';
export type { FeatureCardId, FeatureCardsProps } from './FeatureCards';

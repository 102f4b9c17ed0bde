export { MarketingFigures, defaultMarketingFigures, formatClaim } from './MarketingFigures';
export type { MarketingFigure, MarketingFiguresProps } from './MarketingFigures';

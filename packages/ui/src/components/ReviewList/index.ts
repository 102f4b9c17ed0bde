export { ReviewList, reviewListHeadingLevels } from './ReviewList';
export type { ReviewItem, ReviewListProps } from './ReviewList';

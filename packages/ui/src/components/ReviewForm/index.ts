export { ReviewForm } from './ReviewForm';
export type { ReviewFormProps } from './ReviewForm';
export type { ReviewFormReview } from './reviewFormCheck';

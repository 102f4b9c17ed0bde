export { RatingInput } from './RatingInput';
export type { RatingInputProps } from './RatingInput';

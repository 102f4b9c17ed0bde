export { BlogCard, formatPostDate, readingTimeLabel } from './BlogCard';
export type { BlogCardProps } from './BlogCard';

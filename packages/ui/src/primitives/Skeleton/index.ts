export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps } from './Skeleton';

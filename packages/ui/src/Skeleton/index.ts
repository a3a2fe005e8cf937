export { Skeleton, type SkeletonProps } from './Skeleton.js';
export type { SkeletonShape } from './Skeleton.css.js';

export { StatusBadge, type StatusBadgeProps } from './StatusBadge.js';
export type { OrderStatus, ProductStatus, Status } from './statuses.js';

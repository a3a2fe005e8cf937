export { StatusBadge, type StatusBadgeProps } from './StatusBadge.js';
export type {
  OrderStatus,
  ProductStatus,
  Status,
  TicketStatus,
  WithdrawalStatus,
} from './statuses.js';

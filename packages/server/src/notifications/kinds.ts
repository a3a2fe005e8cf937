import type { NotificationKind, NotificationParamsByKind } from '@plaza/api';

/**
 * Where each kind of notification leads: an app path built from its params. A new kind is a line
 * here and its params in the contract (packages/api, schemas/notifications.ts); the app words it
 * from its message catalogue.
 */
export const notificationLinks: {
  [Kind in NotificationKind]: (params: NotificationParamsByKind[Kind]) => string;
} = {
  sale_made: () => '/sales',
  purchase_paid: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_sent: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_refused: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_expired: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_payment_refunded: ({ purchase_id }) => `/purchases/${purchase_id}`,
  product_approved: ({ product_id }) => `/product/${product_id}`,
  product_suspended: ({ product_id }) => `/products/edit/${product_id}`,
  question_asked: ({ product_id }) => `/product/${product_id}#questions`,
  question_answered: ({ product_id }) => `/product/${product_id}#questions`,
  review_received: () => '/sales',
  commission_earned: () => '/dashboard',
  withdrawal_paid: () => '/dashboard',
  withdrawal_rejected: () => '/dashboard',
  ticket_answered: () => '/support',
};

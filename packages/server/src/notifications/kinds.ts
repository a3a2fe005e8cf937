import {
  NOTIFICATION_PARAMS,
  type NotificationKind,
  type NotificationParamsByKind,
} from '@plaza/api';
import { validate, type Struct } from 'superstruct';

/**
 * Where each kind of notification leads: an app path built from its params. A new kind is a line
 * here and its params in the contract (packages/api, schemas/notifications.ts); the app words it
 * from its message catalogue.
 */
export const notificationLinks: {
  [Kind in NotificationKind]: (params: NotificationParamsByKind[Kind]) => string;
} = {
  sale_made: ({ sale_id }) => `/sales/${sale_id}`,
  purchase_paid: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_sent: ({ purchase_id }) => `/purchases/${purchase_id}`,
  purchase_received_automatically: ({ purchase_id }) => `/purchases/${purchase_id}`,
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
  // The buyer's side; the seller's notification is written with its own link (messages/send.ts).
  message_received: ({ purchase_id }) => `/purchases/${purchase_id}`,
  // A claim's page is the same for its buyer and its seller; administrators are sent to their
  // queue instead (claims/claim-notifications.ts).
  claim_opened: ({ claim_id }) => `/claims/${claim_id}`,
  claim_updated: ({ claim_id }) => `/claims/${claim_id}`,
  claim_resolved: ({ claim_id }) => `/claims/${claim_id}`,
};

/**
 * Throws unless `params` are exactly what `kind` carries: the types say so where they are built,
 * but not of a value read from the database or spread from a wider object, and a notification
 * written wrong is read wrong by every app that words it.
 */
export function checkParams(kind: NotificationKind, params: unknown): void {
  const [error] = validate(params, NOTIFICATION_PARAMS[kind] as Struct<unknown>);
  if (error) throw new Error(`${kind} notification params are not its own: ${error.message}`);
}

import * as s from 'superstruct';
import { booleanFromText, Id } from './form-values.js';
import { listOf } from './lists.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';

/*
 * Notifications (API.md): what happened to a user, written in the same transaction as the change it
 * reports. The app words each from its `kind` and `params` in the reader's language.
 */

/** What each kind carries. Ids are numbers; money is a decimal string with two places. */
export interface NotificationParamsByKind {
  sale_made: { purchase_id: number; sale_id: number; total: string };
  purchase_paid: { purchase_id: number };
  /** `seller_count`: how many sellers' sales the purchase has (more than one: a part was sent). */
  purchase_sent: { purchase_id: number; tracking_code: string | null; seller_count: number };
  purchase_refused: { purchase_id: number };
  purchase_expired: { purchase_id: number };
  /** Paid after its window had closed (its units back on sale): the money went back at once. */
  purchase_payment_refunded: { purchase_id: number };
  product_approved: { product_id: number; product_name: string };
  product_suspended: { product_id: number; product_name: string; reason: string | null };
  question_asked: { product_id: number; product_name: string; question_id: number };
  question_answered: { product_id: number; product_name: string; question_id: number };
  review_received: { product_id: number; product_name: string; rating: number };
  commission_earned: { amount: string; level: number };
  withdrawal_paid: { withdrawal_id: number; amount: string };
  withdrawal_rejected: { withdrawal_id: number; amount: string };
  ticket_answered: { ticket_id: number };
}

export type NotificationKind = keyof NotificationParamsByKind;

/** Every kind, in API.md's order. */
export const NOTIFICATION_KINDS = [
  'sale_made',
  'purchase_paid',
  'purchase_sent',
  'purchase_refused',
  'purchase_expired',
  'purchase_payment_refunded',
  'product_approved',
  'product_suspended',
  'question_asked',
  'question_answered',
  'review_received',
  'commission_earned',
  'withdrawal_paid',
  'withdrawal_rejected',
  'ticket_answered',
] as const satisfies readonly NotificationKind[];

/** Every parameter any kind carries, each optional: a kind carries its own (above). */
const NotificationParams = s.object({
  purchase_id: s.optional(s.integer()),
  sale_id: s.optional(s.integer()),
  total: s.optional(s.string()),
  tracking_code: s.optional(s.nullable(s.string())),
  seller_count: s.optional(s.integer()),
  product_id: s.optional(s.integer()),
  product_name: s.optional(s.string()),
  reason: s.optional(s.nullable(s.string())),
  question_id: s.optional(s.integer()),
  rating: s.optional(s.integer()),
  amount: s.optional(s.string()),
  level: s.optional(s.integer()),
  withdrawal_id: s.optional(s.integer()),
  ticket_id: s.optional(s.integer()),
});

export const Notification = s.object({
  id: s.min(s.integer(), 1),
  kind: s.enums(NOTIFICATION_KINDS),
  params: NotificationParams,
  /** An app path, e.g. `/sales`, `/purchases/12`, `/product/40`. */
  link: s.string(),
  /** When the user read it; `null` while unread. */
  read_at: s.nullable(s.string()),
  created_at: s.string(),
});
export type Notification = s.Infer<typeof Notification>;

/** GET `notifications/`: a page of the caller's notifications and how many are unread in all. */
export const NotificationPage = s.object({
  ...paginated(Notification).schema,
  unread_count: s.min(s.integer(), 0),
});
export type NotificationPage = s.Infer<typeof NotificationPage>;

/** GET `notifications/`: `unread=true` keeps the unread ones. */
export const NotificationsQuery = s.object({ ...pageQuery, unread: s.optional(booleanFromText()) });
export type NotificationsQuery = PageQuery & { unread?: boolean };

/** How many ids one call may mark read. */
export const MARK_READ_MAX_IDS = 100;

/** POST `notifications/read/`: these ids (others' are ignored), or every one. */
export const MarkReadBody = s.refine(
  s.object({
    ids: s.optional(listOf(Id, { min: 1, max: MARK_READ_MAX_IDS })),
    all: s.optional(s.boolean()),
  }),
  'notifications_read',
  (body) => body.ids !== undefined || body.all === true || 'Give the ids to mark read, or all.',
);
export type MarkReadBody = s.Infer<typeof MarkReadBody>;

/** The answer of `notifications/read/`: how many are still unread. */
export const UnreadCount = s.object({ unread_count: s.min(s.integer(), 0) });
export type UnreadCount = s.Infer<typeof UnreadCount>;

/** How long read notifications are kept before the sweep removes them. */
export const READ_NOTIFICATION_KEEP_DAYS = 90;

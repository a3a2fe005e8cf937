import * as s from 'superstruct';
import { ClaimOutcome, ClaimStatus } from './claims.js';
import { booleanFromText, Id } from './form-values.js';
import { listOf } from './lists.js';
import { pageQuery, paginated, type PageQuery } from './pagination.js';

/*
 * Notifications (docs/api.md): what happened to a user, written in the same transaction as the change it
 * reports. The app words each from its `kind` and `params` in the reader's language.
 */

/** Money on the wire: a decimal string with two places, `-` for a debit. */
const MoneyText = s.pattern(s.string(), /^-?\d+\.\d{2}$/);
const PurchaseParams = s.object({ purchase_id: s.integer() });
const ProductParams = s.object({ product_id: s.integer(), product_name: s.string() });
const QuestionParams = s.object({ ...ProductParams.schema, question_id: s.integer() });
const WithdrawalParams = s.object({ withdrawal_id: s.integer(), amount: MoneyText });
const ClaimParams = s.object({
  claim_id: s.integer(),
  sale_id: s.integer(),
  purchase_id: s.integer(),
});

/**
 * What each kind carries, in docs/api.md's order: the server checks a notification's params against its
 * kind's before writing it (notifications/kinds.ts), so a wrong set fails where it is made.
 */
export const NOTIFICATION_PARAMS = {
  sale_made: s.object({ purchase_id: s.integer(), sale_id: s.integer(), total: MoneyText }),
  purchase_paid: PurchaseParams,
  /** `seller_count`: how many sellers' sales the purchase has (more than one: a part was sent). */
  purchase_sent: s.object({
    purchase_id: s.integer(),
    tracking_code: s.nullable(s.string()),
    seller_count: s.integer(),
  }),
  /**
   * Received for its buyer: every sale had been sent for AUTO_RECEIVE_DAYS with no claim open
   * (docs/api.md, Purchases).
   */
  purchase_received_automatically: PurchaseParams,
  purchase_refused: PurchaseParams,
  purchase_expired: PurchaseParams,
  /** Paid after its window had closed (its units back on sale): the money went back at once. */
  purchase_payment_refunded: PurchaseParams,
  product_approved: ProductParams,
  product_suspended: s.object({ ...ProductParams.schema, reason: s.nullable(s.string()) }),
  question_asked: QuestionParams,
  question_answered: QuestionParams,
  review_received: s.object({ ...ProductParams.schema, rating: s.integer() }),
  commission_earned: s.object({ amount: MoneyText, level: s.integer() }),
  withdrawal_paid: WithdrawalParams,
  withdrawal_rejected: WithdrawalParams,
  ticket_answered: s.object({ ticket_id: s.integer() }),
  /** `from`: the username of who wrote, the sale's other party. */
  message_received: s.object({ sale_id: s.integer(), purchase_id: s.integer(), from: s.string() }),
  /** To the seller: their buyer opened a claim about the sale. */
  claim_opened: ClaimParams,
  /**
   * To the other party of a claim's step (and to administrators once it is escalated): `status`
   * is the claim's new one.
   */
  claim_updated: s.object({ ...ClaimParams.schema, status: ClaimStatus }),
  /** To both parties: `refund_amount` is what went back to the buyer, null without a refund. */
  claim_resolved: s.object({
    ...ClaimParams.schema,
    outcome: ClaimOutcome,
    refund_amount: s.nullable(MoneyText),
  }),
};

export type NotificationParamsByKind = {
  [Kind in keyof typeof NOTIFICATION_PARAMS]: s.Infer<(typeof NOTIFICATION_PARAMS)[Kind]>;
};

export type NotificationKind = keyof NotificationParamsByKind;

/** Every kind, in docs/api.md's order. */
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_PARAMS) as [
  NotificationKind,
  ...NotificationKind[],
];

type EveryParam = {
  [Kind in NotificationKind]: (params: NotificationParamsByKind[Kind]) => void;
}[NotificationKind] extends (params: infer Params) => void
  ? Params
  : never;

/**
 * Every parameter any kind carries, each optional, as notifications are read back: one written
 * before its kind gained a parameter lacks it (the app words it without).
 */
const NotificationParams = s.object(
  Object.fromEntries(
    Object.values(NOTIFICATION_PARAMS).flatMap(({ schema }) =>
      Object.entries(schema).map(([name, field]) => [name, s.optional(field as s.Struct<unknown>)]),
    ),
  ),
) as unknown as s.Struct<Partial<EveryParam>, null>;

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

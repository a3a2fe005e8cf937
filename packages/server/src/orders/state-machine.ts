import { PURCHASE_STATUSES, type PurchaseStatus, type TransactionStatus } from '@plaza/api';

/*
 * The one state machine of purchases and sales (docs/api.md, Purchases and Sales). A purchase is the sum of
 * its sales, one per seller: events of the buyer, the payment and the administrator move every sale
 * of a purchase at once; the seller's events move one sale. The purchase shows the least advanced
 * status among its sales. Anything not listed here is refused with `409`.
 */

/** The happy path, in order (docs/api.md lists it first); a purchase's status is the earliest of its sales'. */
const PROGRESS: readonly PurchaseStatus[] = PURCHASE_STATUSES.slice(
  0,
  PURCHASE_STATUSES.indexOf('received') + 1,
);

export type PurchaseEvent =
  'pay' | 'submit_transfer' | 'approve' | 'refuse' | 'cancel' | 'expire' | 'receive';
export type SaleEvent = 'prepare' | 'ship';

interface PurchaseTransition {
  /** The event applies only when every sale of the purchase is in one of these. */
  from: readonly PurchaseStatus[];
  to: PurchaseStatus;
  /** Ends the purchase: its reserved stock goes back on sale, exactly once. */
  releasesStock: boolean;
  /** The payment's status after the event, when it changes. */
  transaction?: { from: readonly TransactionStatus[]; to: TransactionStatus };
  /**
   * Money taken goes back: a refund opens in the event's transaction when the payment was in one of
   * `when` (payments/refunds.ts). A payment that was `paid` stays `paid`, since it was; the refund
   * says what happened to the money.
   */
  refund?: { reason: 'cancelled' | 'refused'; when: readonly TransactionStatus[] };
}

export const PURCHASE_TRANSITIONS: Record<PurchaseEvent, PurchaseTransition> = {
  /** A card payment went through. */
  pay: {
    from: ['pending_payment'],
    to: 'approved',
    releasesStock: false,
    transaction: { from: ['pending'], to: 'paid' },
  },
  /** The buyer says they made the bank transfer: an administrator checks it. */
  submit_transfer: {
    from: ['pending_payment'],
    to: 'pending_approval',
    releasesStock: false,
    transaction: { from: ['pending'], to: 'pending_approval' },
  },
  approve: {
    from: ['pending_approval'],
    to: 'approved',
    releasesStock: false,
    transaction: { from: ['pending_approval'], to: 'paid' },
  },
  /**
   * An administrator refuses a transfer that never came in, or a paid purchase before any sale is
   * sent. A refused transfer under review took no money (the administrator found none): no refund.
   */
  refuse: {
    from: ['pending_approval', 'approved', 'preparing'],
    to: 'refused',
    releasesStock: true,
    transaction: { from: ['pending_approval'], to: 'refused' },
    refund: { reason: 'refused', when: ['paid'] },
  },
  /**
   * The buyer gives up before any sale is sent. A transfer they say they made (under review) is
   * paid back by hand once an administrator finds it; an unpaid purchase has nothing to give back.
   */
  cancel: {
    from: ['pending_payment', 'pending_approval', 'approved', 'preparing'],
    to: 'cancelled',
    releasesStock: true,
    transaction: { from: ['pending', 'pending_approval'], to: 'cancelled' },
    refund: { reason: 'cancelled', when: ['paid', 'pending_approval'] },
  },
  /** The payment window closed unpaid. */
  expire: {
    from: ['pending_payment'],
    to: 'expired',
    releasesStock: true,
    transaction: { from: ['pending'], to: 'expired' },
  },
  /** The buyer confirms receipt once every sale is sent. */
  receive: { from: ['sent'], to: 'received', releasesStock: false },
};

export const SALE_TRANSITIONS: Record<SaleEvent, { from: PurchaseStatus; to: PurchaseStatus }> = {
  prepare: { from: 'approved', to: 'preparing' },
  ship: { from: 'preparing', to: 'sent' },
};

/** Whether `event` may happen to a purchase whose sales are in `saleStatuses`. */
export function canApply(event: PurchaseEvent, saleStatuses: readonly PurchaseStatus[]): boolean {
  const { from } = PURCHASE_TRANSITIONS[event];
  return saleStatuses.length > 0 && saleStatuses.every((status) => from.includes(status));
}

/**
 * A sale's status after a purchase event. A sale of digital items only has nothing to ship: paid,
 * it is `sent` at once and the buyer can download.
 */
export function saleStatusAfter(
  event: PurchaseEvent,
  sale: { allDigital: boolean },
): PurchaseStatus {
  const { to } = PURCHASE_TRANSITIONS[event];
  return to === 'approved' && sale.allDigital ? 'sent' : to;
}

/** The least advanced status among a purchase's sales (they share any ending status). */
export function purchaseStatusOf(saleStatuses: readonly PurchaseStatus[]): PurchaseStatus {
  const [first] = saleStatuses;
  if (first === undefined) throw new Error('a purchase has at least one sale');
  if (!PROGRESS.includes(first)) return first;
  return saleStatuses.reduce((least, status) =>
    PROGRESS.indexOf(status) < PROGRESS.indexOf(least) ? status : least,
  );
}

/** Statuses whose purchases hold their units of stock: every one but those that ended unsold. */
export const RELEASED_STATUSES: readonly PurchaseStatus[] = ['cancelled', 'refused', 'expired'];

/** Why money goes back when `event` happens to a purchase whose payment is `payment`; null if none. */
export function refundReasonOf(
  event: PurchaseEvent,
  payment: TransactionStatus,
): 'cancelled' | 'refused' | null {
  const { refund } = PURCHASE_TRANSITIONS[event];
  return refund?.when.includes(payment) ? refund.reason : null;
}

import { REFUNDS_AWAITING_ADMIN, type RefundStatus } from '@plaza/api';
import type { OrderListQuery } from '../../../components/orders/order-list';
import type { MessageId } from '../../../i18n/messages';

/*
 * Made purchases' refund filter (docs/api.md, Refunds): the list opens on the transfers to review, so
 * the refunds that wait for an administrator (a bank transfer's to pay back by hand, one a provider
 * refused) are found through their own filter, and a notice above the list says when there are any.
 */

/** The list call's query: the shared order filters, and the refund's status when one is chosen. */
export type AdminPurchaseQuery = OrderListQuery & { refund?: RefundStatus };

/** The refund filter's choices, those that wait for an administrator first. */
export const REFUND_FILTER_CHOICES = [
  ...REFUNDS_AWAITING_ADMIN,
  'pending',
  'succeeded',
] as const satisfies readonly RefundStatus[];

/** Each choice's words in the filter. */
export const REFUND_FILTER_LABEL: Record<RefundStatus, MessageId> = {
  manual: 'adminPurchases.refundFilterManual',
  failed: 'adminPurchases.refundFilterFailed',
  pending: 'adminPurchases.refundFilterPending',
  succeeded: 'adminPurchases.refundFilterSucceeded',
};

/** What one kind of refund waiting for an administrator says above the list, and the filter it opens. */
export interface RefundNotice {
  refund: (typeof REFUNDS_AWAITING_ADMIN)[number];
  count: number;
}

/**
 * The notices to show: each kind of refund that waits for an administrator and has any, unless the
 * list already shows exactly that kind.
 */
export function refundNotices(
  counts: Partial<Record<RefundNotice['refund'], number>>,
  chosen: RefundStatus | undefined,
): RefundNotice[] {
  return REFUNDS_AWAITING_ADMIN.flatMap((refund) => {
    const count = counts[refund] ?? 0;
    return count > 0 && refund !== chosen ? [{ refund, count }] : [];
  });
}

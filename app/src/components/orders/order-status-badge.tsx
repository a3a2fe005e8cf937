import type { PurchaseStatus } from '@plaza/api';
import { StatusBadge } from '@plaza/ui';
import { useMessage } from '../../hooks/use-message';
import type { MessageId } from '../../i18n/messages';

/** The words for each status of a purchase or a sale (docs/api.md, Purchases), in the user's language. */
export const ORDER_STATUS_MESSAGE: Record<PurchaseStatus, MessageId> = {
  pending_payment: 'orderStatus.pending_payment',
  pending_approval: 'orderStatus.pending_approval',
  approved: 'orderStatus.approved',
  preparing: 'orderStatus.preparing',
  sent: 'orderStatus.sent',
  received: 'orderStatus.received',
  cancelled: 'orderStatus.cancelled',
  refused: 'orderStatus.refused',
  expired: 'orderStatus.expired',
};

/** A purchase's or a sale's status as @plaza/ui's badge, with its translated word. */
export function OrderStatusBadge({ status }: { status: PurchaseStatus }) {
  const say = useMessage();
  return <StatusBadge status={status} label={say(ORDER_STATUS_MESSAGE[status])} />;
}

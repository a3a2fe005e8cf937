import type { Notification, NotificationKind } from '@plaza/api';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney } from '../../hooks/use-format-money';
import type { MessageId } from '../../i18n/messages';
import { toCents } from '../../lib/money';

/** The message that words each kind; its values are the notification's params. */
const MESSAGE_OF: Record<NotificationKind, MessageId> = {
  sale_made: 'notifications.saleMade',
  purchase_paid: 'notifications.purchasePaid',
  purchase_sent: 'notifications.purchaseSent',
  purchase_refused: 'notifications.purchaseRefused',
  purchase_expired: 'notifications.purchaseExpired',
  product_approved: 'notifications.productApproved',
  product_suspended: 'notifications.productSuspended',
  question_asked: 'notifications.questionAsked',
  question_answered: 'notifications.questionAnswered',
  review_received: 'notifications.reviewReceived',
  commission_earned: 'notifications.commissionEarned',
  withdrawal_paid: 'notifications.withdrawalPaid',
  withdrawal_rejected: 'notifications.withdrawalRejected',
  ticket_answered: 'notifications.ticketAnswered',
};

/**
 * A notification in the reader's language from its kind and params, e.g. "Vendiste por US$ 24,00:
 * prepara la venta 7". Money is formatted; a tracking code or a reason shows only when there is one.
 */
export function wordNotification(intl: IntlShape, { kind, params }: Notification): string {
  const money = (amount: string | undefined) =>
    amount === undefined ? '' : formatMoney(intl, toCents(amount));
  return intl.formatMessage(
    { id: MESSAGE_OF[kind] },
    {
      ...params,
      total: money(params.total),
      amount: money(params.amount),
      tracking_code: params.tracking_code ?? '',
      has_tracking: params.tracking_code ? 'yes' : 'no',
      reason: params.reason ?? '',
      has_reason: params.reason ? 'yes' : 'no',
    },
  );
}

/** `wordNotification` in the interface's language. */
export function useNotificationWords(): (notification: Notification) => string {
  const intl = useIntl();
  return useCallback((notification) => wordNotification(intl, notification), [intl]);
}

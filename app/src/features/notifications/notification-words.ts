import type { Notification, NotificationKind } from '@plaza/api';
import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney } from '../../hooks/use-format-money';
import type { MessageId } from '../../i18n/messages';
import { toCents } from '../../lib/money';

/** The message that words each kind; its values are the notification's params. */
const MESSAGE_OF: Record<NotificationKind, MessageId> = {
  sale_made: 'notifications.saleMade',
  purchase_paid: 'notifications.purchasePaid',
  purchase_sent: 'notifications.purchaseSent',
  purchase_received_automatically: 'notifications.purchaseReceivedAutomatically',
  purchase_refused: 'notifications.purchaseRefused',
  purchase_expired: 'notifications.purchaseExpired',
  purchase_payment_refunded: 'notifications.purchasePaymentRefunded',
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

/** The values every kind's message takes: its params, money formatted, absent ones as flags. */
function valuesOf(intl: IntlShape, { params }: Notification) {
  const money = (amount: string | undefined) =>
    amount === undefined ? '' : formatMoney(intl, toCents(amount));
  return {
    ...params,
    total: money(params.total),
    amount: money(params.amount),
    tracking_code: params.tracking_code ?? '',
    has_tracking: params.tracking_code ? 'yes' : 'no',
    // "Part of your purchase" only when other sellers ship parts of it; those written before the
    // count was sent keep the words they were read with.
    is_part: (params.seller_count ?? 2) > 1 ? 'yes' : 'no',
    reason: params.reason ?? '',
    has_reason: params.reason ? 'yes' : 'no',
  };
}

/**
 * A notification in the reader's language from its kind and params, e.g. "Vendiste por US$ 24,00:
 * prepara la venta 12" (a sale goes by its purchase's number, the one its buyer knows). Money is
 * formatted; a tracking code or a reason shows only when there is one.
 */
export function wordNotification(intl: IntlShape, notification: Notification): string {
  return intl.formatMessage({ id: MESSAGE_OF[notification.kind] }, valuesOf(intl, notification));
}

/**
 * `wordNotification` for the page, with the user text it quotes (a product's name, a moderator's
 * reason) in a `<bdi>`, so it reads in its own direction inside the sentence.
 */
export function wordNotificationIsolated(intl: IntlShape, notification: Notification): ReactNode {
  const values = valuesOf(intl, notification);
  const isolate = (name: 'product_name' | 'reason') =>
    values[name] ? createElement('bdi', null, values[name]) : values[name];
  const parts = intl.formatMessage(
    { id: MESSAGE_OF[notification.kind] },
    { ...values, product_name: isolate('product_name'), reason: isolate('reason') },
  );
  // Spread as children, as FormattedMessage does, so the parts need no keys.
  return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
}

/** `wordNotificationIsolated` in the interface's language. */
export function useNotificationWords(): (notification: Notification) => ReactNode {
  const intl = useIntl();
  return useCallback((notification) => wordNotificationIsolated(intl, notification), [intl]);
}

import type { Notification, NotificationKind, NotificationParamsByKind } from '@plaza/api';
import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney } from '../../hooks/use-format-money';
import type { MessageId } from '../../i18n/messages';
import { toCents } from '../../lib/money';

/**
 * How one kind is worded: its message, and the values it takes from the kind's own params (its
 * params as they are unless `values` says otherwise). The params are each optional, as they are
 * read back: one written before its kind gained a parameter lacks it.
 */
interface KindWords<Kind extends NotificationKind> {
  id: MessageId;
  values?: (params: Partial<NotificationParamsByKind[Kind]>, intl: IntlShape) => MessageValues;
}

type MessageValues = Record<string, string | number | null | undefined>;

const money = (intl: IntlShape, amount: string | undefined) =>
  amount === undefined ? '' : formatMoney(intl, toCents(amount));

/** The words of a kind whose message takes an `amount` of money, formatted. */
const withAmount = (id: MessageId) => ({
  id,
  values: (params: { amount?: string }, intl: IntlShape) => ({
    ...params,
    amount: money(intl, params.amount),
  }),
});

/** Every kind's words, each reading only its own params. */
const WORDS: { [Kind in NotificationKind]: KindWords<Kind> } = {
  sale_made: {
    id: 'notifications.saleMade',
    values: (params, intl) => ({ ...params, total: money(intl, params.total) }),
  },
  purchase_paid: { id: 'notifications.purchasePaid' },
  purchase_sent: {
    id: 'notifications.purchaseSent',
    values: ({ purchase_id, tracking_code, seller_count }) => ({
      purchase_id,
      tracking_code: tracking_code ?? '',
      has_tracking: tracking_code ? 'yes' : 'no',
      // "Part of your purchase" only when other sellers ship parts of it; those written before the
      // count was sent keep the words they were read with.
      is_part: (seller_count ?? 2) > 1 ? 'yes' : 'no',
    }),
  },
  purchase_received_automatically: { id: 'notifications.purchaseReceivedAutomatically' },
  purchase_refused: { id: 'notifications.purchaseRefused' },
  purchase_expired: { id: 'notifications.purchaseExpired' },
  purchase_payment_refunded: { id: 'notifications.purchasePaymentRefunded' },
  product_approved: { id: 'notifications.productApproved' },
  product_suspended: {
    id: 'notifications.productSuspended',
    values: (params) => ({
      ...params,
      reason: params.reason ?? '',
      has_reason: params.reason ? 'yes' : 'no',
    }),
  },
  question_asked: { id: 'notifications.questionAsked' },
  question_answered: { id: 'notifications.questionAnswered' },
  review_received: { id: 'notifications.reviewReceived' },
  commission_earned: withAmount('notifications.commissionEarned'),
  withdrawal_paid: withAmount('notifications.withdrawalPaid'),
  withdrawal_rejected: withAmount('notifications.withdrawalRejected'),
  ticket_answered: { id: 'notifications.ticketAnswered' },
  message_received: { id: 'notifications.messageReceived' },
  claim_opened: { id: 'notifications.claimOpened' },
  claim_updated: { id: 'notifications.claimUpdated' },
  claim_resolved: {
    id: 'notifications.claimResolved',
    values: (params, intl) => ({
      ...params,
      refund_amount: money(intl, params.refund_amount ?? undefined),
    }),
  },
};

/** The notification's message and its values, from its kind's words and params. */
function wordsOf(intl: IntlShape, { kind, params }: Notification) {
  const { id, values } = WORDS[kind];
  return { id, values: values ? values(params, intl) : params };
}

/**
 * A notification in the reader's language from its kind and params, e.g. "Vendiste por US$ 24,00:
 * prepara la venta 12" (a sale goes by its purchase's number, the one its buyer knows). Money is
 * formatted; a tracking code or a reason shows only when there is one.
 */
export function wordNotification(intl: IntlShape, notification: Notification): string {
  const { id, values } = wordsOf(intl, notification);
  return intl.formatMessage({ id }, values);
}

/**
 * `wordNotification` for the page, with the user text it quotes (a product's name, a moderator's
 * reason) in a `<bdi>`, so it reads in its own direction inside the sentence.
 */
export function wordNotificationIsolated(intl: IntlShape, notification: Notification): ReactNode {
  const { id, values } = wordsOf(intl, notification);
  const isolate = (name: 'product_name' | 'reason') =>
    values[name] ? createElement('bdi', null, values[name]) : values[name];
  const parts = intl.formatMessage(
    { id },
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

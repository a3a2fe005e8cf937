import {
  idCounter,
  STATUS_DETAIL,
  totalOf,
  type FakePayment,
  type FakePaymentStatus,
  type FakePreference,
  type FakeRefund,
} from './records.js';
import { deliver, notificationOf, type FakeDelivery } from './webhooks.js';

/** Everything one fake Mercado Pago holds, shared by its routes and its test controls. */
export interface FakeState {
  /** `http://127.0.0.1:port`, once listening. */
  url: string;
  accessToken: string;
  webhookSecret: string;
  preferences: Map<string, FakePreference>;
  preferencesByKey: Map<string, FakePreference>;
  payments: Map<number, FakePayment>;
  refunds: FakeRefund[];
  refundsByKey: Map<string, FakeRefund>;
  deliveries: FakeDelivery[];
  nextPaymentId: () => number;
  nextRefundId: () => number;
}

export function newState(accessToken: string, webhookSecret: string): FakeState {
  return {
    url: '',
    accessToken,
    webhookSecret,
    preferences: new Map(),
    preferencesByKey: new Map(),
    payments: new Map(),
    refunds: [],
    refundsByKey: new Map(),
    deliveries: [],
    nextPaymentId: idCounter(90_000_000_001),
    nextRefundId: idCounter(50_000_000_001),
  };
}

export interface PaymentOptions {
  status: FakePaymentStatus;
  /** What was paid, when not the preference's total (a test's wrong amount). */
  amount?: number;
  /** Send the payment's webhook to the preference's `notification_url` before answering. */
  deliverWebhook: boolean;
}

/** A payment made on a preference, as a buyer paying on its page makes one. */
export async function makePayment(
  state: FakeState,
  preferenceId: string,
  options: PaymentOptions,
): Promise<FakePayment> {
  const preference = state.preferences.get(preferenceId);
  if (!preference) throw new Error(`the fake Mercado Pago has no preference ${preferenceId}`);
  const payment: FakePayment = {
    id: state.nextPaymentId(),
    status: options.status,
    status_detail: STATUS_DETAIL[options.status],
    transaction_amount: options.amount ?? totalOf(preference),
    transaction_amount_refunded: 0,
    currency_id: preference.items[0]?.currency_id ?? 'ARS',
    external_reference: preference.external_reference,
    preference_id: preference.id,
    date_created: new Date().toISOString(),
    refunds: [],
  };
  state.payments.set(payment.id, payment);
  if (options.deliverWebhook) await notify(state, payment, 'payment.created');
  return payment;
}

/** Sends the webhook about `payment` to its preference's `notification_url`, if it has one. */
export async function notify(
  state: FakeState,
  payment: FakePayment,
  action: string,
): Promise<void> {
  const url = state.preferences.get(payment.preference_id)?.notification_url;
  if (!url) return;
  const status = await deliver(notificationOf(payment, url, state.webhookSecret, { action }));
  state.deliveries.push({ paymentId: payment.id, url, status });
}

import Fastify from 'fastify';
import { registerApiRoutes } from './api-routes.js';
import { registerCheckoutPage } from './checkout-page.js';
import { registerFaults, type Fault } from './faults.js';
import type { FakePayment, FakePaymentStatus, FakePreference, FakeRefund } from './records.js';
import { makePayment, newState } from './state.js';
import { notificationOf, type FakeDelivery, type FakeNotification } from './webhooks.js';

/*
 * A fake Mercado Pago on a free loopback port, for tests: the API calls Plaza's adapter makes
 * (through the official SDK, pointed here by MERCADOPAGO_API_URL), the hosted checkout page with its
 * Pay and Decline buttons, signed webhooks, and controls a test uses to make payments, deliver
 * webhooks by hand and make the API fail.
 */

export type {
  FakeDelivery,
  FakeNotification,
  FakePayment,
  FakePaymentStatus,
  FakePreference,
  FakeRefund,
  Fault,
};

/** The secret the fake signs webhooks with unless told another. */
export const FAKE_MERCADOPAGO_WEBHOOK_SECRET = 'fake-mercadopago-webhook-secret';
/** The access token the fake takes unless told another. */
export const FAKE_MERCADOPAGO_ACCESS_TOKEN = 'TEST-fake-mercadopago-access-token';

export interface FakeMercadoPagoOptions {
  webhookSecret?: string;
  accessToken?: string;
  /** What `env` gives as MERCADOPAGO_CURRENCY; ARS unless set. */
  currency?: string;
  /** What `env` gives as MERCADOPAGO_USD_RATE; "1000" unless set. */
  usdRate?: string;
}

export interface FakeMercadoPago {
  /** `http://127.0.0.1:port`: MERCADOPAGO_API_URL. */
  url: string;
  /** The variables that point a Plaza server at this fake (PAYMENT_PROVIDERS aside). */
  env: Record<string, string>;
  webhookSecret: string;
  accessToken: string;
  /** Every preference created, by id. */
  preferences: Map<string, FakePreference>;
  /** Every payment made, by id. */
  payments: Map<number, FakePayment>;
  /** Every refund made, oldest first. */
  refunds: FakeRefund[];
  /** Every webhook the fake sent itself (Pay, Decline, `payByApi`), oldest first. */
  deliveries: FakeDelivery[];
  /**
   * A payment on a preference without its page, expired or not: approved unless `status` says
   * otherwise, of the preference's total unless `amount` says otherwise; its webhook is sent
   * (and answered) before this resolves when `deliverWebhook`.
   */
  payByApi(
    preferenceId: string,
    options: { deliverWebhook: boolean; amount?: number; status?: FakePaymentStatus },
  ): Promise<FakePayment>;
  /** The signed webhook about a payment as it is now, for a test to send (or spoil) by hand. */
  notificationFor(
    paymentId: number,
    options?: { secret?: string; ts?: number; action?: string },
  ): FakeNotification;
  /** The next `count` API calls fail: with that status, or hang unanswered. */
  failNext(count: number, fault: Fault): void;
  close(): Promise<void>;
}

export async function startFakeMercadoPago(
  options: FakeMercadoPagoOptions = {},
): Promise<FakeMercadoPago> {
  const state = newState(
    options.accessToken ?? FAKE_MERCADOPAGO_ACCESS_TOKEN,
    options.webhookSecret ?? FAKE_MERCADOPAGO_WEBHOOK_SECRET,
  );
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const faults = registerFaults(app); // first: a failing call fails before anything else
  registerApiRoutes(app, state);
  registerCheckoutPage(app, state);
  state.url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url: state.url,
    env: {
      MERCADOPAGO_API_URL: state.url,
      MERCADOPAGO_ACCESS_TOKEN: state.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: state.webhookSecret,
      MERCADOPAGO_CURRENCY: options.currency ?? 'ARS',
      MERCADOPAGO_USD_RATE: options.usdRate ?? '1000',
    },
    webhookSecret: state.webhookSecret,
    accessToken: state.accessToken,
    preferences: state.preferences,
    payments: state.payments,
    refunds: state.refunds,
    deliveries: state.deliveries,
    payByApi: (preferenceId, { deliverWebhook, amount, status }) =>
      makePayment(state, preferenceId, { status: status ?? 'approved', amount, deliverWebhook }),
    notificationFor(paymentId, { secret, ts, action } = {}) {
      const payment = state.payments.get(paymentId);
      if (!payment) throw new Error(`the fake Mercado Pago has no payment ${paymentId}`);
      const url = state.preferences.get(payment.preference_id)?.notification_url;
      if (!url) throw new Error(`payment ${paymentId}'s preference has no notification_url`);
      return notificationOf(payment, url, secret ?? state.webhookSecret, { ts, action });
    },
    failNext: faults.failNext,
    async close() {
      faults.releaseHeld();
      await app.close();
    },
  };
}

import type { FakeMercadoPago } from './fake-mercadopago/index.js';
import type { FakeStripe } from './fake-stripe/index.js';
import type { TestServer } from './test-server.js';

/*
 * The fake Stripe and the fake Mercado Pago behind one interface, so that a test of hosted payments
 * runs the same steps over both (hosted-shop.ts gives one of each for its shop).
 */

export type HostedMethod = 'stripe' | 'mercadopago';
/** Both, for the tests that run once over each (`describe.each(HOSTED_METHODS)`). */
export const HOSTED_METHODS: readonly HostedMethod[] = ['stripe', 'mercadopago'];

/** A signed webhook, ready to post (or to post several times). */
export interface SignedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** One fake provider, driven the same way whichever it is. */
export interface ProviderDriver {
  readonly method: HostedMethod;
  /**
   * Pays the purchase's session without a browser; its webhook is posted (and answered) first when
   * `deliverWebhook`. `minorOff` pays that many minor units more than asked (a wrong amount).
   */
  pay(purchaseId: number, options: { deliverWebhook: boolean; minorOff?: number }): Promise<void>;
  /** A declined attempt on the provider's page: the session stays open. */
  decline(purchaseId: number): Promise<void>;
  /** The signed webhook that says the purchase's session was paid (after `pay`). */
  paidWebhook(purchaseId: number): SignedWebhook;
  /** Posts a webhook that says the session failed or expired, after it was paid: out of order. */
  staleFailure(purchaseId: number): Promise<void>;
  /** The next `count` calls to the provider's API fail: a 500, or no answer at all. */
  failNext(count: number, mode: 500 | 'hang'): void;
  /** How many API calls a failure of `mode` takes, the adapter's retry included. */
  callsPerFailure(mode: 500 | 'hang'): number;
  /** The sessions (preferences) opened for the purchase. */
  sessionCount(purchaseId: number): number;
  /** The refunds made of the purchase's payments. */
  refundCount(purchaseId: number): number;
}

/** Posts a signed webhook; answers its status. */
export async function postWebhook(webhook: SignedWebhook): Promise<number> {
  const answer = await fetch(webhook.url, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.body,
  });
  await answer.arrayBuffer();
  return answer.status;
}

export function stripeDriver(stripe: FakeStripe, server: () => TestServer): ProviderDriver {
  const session = (purchaseId: number) => stripe.sessionFor(purchaseId);
  const signed = (
    purchaseId: number,
    type: 'checkout.session.completed' | 'checkout.session.expired',
  ) => {
    const { payload, headers } = stripe.eventFor(session(purchaseId).id, type);
    return { url: `${server().url}/api/payments/stripe/webhook/`, headers, body: payload };
  };
  return {
    method: 'stripe',
    async pay(purchaseId, { deliverWebhook, minorOff = 0 }) {
      const { id, amountTotal } = session(purchaseId);
      if (minorOff) stripe.setPaidAmount(id, amountTotal + minorOff);
      await stripe.payByApi(id, { deliverWebhook });
    },
    async decline(purchaseId) {
      const answer = await fetch(`${stripe.url}/pay/${session(purchaseId).id}/decline`, {
        method: 'POST',
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      if (answer.status !== 303)
        throw new Error(`the fake Stripe's Decline answered ${answer.status}`);
    },
    paidWebhook: (purchaseId) => signed(purchaseId, 'checkout.session.completed'),
    async staleFailure(purchaseId) {
      const status = await postWebhook(signed(purchaseId, 'checkout.session.expired'));
      if (status !== 200) throw new Error(`the stale event was answered ${status}`);
    },
    failNext: (count, mode) => stripe.failNext(count, { status: mode }),
    // A 500 says not to retry; a call with no answer is tried again once.
    callsPerFailure: (mode) => (mode === 500 ? 1 : 2),
    sessionCount: (purchaseId) =>
      [...stripe.sessions.values()].filter(
        (each) => each.metadata.purchase_id === String(purchaseId),
      ).length,
    refundCount(purchaseId) {
      const intents = new Set(
        [...stripe.sessions.values()]
          .filter((each) => each.metadata.purchase_id === String(purchaseId))
          .map((each) => each.paymentIntentId),
      );
      return stripe.refunds.filter((refund) => intents.has(refund.paymentIntentId)).length;
    },
  };
}

export function mercadoPagoDriver(mercadopago: FakeMercadoPago): ProviderDriver {
  const preference = (purchaseId: number) => {
    const found = [...mercadopago.preferences.values()]
      .filter((each) => each.external_reference === String(purchaseId))
      .at(-1);
    if (!found) throw new Error(`the fake Mercado Pago has no preference for ${purchaseId}`);
    return found;
  };
  const paymentsOf = (purchaseId: number) =>
    [...mercadopago.payments.values()].filter(
      (each) => each.external_reference === String(purchaseId),
    );
  const approved = (purchaseId: number) => {
    const found = paymentsOf(purchaseId).find((each) => each.status === 'approved');
    if (!found) throw new Error(`purchase ${purchaseId} has no approved payment`);
    return found;
  };
  return {
    method: 'mercadopago',
    async pay(purchaseId, { deliverWebhook, minorOff = 0 }) {
      const { id, items } = preference(purchaseId);
      const total = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
      const amount = minorOff ? Math.round(total * 100 + minorOff) / 100 : undefined;
      await mercadopago.payByApi(id, { deliverWebhook, ...(amount !== undefined && { amount }) });
    },
    async decline(purchaseId) {
      await mercadopago.payByApi(preference(purchaseId).id, {
        deliverWebhook: true,
        status: 'rejected',
      });
    },
    paidWebhook: (purchaseId) => mercadopago.notificationFor(approved(purchaseId).id),
    async staleFailure(purchaseId) {
      // A rejected try told after the approved one.
      await mercadopago.payByApi(preference(purchaseId).id, {
        deliverWebhook: true,
        status: 'rejected',
      });
    },
    failNext: (count, mode) => mercadopago.failNext(count, { status: mode }),
    // The adapter tries each call twice.
    callsPerFailure: () => 2,
    sessionCount: (purchaseId) =>
      [...mercadopago.preferences.values()].filter(
        (each) => each.external_reference === String(purchaseId),
      ).length,
    refundCount(purchaseId) {
      const ids = new Set(paymentsOf(purchaseId).map((each) => each.id));
      return mercadopago.refunds.filter((refund) => ids.has(refund.payment_id)).length;
    },
  };
}

import type Stripe from 'stripe';
import type { HostedProvider, PaymentFact, WebhookRequest } from '../provider.js';
import { ProviderUnavailable, WebhookRefused } from '../provider.js';
import { closeCheckoutSession } from './session-close.js';
import { dollarTerms, sessionParams } from './session-terms.js';
import type { StripeSettings } from './stripe-client.js';
import { callStripe, stripeClient } from './stripe-client.js';
import { eventFact, sessionReadBack } from './stripe-events.js';
import { refundPayment } from './stripe-refunds.js';

/*
 * Stripe Checkout as a hosted provider (docs/api.md, "Paying through a real provider"): the buyer pays on
 * a Checkout Session's page, and the signed `checkout.session.*` and `charge.refunded` webhooks, or
 * the session read back, say what happened. Every call goes through the official SDK.
 */

/** The signed event a webhook carries, or `WebhookRefused` when it is not Stripe's as it was sent. */
function verifiedEvent(stripe: Stripe, request: WebhookRequest, secret: string): Stripe.Event {
  const header = request.headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') {
    throw new WebhookRefused('No single Stripe-Signature header');
  }
  try {
    // Checks the signature over the raw bytes, and that it was signed in the last 5 minutes.
    return stripe.webhooks.constructEvent(request.rawBody, header, secret);
  } catch (error) {
    throw new WebhookRefused(error instanceof Error ? error.message : 'Unreadable Stripe webhook');
  }
}

/** The Stripe provider, calling `settings.apiUrl` (a fake in tests) or Stripe itself. */
export function createStripeProvider(settings: StripeSettings): HostedProvider {
  const stripe = stripeClient(settings);
  return {
    method: 'stripe',
    kind: 'hosted',
    name: 'Stripe',
    route: 'stripe',

    async openSession(request) {
      const params = sessionParams(request);
      // Stripe refuses a repeated key sent with other parameters, and a short window's session
      // closes at a time that moves with the clock (session-terms.ts): the key names that time, so
      // a call retried a few minutes after a lost answer opens a session instead of failing for
      // good. The first session kept by Plaza is the one buyers are sent to.
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(params, {
          idempotencyKey: `${request.idempotencyKey}-${params.expires_at}`,
        }),
      );
      // A repeated key answers the first call's answer again, page included, whatever came since.
      if (!session.url) {
        throw new ProviderUnavailable('Stripe', new Error(`session ${session.id} has no page`));
      }
      return { sessionId: session.id, redirectUrl: session.url, terms: dollarTerms(request) };
    },

    async readSession({ sessionId }): Promise<PaymentFact> {
      const session = await callStripe(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
      );
      return sessionReadBack(session);
    },

    async webhookFacts(request) {
      return [eventFact(verifiedEvent(stripe, request, settings.webhookSecret))];
    },

    closeSession: ({ sessionId }) => closeCheckoutSession(stripe, sessionId),

    refund: (request) => refundPayment(stripe, request),
  };
}

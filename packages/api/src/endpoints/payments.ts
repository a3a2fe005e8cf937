import { literal, object } from 'superstruct';
import { endpoint } from '../endpoint.js';
import { PaymentMethodList, PaymentToken, TestCardBody } from '../schemas/payments.js';

/* The payment methods, the `test` provider's client step and the hosted providers' webhooks. */

export const paymentMethods = endpoint({
  method: 'GET',
  path: '/payments/methods/',
  summary: 'The ways this shop takes money, in checkout’s order',
  tag: 'Purchases',
  answers: { 200: PaymentMethodList },
});

/**
 * The `test` provider's client step, there only while it is the configured provider. A
 * Luhn-invalid or expired card is `400`; nothing of the card is kept or logged.
 */
export const testPaymentToken = endpoint({
  method: 'POST',
  path: '/payments/test/tokens/',
  summary: 'Tokenize a test card (the built-in test payment provider)',
  tag: 'Purchases',
  auth: 'user',
  body: TestCardBody,
  answers: { 200: PaymentToken },
});

/** What a webhook answers once the event is verified, whether or not Plaza acts on it. */
export const WebhookReceived = object({ received: literal(true) });

/**
 * A hosted provider's signed events (docs/api.md, "Paying through a real provider"). The body is the
 * provider's, read as bytes: its signature is over them.
 */
const webhook = (route: string, name: string) =>
  endpoint({
    method: 'POST',
    path: `/payments/${route}/webhook/` as string,
    summary: `${name}’s signed payment events`,
    tag: 'Purchases',
    answers: { 200: WebhookReceived },
    errors: [503],
  });

/** Each hosted provider's webhook, by the provider's `route`. */
export const paymentWebhooks: Partial<Record<string, ReturnType<typeof webhook>>> = {
  stripe: webhook('stripe', 'Stripe'),
  mercadopago: webhook('mercadopago', 'Mercado Pago'),
};

import { afterAll } from 'vitest';
import {
  startFakeMercadoPago,
  type FakeMercadoPago,
} from '../../packages/server/test/support/fake-mercadopago/index.js';
import {
  startFakeStripe,
  type FakeStripe,
} from '../../packages/server/test/support/fake-stripe/index.js';

export type { FakeMercadoPago, FakeStripe };

/*
 * The server tests' fake Stripe and fake Mercado Pago (packages/server/test/support/), for
 * journeys that leave Plaza for a provider's hosted page and come back. Both run on loopback
 * ports; neither reaches the real providers.
 */

/** The providers a journeys' server takes: both hosted ones, and the test card for the rest. */
const PAYMENT_PROVIDERS = 'stripe,mercadopago,test';

/** Units of Mercado Pago's currency (ARS) per dollar that the journeys' shop charges at. */
export const MERCADOPAGO_USD_RATE = 1000;

export interface FakeProviders {
  /** The fake Stripe (from the fixture's `beforeAll` on). */
  readonly stripe: FakeStripe;
  /** The fake Mercado Pago (from the fixture's `beforeAll` on). */
  readonly mercadopago: FakeMercadoPago;
  /**
   * Starts both fakes and answers the server's environment pointing at them: the fixture's `env`,
   * so that they start in its `beforeAll`, before the server.
   */
  env(): Promise<Record<string, string>>;
  /**
   * Has the fake Stripe post its webhooks to `serverUrl` (Mercado Pago is told where by each
   * preference's `notification_url`, which the server sets).
   */
  sendWebhooksTo(serverUrl: string): void;
}

/** Only once `env` has started them: the describe block runs before any hook. */
function started<T>(fake: T | undefined, name: string): T {
  if (fake === undefined) throw new Error(`The fake ${name} has not started yet`);
  return fake;
}

/**
 * A fake Stripe and a fake Mercado Pago for the journeys of the describe block it is called in,
 * closed in `afterAll`. Call it before `useE2eServer` (hooks after the tests run last-registered
 * first, so the fakes outlive the server that may still be asking them) and give that `env`.
 */
export function useFakeProviders(): FakeProviders {
  let stripe: FakeStripe | undefined;
  let mercadopago: FakeMercadoPago | undefined;

  afterAll(async () => {
    await stripe?.close();
    await mercadopago?.close();
  });

  return {
    get stripe() {
      return started(stripe, 'Stripe');
    },
    get mercadopago() {
      return started(mercadopago, 'Mercado Pago');
    },
    async env() {
      stripe = await startFakeStripe();
      mercadopago = await startFakeMercadoPago({
        currency: 'ARS',
        usdRate: String(MERCADOPAGO_USD_RATE),
      });
      return { PAYMENT_PROVIDERS, ...stripe.env, ...mercadopago.env };
    },
    sendWebhooksTo(serverUrl) {
      started(stripe, 'Stripe').webhookUrl = `${serverUrl}/api/payments/stripe/webhook/`;
    },
  };
}

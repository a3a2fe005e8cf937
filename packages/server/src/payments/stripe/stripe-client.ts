import Stripe from 'stripe';
import { ProviderUnavailable } from '../provider.js';

/** What the Stripe adapter is configured with (`STRIPE_*`, config/). */
export interface StripeSettings {
  /** `STRIPE_SECRET_KEY` (`sk_…`). */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`), which webhooks are signed with. */
  webhookSecret: string;
  /** `STRIPE_API_URL`: where the SDK sends its calls instead of api.stripe.com (a fake in tests). */
  apiUrl?: string;
  /** How long one call may wait for an answer; 10 s unless a test makes it short. */
  timeoutMs?: number;
}

/** Where the SDK connects: only host, port and protocol count, since its paths are `/v1/…`. */
function addressOf(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** The official SDK, pointed at `apiUrl` when given; one retry, so a call never waits for long. */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.apiUrl ? addressOf(settings.apiUrl) : {}),
    maxNetworkRetries: 1,
    timeout: settings.timeoutMs ?? 10_000,
    telemetry: false,
  });
}

/** A Stripe error's code, when Stripe named one (`charge_already_refunded`). */
export const stripeCodeOf = (error: unknown): string | undefined =>
  error instanceof Stripe.errors.StripeError ? error.code : undefined;

/**
 * A Stripe call's failure as the port says it: the purchase stays as it was. Connection failures,
 * timeouts and 5xx are Stripe's side; a 4xx is ours (a wrong key, a bad parameter), so its status
 * and code go in the message, where the log shows them. Errors that are not Stripe's pass as they are.
 */
export function unavailable(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode;
  if (status === undefined || status >= 500) return new ProviderUnavailable('Stripe', error);
  return new ProviderUnavailable(`Stripe (${status} ${error.code ?? error.type})`, error);
}

/** Runs one Stripe call, its failure turned into `ProviderUnavailable`. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
}

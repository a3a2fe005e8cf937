import { MercadoPagoConfig, MercadoPagoError } from 'mercadopago';
import { MERCADOPAGO_API_URL, pointSdkAt } from './api-url.js';

/*
 * How the adapter calls the official SDK. Each call gets a `MercadoPagoConfig` of its own: the SDK's
 * clients merge a call's `requestOptions` (its idempotency key) into the config they were given and
 * keep them there, so a shared config would send one purchase's key with the next call.
 *
 * The SDK's defaults (60 s timeout, 3 retries waiting 1, 2 and 4 s) would hold a buyer's request for
 * minutes when Mercado Pago is down; a call here waits `timeoutMs` per try and retries `retries`
 * times (429 and 5xx, or no answer), soon. A retried write keeps its idempotency key, which the SDK
 * fixes once per call.
 */

export interface SdkCallOptions {
  accessToken: string;
  /** Where the SDK sends its calls; Mercado Pago's own API when undefined. */
  apiUrl: string | undefined;
  /** How long one try waits for an answer. */
  timeoutMs: number;
  /** How many times a try that got no answer, 429 or 5xx is made again. */
  retries: number;
}

/** The first retry waits this long, the next twice as long, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_DELAY_MS = 200;
const MAX_RETRY_DELAY_MS = 1000;

/** Runs SDK calls with a config each; what a call throws is the SDK's own error, unchanged. */
export type SdkCaller = <T>(call: (config: MercadoPagoConfig) => Promise<T>) => Promise<T>;

export function sdkCaller(options: SdkCallOptions): SdkCaller {
  return (call) => {
    const config = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: {
        timeout: options.timeoutMs,
        maxRetries: options.retries,
        initialDelay: FIRST_RETRY_DELAY_MS,
        maxDelay: MAX_RETRY_DELAY_MS,
      },
    });
    // Immediately before the call, with no await between: see api-url.ts.
    pointSdkAt(options.apiUrl ?? MERCADOPAGO_API_URL);
    return call(config);
  };
}

/**
 * The status of an error Mercado Pago answered with a 4xx: a refusal of this request, which the
 * caller may read (a payment not found, already refunded). Undefined for everything else: no
 * answer, a timeout (the SDK's status 0), 429 or 5xx.
 */
export function refusalStatusOf(error: unknown): number | undefined {
  if (!(error instanceof MercadoPagoError)) return undefined;
  return error.status >= 400 && error.status < 500 && error.status !== 429
    ? error.status
    : undefined;
}

// Deep import, on purpose: the SDK has no setting for its base URL (see below).
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

/*
 * `MERCADOPAGO_API_URL` points the official SDK (mercadopago@3.6.1, pinned exactly in package.json)
 * at another server: the fake one in tests, a proxy in staging. The SDK takes no URL: every request is
 * `AppConfig.BASE_URL + path`, a static field read by `RestClient.fetch`. So the field is checked to
 * be there when this module loads (a new SDK version that moved it fails at start, not by calling the
 * real Mercado Pago), and set before each call.
 *
 * Setting it per call rather than once keeps two providers with different URLs in one process (two
 * fakes in one test file) apart: `RestClient.fetch` builds the request's URL synchronously, before
 * its first `await`, so the value set just before a call is the one that call uses.
 */

if (typeof AppConfig.BASE_URL !== 'string') {
  throw new Error('mercadopago: AppConfig.BASE_URL is gone; check api-url.ts against the SDK');
}

/** Mercado Pago's own API, where the SDK sends its calls unless told otherwise. */
export const MERCADOPAGO_API_URL = AppConfig.BASE_URL;

/** `AppConfig.BASE_URL` without the `readonly` its declaration has: the SDK reads it on each call. */
const sdkConfig = AppConfig as unknown as { BASE_URL: string };

/** Points the SDK's next call at `apiUrl` (no trailing slash: the SDK's paths start with one). */
export function pointSdkAt(apiUrl: string): void {
  sdkConfig.BASE_URL = apiUrl.replace(/\/+$/, '');
}

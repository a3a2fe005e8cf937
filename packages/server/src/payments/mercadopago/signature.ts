import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused, type WebhookRequest } from '../provider.js';

/*
 * Mercado Pago signs each webhook with `x-signature: ts=…,v1=…`, v1 being the HMAC-SHA256 (hex) with
 * the webhook secret of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`, where data.id
 * is the query's `data.id`, lower-cased when it is alphanumeric, and a part whose value is missing is
 * left out. The SDK's own validator does not lower-case, so it would refuse a genuine notification
 * about an alphanumeric id: the check is written here instead.
 */

/** How old (or how far ahead, for clocks that differ) a signature's `ts` may be. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** Below this, `ts` is read as seconds: 10^12 ms is 2001, 10^12 s is 33,000 years from now. */
const SECONDS_BEFORE = 1e12;

/** The one value of a header, or undefined when it is missing or sent more than once. */
function headerOf(headers: WebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** `ts=1,v1=abc` → `{ts: '1', v1: 'abc'}`; a part without `=` is ignored. */
function signatureParts(header: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return parts;
}

/** The text Mercado Pago signs, from the parts a notification has. */
export function signatureManifest(parts: {
  dataId?: string;
  requestId?: string;
  ts: string;
}): string {
  const dataId =
    parts.dataId && /^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  let manifest = '';
  if (dataId) manifest += `id:${dataId};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  return `${manifest}ts:${parts.ts};`;
}

/** The `v1` of a manifest: HMAC-SHA256 with the webhook secret, in hex. */
export function signatureOf(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/**
 * `ts` in milliseconds. Mercado Pago's notifications carry milliseconds, its documentation's
 * examples seconds: a value too small to be milliseconds of this century is read as seconds.
 */
function timestampMs(ts: string): number {
  const value = Number(ts);
  return value < SECONDS_BEFORE ? value * 1000 : value;
}

/**
 * Checks a Mercado Pago webhook's `x-signature` against `secret`, and that it was signed within
 * `SIGNATURE_TOLERANCE_MS` of `now`; `WebhookRefused` says what is wrong.
 */
export function verifyWebhookSignature(
  request: Pick<WebhookRequest, 'headers' | 'query'>,
  secret: string,
  now: number = Date.now(),
): void {
  const header = headerOf(request.headers, 'x-signature');
  if (!header) throw new WebhookRefused('x-signature is missing');
  const { ts, v1 } = signatureParts(header);
  if (!ts || !/^\d{1,16}$/.test(ts)) throw new WebhookRefused('x-signature has no valid ts');
  if (!v1 || !/^[0-9a-f]{64}$/i.test(v1)) throw new WebhookRefused('x-signature has no valid v1');
  if (Math.abs(now - timestampMs(ts)) > SIGNATURE_TOLERANCE_MS) {
    throw new WebhookRefused('x-signature is too old or from the future');
  }
  const manifest = signatureManifest({
    dataId: request.query['data.id'],
    requestId: headerOf(request.headers, 'x-request-id'),
    ts,
  });
  const expected = Buffer.from(signatureOf(manifest, secret), 'hex');
  // Both are 32 bytes (v1 is 64 hex digits), as timingSafeEqual needs.
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) {
    throw new WebhookRefused('x-signature does not match');
  }
}

import { createHmac, randomUUID } from 'node:crypto';
import type { FakePayment } from './records.js';

/*
 * Mercado Pago's webhooks as it sends them: a POST to the preference's `notification_url` with
 * `data.id` and `type` added to its query, a small JSON body naming the payment, and `x-signature`
 * (`ts` in milliseconds, `v1` the HMAC-SHA256 of `id:{data.id};request-id:{x-request-id};ts:{ts};`,
 * data.id lower-cased) with `x-request-id`. Written here on its own, not with the adapter's code,
 * so that a mistake in the adapter's check is not made twice.
 */

/** A webhook ready to send: where, with which headers, and its body's text. */
export interface FakeNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What became of one webhook the fake sent. */
export interface FakeDelivery {
  paymentId: number;
  url: string;
  /** The HTTP status answered, or the error when nothing was. */
  status: number | string;
}

/** The `x-signature` of a notification about `dataId`. */
export function signatureHeader(
  parts: { dataId: string; requestId: string; ts: string },
  secret: string,
): string {
  const id = /^[a-z0-9]+$/i.test(parts.dataId) ? parts.dataId.toLowerCase() : parts.dataId;
  const manifest = `id:${id};request-id:${parts.requestId};ts:${parts.ts};`;
  return `ts=${parts.ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/** The webhook that tells `notificationUrl` that `payment` changed, signed with `secret`. */
export function notificationOf(
  payment: FakePayment,
  notificationUrl: string,
  secret: string,
  options: { action?: string; ts?: number } = {},
): FakeNotification {
  const dataId = String(payment.id);
  const requestId = randomUUID();
  const ts = String(options.ts ?? Date.now());
  const url = new URL(notificationUrl);
  url.searchParams.set('data.id', dataId);
  url.searchParams.set('type', 'payment');
  return {
    url: url.toString(),
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signatureHeader({ dataId, requestId, ts }, secret),
    },
    body: JSON.stringify({
      action: options.action ?? 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '1234567890',
    }),
  };
}

/** Sends a webhook and says what came of it; a server that does not answer is only recorded. */
export async function deliver(notification: FakeNotification): Promise<number | string> {
  try {
    const answer = await fetch(notification.url, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
      signal: AbortSignal.timeout(20_000),
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

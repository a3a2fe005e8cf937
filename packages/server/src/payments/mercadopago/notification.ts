import { WebhookRefused, type WebhookRequest } from '../provider.js';

/*
 * A Mercado Pago webhook names what changed and nothing more: `?data.id=…&type=payment` in the query
 * (and the same in the body: `{type, action, data: {id}}`). The signature covers the query's
 * `data.id` only, so that is the id read back; a body naming another one is refused.
 */

export interface Notification {
  /** The topic: `payment`, `merchant_order`, `topic_claims_integration_wh`, … */
  type: string | undefined;
  /** What the topic's record is known by (a payment's id). */
  dataId: string | undefined;
}

interface NotificationBody {
  type?: unknown;
  data?: { id?: unknown };
}

function bodyOf(rawBody: Buffer): NotificationBody {
  try {
    const body: unknown = JSON.parse(rawBody.toString('utf8'));
    return typeof body === 'object' && body !== null ? (body as NotificationBody) : {};
  } catch {
    return {};
  }
}

/** The topic and id of a webhook whose signature was checked. */
export function notificationOf(request: WebhookRequest): Notification {
  const body = bodyOf(request.rawBody);
  const dataId = request.query['data.id'];
  const bodyId = body.data?.id;
  if (bodyId !== undefined && bodyId !== null && String(bodyId) !== dataId) {
    throw new WebhookRefused("the body's data.id differs from the signed one");
  }
  const type = request.query.type ?? (typeof body.type === 'string' ? body.type : undefined);
  return { type, dataId };
}

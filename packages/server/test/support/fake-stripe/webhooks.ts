import Stripe from 'stripe';
import type { FakeRecords } from './records.js';
import { newId, unixNow } from './records.js';
import { chargeJson, sessionJson } from './stripe-json.js';

/*
 * The fake's events, signed as Stripe signs them (`Stripe-Signature: t=…,v1=…` over `t.payload`
 * with the endpoint's secret) and posted to the webhook URL a test sets. Each event keeps the
 * object as it was when it happened, and a redelivery is the same event (same id), signed anew.
 */

export type FakeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'charge.refunded';

/** An event as a webhook request carries it: the exact body and its headers. */
export interface SignedEvent {
  payload: string;
  headers: Record<string, string>;
}

/** How `eventFor` signs: another secret (a forged event), another time (an old one), in Unix seconds. */
export interface SignOptions {
  secret?: string;
  timestamp?: number;
}

/** One webhook the fake posted: the answer's status, or why there was none. */
export interface WebhookDelivery {
  eventId: string;
  type: FakeEventType;
  status: number | null;
  error?: string;
}

export class FakeWebhooks {
  /** Where events are posted; nothing is posted while it is unset. */
  url: string | undefined;
  readonly deliveries: WebhookDelivery[] = [];
  private readonly events = new Map<string, { id: string; type: FakeEventType }>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly records: FakeRecords,
    readonly secret: string,
    private readonly pageUrl: (sessionId: string) => string,
  ) {}

  /** A new event of `type` about the session as it is now, kept as its latest of that type. */
  happened(sessionId: string, type: FakeEventType) {
    const session = this.records.sessionNamed(sessionId);
    const object =
      type === 'charge.refunded'
        ? chargeJson(session)
        : sessionJson(session, this.pageUrl(sessionId));
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.set(`${sessionId} ${type}`, event);
    return event;
  }

  /** The session's latest event of `type`, made now if there was none, signed to be sent. */
  signed(sessionId: string, type: FakeEventType, options: SignOptions = {}): SignedEvent {
    const event = this.events.get(`${sessionId} ${type}`) ?? this.happened(sessionId, type);
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.secret,
      timestamp: options.timestamp ?? unixNow(),
    });
    return {
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
    };
  }

  /** Posts the session's latest event of `type` to `url`, and says how it was answered. */
  deliver(sessionId: string, type: FakeEventType): Promise<WebhookDelivery> {
    const { payload, headers } = this.signed(sessionId, type);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    const delivery = this.post(payload, headers).then(
      (status) => ({ eventId, type, status }),
      (error: unknown) => ({ eventId, type, status: null, error: String(error) }),
    );
    const recorded = delivery.then((done) => {
      this.deliveries.push(done);
      return done;
    });
    this.inFlight.add(recorded);
    void recorded.finally(() => this.inFlight.delete(recorded));
    return recorded;
  }

  /** Waits for every delivery under way. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async post(payload: string, headers: Record<string, string>): Promise<number> {
    if (!this.url) throw new Error('no webhook URL set on the fake Stripe');
    const answer = await fetch(this.url, {
      method: 'POST',
      headers,
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await answer.arrayBuffer();
    return answer.status;
  }
}

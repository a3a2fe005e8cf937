import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import type { FailurePlan, RefundRefusal } from './failures.js';
import type { FormObject } from './form-body.js';
import { parseForm } from './form-body.js';
import type { FakeRecords, FakeSession } from './records.js';
import { refundFrom } from './refunds.js';
import { sessionFrom } from './session-params.js';
import { refundJson, sessionJson } from './stripe-json.js';
import type { FakeWebhooks } from './webhooks.js';

/*
 * The part of Stripe's API the SDK calls for Plaza: open, read and close (expire) a Checkout
 * Session, refund a PaymentIntent. Calls need the secret key; a POST's `Idempotency-Key` answers
 * the first call's result again, and refuses other parameters under the same key, as Stripe does.
 */

export interface FakeApiContext {
  records: FakeRecords;
  webhooks: FakeWebhooks;
  failures: FailurePlan;
  secretKey: string;
  pageUrl: (sessionId: string) => string;
}

const apiError = (reply: FastifyReply, error: ApiError) =>
  reply.code(error.status).send(error.body);

/** Sends what `compute` answers, or the Stripe error it throws. */
function answer(reply: FastifyReply, compute: () => unknown) {
  try {
    return reply.send(compute());
  } catch (error) {
    if (error instanceof ApiError) return apiError(reply, error);
    throw error;
  }
}

/** Stripe's answer when it fails on its side; the SDK reads `Stripe-Should-Retry`. */
const serverError = new ApiError(500, 'api_error', 'An unknown error occurred on Stripe (faked).');

/** A refund refused as a test asked (`refuseRefunds`). */
const refusalError = ({ status, code, type }: RefundRefusal) =>
  new ApiError(status, type ?? 'invalid_request_error', `Refund refused (faked): ${code}.`, {
    code,
  });

/** Failures a test asked for, then the secret key, before any `/v1/` call. */
function guardApi(app: FastifyInstance, context: FakeApiContext) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    reply.header('request-id', `req_${randomBytes(7).toString('hex')}`);
    const failure = context.failures.take();
    if (failure?.status === 'hang') await new Promise<never>(() => {});
    if (failure) return apiError(reply.header('stripe-should-retry', 'false'), serverError);
    if (request.headers.authorization !== `Bearer ${context.secretKey}`) {
      return apiError(
        reply,
        new ApiError(401, 'invalid_request_error', 'Invalid API Key provided.'),
      );
    }
  });
}

export function registerApi(app: FastifyInstance, context: FakeApiContext) {
  const { records, webhooks } = context;
  const answered = new Map<string, { fingerprint: string; body: unknown }>();
  guardApi(app, context);

  /** A POST made once per idempotency key: the same key answers the same result. */
  function once(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: (form: FormObject) => unknown,
  ) {
    const form = (request.body ?? {}) as FormObject;
    const key = request.headers['idempotency-key'];
    const fingerprint = `${request.url} ${JSON.stringify(form)}`;
    const earlier = typeof key === 'string' ? answered.get(key) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`;
      return apiError(reply, new ApiError(400, 'idempotency_error', message));
    }
    if (earlier) return reply.header('idempotent-replayed', 'true').send(earlier.body);
    return answer(reply, () => {
      const body = compute(form);
      if (typeof key === 'string') answered.set(key, { fingerprint, body });
      return body;
    });
  }

  app.post('/v1/checkout/sessions', (request, reply) =>
    once(request, reply, (form) => {
      const session = sessionFrom(form);
      records.sessions.set(session.id, session);
      return sessionJson(session, context.pageUrl(session.id));
    }),
  );

  /** The session named in the path, or Stripe's 404 for it. */
  function sessionAt(id: string): FakeSession {
    const session = records.session(id);
    if (session) return session;
    throw new ApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
      code: 'resource_missing',
      param: 'session',
    });
  }

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', (request, reply) =>
    answer(reply, () => {
      const session = sessionAt(request.params.id);
      const { expand } = parseForm(request.url.split('?')[1] ?? '');
      const expanded = Array.isArray(expand) && expand.includes('payment_intent');
      return sessionJson(session, context.pageUrl(session.id), expanded);
    }),
  );

  // Stripe closes only an open session, and then sends `checkout.session.expired` as it does at
  // `expires_at`; any other is refused with a message and no code.
  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', (request, reply) =>
    once(request, reply, () => {
      const session = sessionAt(request.params.id);
      if (session.status !== 'open') {
        throw new ApiError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
        );
      }
      records.expire(session.id);
      webhooks.happened(session.id, 'checkout.session.expired');
      if (webhooks.url) void webhooks.deliver(session.id, 'checkout.session.expired');
      return sessionJson(session, context.pageUrl(session.id));
    }),
  );

  app.post('/v1/refunds', (request, reply) => {
    const refusal = context.failures.takeRefusal();
    if (refusal) return apiError(reply, refusalError(refusal));
    return once(request, reply, (form) => {
      const refund = refundFrom(records, form);
      // Stripe then sends `charge.refunded` on its own, whoever asked for the refund.
      const session = records.sessionPaidBy(refund.paymentIntentId);
      if (session) {
        webhooks.happened(session.id, 'charge.refunded');
        if (webhooks.url) void webhooks.deliver(session.id, 'charge.refunded');
      }
      return refundJson(refund);
    });
  });
}

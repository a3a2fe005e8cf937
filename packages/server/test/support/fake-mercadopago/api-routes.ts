import type { FastifyInstance } from 'fastify';
import { mpError } from './errors.js';
import { hundredthsOf, newPreferenceId, type FakeItem, type FakePreference } from './records.js';
import type { FakeState } from './state.js';

/*
 * The four calls Plaza's adapter makes, as Mercado Pago's API answers them: create a preference
 * (`X-Idempotency-Key` honoured: the same key answers the same preference), read a payment, search
 * payments by `external_reference`, refund a payment (in full with `{}`, in part with `{amount}`,
 * the same key answering the same refund). Each wants `Authorization: Bearer <access token>`.
 */

const idempotencyKeyOf = (headers: Record<string, unknown>) => {
  const key = headers['x-idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

export function registerApiRoutes(app: FastifyInstance, state: FakeState): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') && !request.url.startsWith('/checkout/preferences')) return;
    if (request.headers.authorization !== `Bearer ${state.accessToken}`) {
      return mpError(reply, 401, 'unauthorized', 'invalid access token');
    }
  });

  app.post<{ Body: Omit<FakePreference, 'id' | 'init_point' | 'date_created' | 'idempotencyKey'> }>(
    '/checkout/preferences/',
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const known = key === undefined ? undefined : state.preferencesByKey.get(key);
      if (known) return reply.code(201).send(known);
      const items: FakeItem[] | undefined = request.body?.items;
      if (!Array.isArray(items) || items.length === 0) {
        return mpError(reply, 400, 'invalid_items', 'items needed');
      }
      const id = newPreferenceId();
      const preference: FakePreference = {
        ...request.body,
        id,
        init_point: `${state.url}/checkout/${id}`,
        date_created: new Date().toISOString(),
        idempotencyKey: key,
      };
      state.preferences.set(id, preference);
      if (key !== undefined) state.preferencesByKey.set(key, preference);
      return reply.code(201).send(preference);
    },
  );

  app.get<{ Querystring: Record<string, string> }>('/v1/payments/search', async (request) => {
    const reference = request.query.external_reference;
    const results = [...state.payments.values()].filter(
      (payment) => reference === undefined || payment.external_reference === reference,
    );
    return { paging: { total: results.length, limit: 30, offset: 0 }, results };
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
    const payment = state.payments.get(Number(request.params.id));
    return payment ?? mpError(reply, 404, 'not_found', 'Payment not found');
  });

  app.post<{ Params: { id: string }; Body: { amount?: number } | undefined }>(
    '/v1/payments/:id/refunds',
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const known = key === undefined ? undefined : state.refundsByKey.get(key);
      if (known) return reply.code(201).send(known);
      const payment = state.payments.get(Number(request.params.id));
      if (!payment) return mpError(reply, 404, 'not_found', 'Payment not found');
      if (payment.status === 'refunded') {
        return mpError(reply, 400, 'bad_request', 'Payment already refunded');
      }
      if (payment.status !== 'approved') {
        return mpError(reply, 400, 'bad_request', `Invalid payment status: ${payment.status}`);
      }
      const left =
        hundredthsOf(payment.transaction_amount) -
        hundredthsOf(payment.transaction_amount_refunded);
      const asked = request.body?.amount === undefined ? left : hundredthsOf(request.body.amount);
      if (asked <= 0 || asked > left)
        return mpError(reply, 400, 'bad_request', 'Invalid refund amount');
      const refund = {
        id: state.nextRefundId(),
        payment_id: payment.id,
        amount: asked / 100,
        status: 'approved' as const,
        date_created: new Date().toISOString(),
        idempotencyKey: key,
      };
      payment.refunds.push(refund);
      payment.transaction_amount_refunded =
        (hundredthsOf(payment.transaction_amount_refunded) + asked) / 100;
      if (asked === left) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      }
      state.refunds.push(refund);
      if (key !== undefined) state.refundsByKey.set(key, refund);
      return reply.code(201).send(refund);
    },
  );
}

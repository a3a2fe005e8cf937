import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { mpError } from './errors.js';

/** How the next API calls fail: a status Mercado Pago answers with, or no answer at all. */
export interface Fault {
  status: 500 | 502 | 503 | 429 | 'hang';
}

/**
 * Failures queued for the next API calls (not the hosted page), one call each: `hang` holds the
 * call unanswered until the client gives up or the fake closes.
 */
export function registerFaults(app: FastifyInstance) {
  const queued: Fault[] = [];
  const held = new Set<ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') && !request.url.startsWith('/checkout/preferences')) return;
    const fault = queued.shift();
    if (!fault) return;
    if (fault.status === 'hang') {
      reply.hijack();
      held.add(reply.raw);
      reply.raw.on('close', () => held.delete(reply.raw));
      return;
    }
    return mpError(reply, fault.status, 'internal_error', 'the fake failed as it was told to');
  });
  return {
    failNext(count: number, fault: Fault) {
      for (let index = 0; index < count; index++) queued.push(fault);
    },
    releaseHeld() {
      for (const response of held) response.destroy();
      held.clear();
    },
  };
}

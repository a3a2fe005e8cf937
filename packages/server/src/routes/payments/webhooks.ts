import { paymentEndpoints as payments } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import {
  ProviderUnavailable,
  WebhookRefused,
  type HostedProvider,
  type WebhookRequest,
} from '../../payments/provider.js';
import { providerIdOf } from '../../payments/registry.js';
import { takeFact } from '../../payments/take-fact.js';
import type { Services } from '../../services.js';

/*
 * POST `payments/{stripe,mercadopago}/webhook/` (docs/api.md, "Paying through a real provider"): the
 * provider's signed events. Signatures are over the exact bytes sent, so this plugin keeps every
 * body as a Buffer, whatever its type. A verified event is `200` whether or not Plaza acts on it;
 * one whose signature fails is `400` and nothing of it is applied (nor recorded); `503` when the
 * provider must be asked about it and can't be, so that it sends the event again later.
 */

const refused = (reason: string) => new HttpError(400, 'webhook_refused', reason);
const askLater = () =>
  new HttpError(503, 'payment_provider_unavailable', 'The payment provider could not be asked.');

/** The declared webhook of a hosted provider's `route`: a provider without one can't start. */
function webhookOf(route: string) {
  const endpoint = payments.paymentWebhooks[route];
  if (!endpoint) throw new Error(`No webhook endpoint is declared for the provider ${route}`);
  return endpoint;
}

/** One hosted provider's webhook route. */
function webhookRoute(services: Services, provider: HostedProvider) {
  const providerId = providerIdOf(provider.method);
  const endpoint = webhookOf(provider.route);
  const counted = (outcome: string) =>
    services.counters.webhookEvents.inc({ provider: providerId, outcome });
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(app, endpoint, async (_input, request) => {
      const webhook: WebhookRequest = {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        headers: request.headers,
        query: request.query as Record<string, string | undefined>,
      };
      let facts;
      try {
        facts = await provider.webhookFacts(webhook);
      } catch (error) {
        if (error instanceof WebhookRefused) {
          request.log.warn({ provider: providerId, reason: error.message }, 'webhook refused');
          counted('refused');
          throw refused(error.message);
        }
        if (error instanceof ProviderUnavailable) {
          request.log.warn({ err: error, provider: providerId }, 'webhook left for a retry');
          counted('provider_unavailable');
          throw askLater();
        }
        throw error;
      }
      for (const fact of facts) {
        counted((await takeFact(services, request.log, providerId, fact)).outcome);
      }
      return { received: true as const };
    });
  };
}

/** The webhook route of every hosted provider on. */
export function webhookRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    for (const provider of services.payments.all) {
      if (provider.kind === 'hosted') await app.register(webhookRoute(services, provider));
    }
  };
}

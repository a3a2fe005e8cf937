import { paymentEndpoints as payments } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { createTestToken } from '../../payments/test/test-provider.js';
import type { Services } from '../../services.js';

/**
 * POST `payments/test/tokens/`: the `test` provider's client step, registered only while it is the
 * configured provider. A Luhn-invalid or expired card is `400`; nothing of the card is kept or logged.
 */
export function testTokenRoutes({ db }: Services) {
  return async (app: FastifyInstance) => {
    route(app, payments.testPaymentToken, async ({ body }) => ({
      token: await createTestToken(db, body),
    }));
  };
}

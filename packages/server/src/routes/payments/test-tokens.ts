import { PaymentToken, TestCardBody } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate.js';
import { createTestToken } from '../../payments/test/test-provider.js';
import type { Services } from '../../services.js';
import { operation } from '../../http/operation.js';

/**
 * POST `payments/test/tokens/`: the `test` provider's client step, registered only while it is the
 * configured provider. A Luhn-invalid or expired card is `400`; nothing of the card is kept or logged.
 */
export function testTokenRoutes({ db }: Services) {
  return async (app: FastifyInstance) => {
    app.post(
      '/payments/test/tokens/',
      operation({
        summary: 'Tokenize a test card (the built-in test payment provider)',
        tag: 'Purchases',
        auth: 'user',
        body: TestCardBody,
        answers: { 200: PaymentToken },
      }),
      async (request): Promise<PaymentToken> => {
        const card = parse(TestCardBody, request.body);
        return { token: await createTestToken(db, card) };
      },
    );
  };
}

import { PaymentMethodList } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { operation } from '../../http/operation.js';
import { paymentMethodList } from '../../payments/methods.js';
import type { Services } from '../../services.js';

/** GET `payments/methods/`: what checkout offers, for anyone. */
export function paymentMethodRoutes({ payments }: Services) {
  return async (app: FastifyInstance) => {
    app.get(
      '/payments/methods/',
      operation({
        summary: 'The ways this shop takes money, in checkout’s order',
        tag: 'Purchases',
        answers: { 200: PaymentMethodList },
      }),
      async (): Promise<PaymentMethodList> => paymentMethodList(payments),
    );
  };
}

import { productEditingEndpoints as productEditing } from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { setProductNetwork, setProductStatus } from '../../catalogue/moderation.js';
import { notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import type { Services } from '../../services.js';
import { answerProduct, productOf, summaryPage } from './product-context.js';

/** The Administration calls of docs/api.md: every product, and the decisions on them. */
export function adminProductRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    /** Decides on product `productId` (`decided` answers whether it exists); answers it as it now is. */
    const decide = async (
      request: FastifyRequest,
      productId: number,
      decided: (id: number) => Promise<boolean>,
    ) => {
      const { id } = await productOf(services, productId);
      if (!(await decided(id))) throw notFound();
      return answerProduct(services, request, id);
    };

    route(app, productEditing.adminProducts, async ({ query }, request) =>
      summaryPage(services, request, sessionOf(request), { kind: 'all' }, query),
    );
    route(app, productEditing.setProductStatus, async ({ params, body }, request) =>
      decide(request, params.id, (id) => setProductStatus(services, id, body.status, body.reason)),
    );
    route(app, productEditing.setProductNetwork, async ({ params, body }, request) =>
      decide(request, params.id, (id) => setProductNetwork(services, id, body.is_tct_product)),
    );
  };
}

import {
  ProductNetworkBody,
  ProductReviewQuery,
  ProductStatusBody,
  type Page,
  type Product,
  type ProductSummary,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { setProductNetwork, setProductStatus } from '../../catalogue/products.js';
import { notFound } from '../../http/http-error.js';
import { parse, parseQuery } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { answerProduct, productOf, summaryPage } from './product-context.js';

/** The Administration calls of API.md: every product, and the decisions on them. */
export function adminProductRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireAdmin);

    app.get('/marketplace/admin/products/', async (request): Promise<Page<ProductSummary>> => {
      const query = parseQuery(ProductReviewQuery, request.query);
      return summaryPage(services, request, { kind: 'all' }, query);
    });

    app.patch('/marketplace/admin/products/:id/status/', async (request): Promise<Product> => {
      const { id } = await productOf(services, request);
      const { status, reason } = parse(ProductStatusBody, request.body);
      if (!(await setProductStatus(db, id, status, reason))) throw notFound();
      services.exploreCounts.clear();
      return answerProduct(services, request, id);
    });

    app.patch('/marketplace/admin/products/:id/network/', async (request): Promise<Product> => {
      const { id } = await productOf(services, request);
      const { is_tct_product } = parse(ProductNetworkBody, request.body);
      if (!(await setProductNetwork(db, id, is_tct_product))) throw notFound();
      return answerProduct(services, request, id);
    });
  };
}

import {
  Product,
  ProductNetworkBody,
  ProductReviewQuery,
  ProductStatusBody,
  ProductSummaryPage,
  type Page,
  type ProductSummary,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';
import { sessionOf } from '../../auth/authenticate.js';
import { setProductNetwork, setProductStatus } from '../../catalogue/moderation.js';
import { notFound } from '../../http/http-error.js';
import { operation, type Operation } from '../../http/operation.js';
import { parse, parseQuery } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { answerProduct, productOf, summaryPage } from './product-context.js';

/** An Administration call's documentation: every one of them needs an administrator. */
const adminOperation = (declared: Omit<Operation, 'tag' | 'auth'>) =>
  operation({ ...declared, tag: 'Administration', auth: 'admin' });

/** The Administration calls of API.md: every product, and the decisions on them. */
export function adminProductRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    /** A PATCH deciding something of one product: `decide` answers whether it exists; the answer is the product as it now is. */
    const decision = <T, S>(
      url: string,
      summary: string,
      body: Struct<T, S>,
      decide: (id: number, decided: T) => Promise<boolean>,
    ) =>
      app.patch(
        url,
        adminOperation({ summary, body, answers: { 200: Product } }),
        async (request): Promise<Product> => {
          const { id } = await productOf(services, request);
          if (!(await decide(id, parse(body, request.body)))) throw notFound();
          services.catalogueChanged();
          return answerProduct(services, request, id);
        },
      );

    const listDoc = adminOperation({
      summary: 'Every product, in any status (administrators)',
      query: ProductReviewQuery,
      answers: { 200: ProductSummaryPage },
    });
    app.get(
      '/marketplace/admin/products/',
      listDoc,
      async (request): Promise<Page<ProductSummary>> => {
        const query = parseQuery(ProductReviewQuery, request.query);
        return summaryPage(services, request, sessionOf(request), { kind: 'all' }, query);
      },
    );

    decision(
      '/marketplace/admin/products/:id/status/',
      'Approve or suspend a product (administrators)',
      ProductStatusBody,
      (id, { status, reason }) => setProductStatus(db, id, status, reason),
    );
    decision(
      '/marketplace/admin/products/:id/network/',
      'Tag or untag a network product (administrators)',
      ProductNetworkBody,
      (id, { is_tct_product }) => setProductNetwork(db, id, is_tct_product),
    );
  };
}

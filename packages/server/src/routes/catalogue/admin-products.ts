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
import { setProductNetwork, setProductStatus } from '../../catalogue/moderation.js';
import { notFound } from '../../http/http-error.js';
import { parse, parseQuery } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { answerProduct, productOf, summaryPage } from './product-context.js';
import { operation } from '../../http/operation.js';

/** The Administration calls of API.md: every product, and the decisions on them. */
export function adminProductRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireAdmin);

    const listDoc = operation({
      summary: 'Every product, in any status (administrators)',
      tag: 'Administration',
      auth: 'admin',
      query: ProductReviewQuery,
      answers: { 200: ProductSummaryPage },
    });
    const statusDoc = operation({
      summary: 'Approve or suspend a product (administrators)',
      tag: 'Administration',
      auth: 'admin',
      body: ProductStatusBody,
      answers: { 200: Product },
    });
    const networkDoc = operation({
      summary: 'Tag or untag a network product (administrators)',
      tag: 'Administration',
      auth: 'admin',
      body: ProductNetworkBody,
      answers: { 200: Product },
    });
    const list = '/marketplace/admin/products/';
    app.get(list, listDoc, async (request): Promise<Page<ProductSummary>> => {
      const query = parseQuery(ProductReviewQuery, request.query);
      return summaryPage(services, request, { kind: 'all' }, query);
    });

    const status = '/marketplace/admin/products/:id/status/';
    app.patch(status, statusDoc, async (request): Promise<Product> => {
      const { id } = await productOf(services, request);
      const { status, reason } = parse(ProductStatusBody, request.body);
      if (!(await setProductStatus(db, id, status, reason))) throw notFound();
      services.catalogueChanged();
      return answerProduct(services, request, id);
    });

    const network = '/marketplace/admin/products/:id/network/';
    app.patch(network, networkDoc, async (request): Promise<Product> => {
      const { id } = await productOf(services, request);
      const { is_tct_product } = parse(ProductNetworkBody, request.body);
      if (!(await setProductNetwork(db, id, is_tct_product))) throw notFound();
      services.catalogueChanged();
      return answerProduct(services, request, id);
    });
  };
}

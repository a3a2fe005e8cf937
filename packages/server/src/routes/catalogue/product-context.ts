import type { Page, Product, ProductSummary } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { sessionOf, type Session } from '../../auth/authenticate.js';
import { productAnswer, type AnswerContext } from '../../catalogue/answers.js';
import type { TimedCache } from '../../cache/timed-cache.js';
import type { ListOptions, ListScope } from '../../catalogue/listing.js';
import { findProduct, type ProductRow } from '../../catalogue/product-rows.js';
import { summaryPageAt } from '../../catalogue/summary-page.js';
import { notFound } from '../../http/http-error.js';
import { requestLanguage } from '../../http/language.js';
import { originOf } from '../../http/origin.js';
import type { Services } from '../../services.js';

/**
 * What product answers need from this request: absolute URLs at its origin, names in its language,
 * and the signed-in caller they are made for (`null` for the visitors' answer, which is kept).
 */
export function answerContext(
  services: Services,
  request: FastifyRequest,
  viewer: Session | null,
): AnswerContext {
  return {
    db: services.db,
    storage: services.storage,
    origin: originOf(request),
    language: requestLanguage(request),
    ...(viewer && { viewer: { id: viewer.user.id, isAdmin: viewer.user.isAdmin } }),
  };
}

/**
 * The product `id` names (the path's `:id`, as the endpoint's `Id` parsed it), unless archived;
 * `404` otherwise.
 */
export async function productOf(services: Services, id: number): Promise<ProductRow> {
  const product = await findProduct(services.db, id);
  if (!product) throw notFound();
  return product;
}

/**
 * Whether `viewer` (a visitor when `null`) may see `product` and what hangs on it (its questions):
 * everyone an approved one, its seller and administrators one in any status.
 */
export function maySee(product: ProductRow, viewer: Session | null): boolean {
  if (product.status === 'approved') return true;
  return viewer?.user.id === product.sellerId || !!viewer?.user.isAdmin;
}

/** The whole `Product` as it is now, after a change, for the signed-in caller who made it. */
export async function answerProduct(
  services: Services,
  request: FastifyRequest,
  productId: number,
): Promise<Product> {
  const product = await findProduct(services.db, productId);
  if (!product) throw notFound();
  return productAnswer(answerContext(services, request, sessionOf(request)), product);
}

/**
 * One page of a list of products, as summaries, for `viewer` (`null` for the visitors' answer); its
 * count kept a while in `counts` when given.
 */
export async function summaryPage(
  services: Services,
  request: FastifyRequest,
  viewer: Session | null,
  scope: ListScope,
  query: ListOptions,
  counts?: TimedCache<number>,
): Promise<Page<ProductSummary>> {
  const url = new URL(request.url, originOf(request));
  return summaryPageAt(answerContext(services, request, viewer), url, scope, query, counts);
}

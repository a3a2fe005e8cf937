import type { PageCall, ProductReviewPage, ProductReviewsQuery, QuestionPage } from '@plaza/api';
import { pageAnswerAt } from '../http/pagination.js';
import { listQuestions } from '../questions/listing.js';
import { questionAnswer } from '../questions/question-rows.js';
import { reviewAnswer } from '../reviews/answers.js';
import { listReviews } from '../reviews/listing.js';
import { productRatingSummary } from '../reviews/ratings.js';
import type { Services } from '../services.js';

/** The address of the API's call at `path` with `query`, which a page's `next` link is made from. */
export function apiCallAt(origin: string, path: string, query: object): URL {
  const call = new URL(`/api/${path}`, origin);
  for (const [name, value] of Object.entries(query)) call.searchParams.set(name, String(value));
  return call;
}

/**
 * GET `marketplace/products/{id}/reviews/` with `query`, answered in-process as the API answers a
 * visitor (product-reviews.ts): the visible reviews, with the summary of all of them.
 */
export async function productReviewsPage(
  services: Services,
  productId: number,
  query: ProductReviewsQuery & PageCall,
  origin: string,
): Promise<ProductReviewPage> {
  const [{ count, rows }, summary] = await Promise.all([
    listReviews(services.db, { ...query, productId, isHidden: false }),
    productRatingSummary(services.db, productId),
  ]);
  const urlOf = (key: string) => services.storage.urlOf(key, origin);
  const call = apiCallAt(origin, `marketplace/products/${productId}/reviews/`, query);
  const results = rows.map((row) => reviewAnswer(row, urlOf));
  return { ...pageAnswerAt(call, query, count, results), summary };
}

/**
 * GET `marketplace/products/{id}/questions/` with `query`, answered in-process as the API answers a
 * visitor (product-questions.ts): the answered questions only.
 */
export async function productQuestionsPage(
  services: Services,
  productId: number,
  query: PageCall,
  origin: string,
): Promise<QuestionPage> {
  const { count, rows } = await listQuestions(services.db, {
    ...query,
    productId,
    viewerId: undefined,
  });
  const call = apiCallAt(origin, `marketplace/products/${productId}/questions/`, query);
  return pageAnswerAt(call, query, count, rows.map(questionAnswer));
}

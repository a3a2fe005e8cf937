import type { Page, ProductSummary } from '@plaza/api';
import { pageAnswerAt } from '../http/pagination.js';
import { summaryAnswers, type AnswerContext } from './answers.js';
import { listProducts, type ListOptions, type ListScope } from './listing.js';
import type { TimedCache } from '../cache/timed-cache.js';

/**
 * One page of a list of products, as summaries, for the call at `url` (its `next` and `previous`
 * link from it); its count kept a while in `counts` when given. `404` past the last page.
 */
export async function summaryPageAt(
  context: AnswerContext,
  url: URL,
  scope: ListScope,
  query: ListOptions,
  counts?: TimedCache<number>,
): Promise<Page<ProductSummary>> {
  const { count, rows } = await listProducts(context.db, scope, query, counts);
  return pageAnswerAt(url, query, count, await summaryAnswers(context, rows));
}

import type { QuestionPage } from '@plaza/api';
import type { SWRResponse } from 'swr';
import { questionApi } from '../../../lib/api-calls/questions';
import { growingListKey, useGrowingList } from '../../../lib/growing-list';
import { productQuestionsQuery } from '../question-pages';

/**
 * The cache key's path of GET `marketplace/products/{id}/questions/`. It starts as the products' do,
 * so the Products tag refreshes it too.
 */
const productQuestionsPath = (productId: number) => `marketplace/products/${productId}/questions/`;

/**
 * Who reads the questions: the answer differs (a visitor's has the answered ones only), so each
 * has an entry of its own; `null` for a visitor, whose entry the server fills.
 */
const readerQuery = (reader: string | null) => (reader === null ? {} : { reader });

/** The cache key of the first `pageCount` pages of a product's questions as `reader` sees them. */
export const productQuestionsKey = (productId: number, pageCount: number, reader: string | null) =>
  growingListKey(productQuestionsPath(productId), readerQuery(reader), pageCount);

/**
 * A product's questions, newest first: the answered ones, and those still waiting that the reader
 * may see (their own; every one for the seller). `pageCount` pages of them; `reader` is the
 * signed-in user's username, `null` for a visitor.
 */
export function useProductQuestions(
  productId: number,
  pageCount: number,
  reader: string | null,
): SWRResponse<QuestionPage, Error> {
  const path = productQuestionsPath(productId);
  return useGrowingList(path, readerQuery(reader), pageCount, (page) =>
    questionApi.productQuestions(productId, productQuestionsQuery(page)),
  );
}

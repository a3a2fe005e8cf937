import type { QuestionPage } from '@plaza/api';
import type { SWRResponse } from 'swr';
import { questionApi } from '../../../lib/api-calls/questions';
import { useGrowingList } from '../../../lib/growing-list';

/** Questions a page of the product's list holds. */
export const QUESTION_PAGE_SIZE = 10;

/**
 * The cache key's path of GET `marketplace/products/{id}/questions/`. It starts as the products' do,
 * so the Products tag refreshes it too.
 */
const productQuestionsPath = (productId: number) => `marketplace/products/${productId}/questions/`;

/**
 * A product's questions, newest first: the answered ones, and those still waiting that the reader
 * may see (their own; every one for the seller). `pageCount` pages of them.
 */
export function useProductQuestions(
  productId: number,
  pageCount: number,
): SWRResponse<QuestionPage, Error> {
  return useGrowingList(productQuestionsPath(productId), {}, pageCount, (page) =>
    questionApi.productQuestions(productId, { page, page_size: QUESTION_PAGE_SIZE }),
  );
}

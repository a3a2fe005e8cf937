import type { QuestionPage } from '@plaza/api';
import type { SWRResponse } from 'swr';
import { questionApi } from '../../../lib/api-calls/questions';
import { useGrowingList } from '../../../lib/growing-list';
import { QUESTION_PAGE_SIZE } from '../question-pages';

/** GET `marketplace/questions/mine/`: the questions on the signed-in seller's products, waiting ones only with `answered: false`. */
export function useMyQuestions(
  answered: boolean | undefined,
  pageCount: number,
): SWRResponse<QuestionPage, Error> {
  return useGrowingList('marketplace/questions/mine/', { answered }, pageCount, (page) =>
    questionApi.myQuestions({
      ...(answered !== undefined && { answered }),
      page,
      page_size: QUESTION_PAGE_SIZE,
    }),
  );
}

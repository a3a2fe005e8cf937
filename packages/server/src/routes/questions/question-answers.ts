import type { Page, Question } from '@plaza/api';
import type { FastifyRequest } from 'fastify';
import { pageAnswer } from '../../http/pagination.js';
import { listQuestions, type QuestionFilter } from '../../questions/listing.js';
import { questionAnswer } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';

/** One page of the questions `filter` keeps. */
export async function questionPage(
  services: Services,
  request: FastifyRequest,
  filter: QuestionFilter,
): Promise<Page<Question>> {
  const { count, rows } = await listQuestions(services.db, filter);
  return pageAnswer(request, filter, count, rows.map(questionAnswer));
}

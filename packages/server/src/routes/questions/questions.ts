import { questionEndpoints as questions } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { route } from '../../http/route.js';
import { answerQuestion } from '../../questions/answer.js';
import { deleteQuestion } from '../../questions/delete.js';
import { questionAnswer, questionWithParts } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';
import { questionPage } from './question-answers.js';

/** The seller's answers and list, and deleting a question. */
export function questionActionRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, questions.answerQuestion, async ({ params: { id }, body }, request) => {
      await answerQuestion(services, sessionOf(request).user.id, id, body.answer);
      return questionAnswer(await questionWithParts(db, id));
    });

    route(app, questions.myQuestions, async ({ query: { answered, ...query } }, request) =>
      questionPage(services, request, {
        ...query,
        sellerId: sessionOf(request).user.id,
        answered,
      }),
    );

    route(app, questions.deleteQuestion, async ({ params: { id } }, request, reply) => {
      await deleteQuestion(services, sessionOf(request).user, id);
      return reply.status(204).send();
    });
  };
}

import { questionEndpoints as questions } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { route } from '../../http/route.js';
import { answerQuestion } from '../../questions/answer.js';
import { deleteQuestion } from '../../questions/delete.js';
import { mailQuestionAnswered } from '../../mail/question-mail.js';
import { questionAnswer, questionWithParts } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';
import { questionPage } from './question-answers.js';

/** The seller's answers and list, and deleting a question. */
export function questionActionRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, questions.answerQuestion, async ({ params: { id }, body }, request) => {
      await answerQuestion(db, sessionOf(request).user.id, id, body.answer);
      // The product's page shows its first answered questions to everyone.
      services.catalogueChanged();
      const row = await questionWithParts(db, id);
      await mailQuestionAnswered({ ...services, log: request.log }, row);
      return questionAnswer(row);
    });

    route(app, questions.myQuestions, async ({ query: { answered, ...query } }, request) =>
      questionPage(services, request, {
        ...query,
        sellerId: sessionOf(request).user.id,
        answered,
      }),
    );

    route(app, questions.deleteQuestion, async ({ params: { id } }, request, reply) => {
      const wasAnswered = await deleteQuestion(db, sessionOf(request).user, id);
      // An answered one was on the product's page for everyone.
      if (wasAnswered) services.catalogueChanged();
      return reply.status(204).send();
    });
  };
}

import { AnswerBody, MyQuestionsQuery, Question, QuestionPage } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/authenticate.js';
import { operation } from '../../http/operation.js';
import { pathId } from '../../http/path-id.js';
import { parse, parseQuery } from '../../http/validate.js';
import { answerQuestion } from '../../questions/answer.js';
import { deleteQuestion } from '../../questions/delete.js';
import { mailQuestionAnswered } from '../../questions/notifications.js';
import { questionAnswer, questionWithParts } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';
import { questionPage } from './question-answers.js';

const QUESTIONS = '/marketplace/questions/';

/** The seller's answers and list, and deleting a question. */
export function questionActionRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.post(
      `${QUESTIONS}:id/answer/`,
      operation({
        summary: 'Answer once a question about one of the caller’s products; mails the asker',
        description: 'A second answer is `409 already_answered`; anyone but the seller gets `404`.',
        tag: 'Questions',
        auth: 'user',
        body: AnswerBody,
        answers: { 200: Question },
        errors: [409],
      }),
      async (request): Promise<Question> => {
        const id = pathId(request);
        const { answer } = parse(AnswerBody, request.body);
        await answerQuestion(db, sessionOf(request).user.id, id, answer);
        // The product's page shows its first answered questions to everyone.
        services.catalogueChanged();
        const row = await questionWithParts(db, id);
        await mailQuestionAnswered({ ...services, log: request.log }, row);
        return questionAnswer(row);
      },
    );

    app.get(
      `${QUESTIONS}mine/`,
      operation({
        summary: 'The questions about the caller’s products, newest first',
        tag: 'Questions',
        auth: 'user',
        query: MyQuestionsQuery,
        answers: { 200: QuestionPage },
      }),
      async (request): Promise<QuestionPage> => {
        const { answered, ...query } = parseQuery(MyQuestionsQuery, request.query);
        return questionPage(services, request, {
          ...query,
          sellerId: sessionOf(request).user.id,
          answered,
        });
      },
    );

    app.delete(
      `${QUESTIONS}:id/`,
      operation({
        summary: 'Delete a question: its asker until it is answered, its seller, an administrator',
        description:
          'Its asker gets `409 already_answered` once the seller has answered: the answer is the ' +
          'seller’s too. Anyone else gets `404`.',
        tag: 'Questions',
        auth: 'user',
        answers: { 204: null },
        errors: [409],
      }),
      async (request, reply) => {
        const wasAnswered = await deleteQuestion(db, sessionOf(request).user, pathId(request));
        // An answered one was on the product's page for everyone.
        if (wasAnswered) services.catalogueChanged();
        return reply.status(204).send();
      },
    );
  };
}

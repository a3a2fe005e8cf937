import {
  ProductQuestionsQuery,
  Question,
  QuestionBody,
  QuestionPage,
  QUESTIONS_PER_HOUR,
} from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { callerOf, sessionOf } from '../../auth/authenticate.js';
import { notFound } from '../../http/http-error.js';
import { operation } from '../../http/operation.js';
import { pathId } from '../../http/path-id.js';
import { parse, parseQuery } from '../../http/validate.js';
import { askQuestion } from '../../questions/ask.js';
import { mailQuestionAsked } from '../../questions/notifications.js';
import { questionAnswer, questionWithParts } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';
import { productOf } from '../catalogue/product-context.js';
import { questionPage } from './question-answers.js';

const PRODUCT_QUESTIONS = '/marketplace/products/:id/questions/';

/** Asking about a product, and reading what was asked and answered on its page. */
export function productQuestionRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.post(
      PRODUCT_QUESTIONS,
      operation({
        summary: 'Ask the seller about an approved product of someone else; mails the seller',
        description:
          `One’s own product is \`403 permission_denied\`. Past ${QUESTIONS_PER_HOUR} questions ` +
          'in an hour, over every product, `429 throttled` with `Retry-After`: the seconds until ' +
          'the oldest is an hour old.',
        tag: 'Questions',
        auth: 'user',
        body: QuestionBody,
        answers: { 201: Question },
        errors: [403, 429],
      }),
      async (request, reply): Promise<Question> => {
        const productId = pathId(request);
        const { question } = parse(QuestionBody, request.body);
        const { id } = await askQuestion(db, sessionOf(request).user.id, productId, question);
        const row = await questionWithParts(db, id);
        await mailQuestionAsked({ ...services, log: request.log }, row);
        reply.status(201);
        return questionAnswer(row);
      },
    );

    app.get(
      PRODUCT_QUESTIONS,
      operation({
        summary: 'A product’s answered questions, newest first; its seller and askers see theirs',
        tag: 'Questions',
        auth: 'optional',
        query: ProductQuestionsQuery,
        answers: { 200: QuestionPage },
      }),
      async (request): Promise<QuestionPage> => {
        const viewer = (await callerOf(db, request))?.user;
        const product = await productOf(services, request);
        const mayRead =
          product.status === 'approved' || viewer?.id === product.sellerId || !!viewer?.isAdmin;
        if (!mayRead) throw notFound();
        const query = parseQuery(ProductQuestionsQuery, request.query);
        return questionPage(services, request, {
          ...query,
          productId: product.id,
          viewerId: viewer?.id,
        });
      },
    );
  };
}

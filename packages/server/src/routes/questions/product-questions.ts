import { questionEndpoints as questions } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { callerOf, sessionOf } from '../../auth/authenticate.js';
import { notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { askQuestion } from '../../questions/ask.js';
import { questionAnswer, questionWithParts } from '../../questions/question-rows.js';
import type { Services } from '../../services.js';
import { maySee, productOf } from '../catalogue/product-context.js';
import { questionPage } from './question-answers.js';

/** Asking about a product, and reading what was asked and answered on its page. */
export function productQuestionRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, questions.askQuestion, async ({ params, body }, request, reply) => {
      const { id } = await askQuestion(
        services,
        sessionOf(request).user.id,
        params.id,
        body.question,
      );
      reply.status(201);
      return questionAnswer(await questionWithParts(db, id));
    });

    route(app, questions.productQuestions, async ({ params, query }, request) => {
      const viewer = await callerOf(db, request);
      const product = await productOf(services, params.id);
      if (!maySee(product, viewer)) throw notFound();
      return questionPage(services, request, {
        ...query,
        productId: product.id,
        viewerId: viewer?.user.id,
      });
    });
  };
}

import { reviewEndpoints as reviews } from '@plaza/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { findSeller, sellerAnswer, sellerIdOf } from '../../reviews/sellers.js';
import type { Services } from '../../services.js';
import { reviewPage, urlsFor } from './review-answers.js';

/** Every user's public seller page and the reviews of their products. */
export function sellerRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, reviews.seller, async ({ params: { username } }, request) => {
      const seller = await findSeller(db, username);
      if (!seller) throw notFound();
      return sellerAnswer(seller, urlsFor(services, request));
    });

    route(app, reviews.sellerReviews, async ({ params: { username }, query }, request) => {
      const sellerId = await sellerIdOf(db, username);
      if (sellerId === undefined) throw notFound();
      return reviewPage(services, request, { ...query, sellerId, isHidden: false }, reviewAnswer);
    });
  };
}

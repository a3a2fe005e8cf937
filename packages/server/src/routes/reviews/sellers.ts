import {
  ReviewPage,
  Seller,
  SellerName,
  SellerReviewQuery,
  type Page,
  type Review,
} from '@plaza/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { is } from 'superstruct';
import { notFound } from '../../http/http-error.js';
import { operation } from '../../http/operation.js';
import { parseQuery } from '../../http/validate.js';
import { reviewAnswer } from '../../reviews/answers.js';
import { findSeller, sellerAnswer, sellerIdOf } from '../../reviews/sellers.js';
import type { Services } from '../../services.js';
import { reviewPage, urlsFor } from './review-answers.js';

const SELLER = '/marketplace/sellers/:username/';

/** The `:username` of the path; what can't be a username names nobody (`404`), like an unknown one. */
function usernameOf(request: FastifyRequest): string {
  const { username } = request.params as { username: string };
  if (!is(username, SellerName)) throw notFound();
  return username;
}

/** Every user's public seller page and the reviews of their products. */
export function sellerRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    app.get(
      SELLER,
      operation({
        summary: 'A seller’s public page: name, rating, sales and products',
        tag: 'Reviews',
        answers: { 200: Seller },
      }),
      async (request): Promise<Seller> => {
        const seller = await findSeller(db, usernameOf(request));
        if (!seller) throw notFound();
        return sellerAnswer(seller, urlsFor(services, request));
      },
    );

    app.get(
      `${SELLER}reviews/`,
      operation({
        summary: 'The visible reviews of every product of a seller, newest first',
        tag: 'Reviews',
        query: SellerReviewQuery,
        answers: { 200: ReviewPage },
      }),
      async (request): Promise<Page<Review>> => {
        const sellerId = await sellerIdOf(db, usernameOf(request));
        if (sellerId === undefined) throw notFound();
        const query = parseQuery(SellerReviewQuery, request.query);
        return reviewPage(services, request, { ...query, sellerId, isHidden: false }, reviewAnswer);
      },
    );
  };
}

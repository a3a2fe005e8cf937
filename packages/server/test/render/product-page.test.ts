import {
  pathOf,
  questionEndpoints as questions,
  reviewEndpoints as reviews,
  type Product,
  type ProductReviewPage,
  type QuestionPage,
  type Review,
} from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { approvedProduct, createdProduct, startAdminServer } from '../support/products.js';
import { askedQuestion, postAnswer, productQuestions } from '../support/questions.js';
import { postedReview, receivedItem } from '../support/reviews.js';
import type { TestServer } from '../support/test-server.js';
import { appWithCountedPages, drawnPages } from './drawn-pages.js';

/**
 * What the product page the server drew last was drawn from: the answers the app's first screen
 * got through the server's in-process API, by the path their key starts with.
 */
async function drawnProductPage(server: TestServer, productId: number) {
  drawnPages.length = 0;
  const answer = await fetch(`${server.url}/product/${productId}`);
  expect(answer.status).toBe(200);
  const [page] = drawnPages;
  if (!page) throw new Error('the product page was not drawn anew');
  const answerAt = (path: string) => page.answers.find(([key]) => key[0] === path)?.[1];
  const params = { id: productId };
  return {
    reviews: answerAt(pathOf(reviews.productReviews, params)) as ProductReviewPage | undefined,
    questions: answerAt(pathOf(questions.productQuestions, params)) as QuestionPage | undefined,
  };
}

describe('a product page’s data', () => {
  let app: Awaited<ReturnType<typeof appWithCountedPages>>;
  let server: TestServer;
  let seller: TestUser;
  let product: Product;
  let review: Review;
  /** Answered, then one only its asker and the seller see. */
  let questionIds: number[];

  beforeAll(async () => {
    app = await appWithCountedPages();
    // No budget: every page drawn is counted here.
    const started = await startAdminServer({
      STATIC_DIR: app.staticDir,
      PAGE_RENDERS_PER_MINUTE: '0',
    });
    server = started.server;
    seller = await registerUser(server);
    product = await approvedProduct(server, seller.access, started.admin);
    const buyer = await registerUser(server);
    review = await postedReview(
      server,
      buyer,
      await receivedItem(server, buyer, seller, product),
      4,
      'Muy buena',
    );
    questionIds = [];
    for (const text of ['¿Tiene garantía?', '¿Viene en azul?']) {
      questionIds.push((await askedQuestion(server, buyer, product.id, text)).id);
    }
    bodyOf(await postAnswer(server, seller.access, questionIds[0]!, { answer: 'Un año.' }), 200);
  });
  afterAll(async () => {
    await server.close();
    await app.remove();
  });

  it('holds the first page of its reviews and of its answered questions, as the API answers a visitor', async () => {
    const data = await drawnProductPage(server, product.id);
    const firstReviews = await call<ProductReviewPage>(server, reviews.productReviews, {
      params: { id: product.id },
      query: { page: 1, page_size: 5 },
    });
    expect(data.reviews).toEqual(bodyOf(firstReviews, 200));
    expect(data.reviews?.results.map(({ id, comment }) => ({ id, comment }))).toEqual([
      { id: review.id, comment: 'Muy buena' },
    ]);
    const firstQuestions: QuestionPage = await productQuestions(server, product.id, undefined, {
      page: 1,
      page_size: 10,
    });
    expect(data.questions).toEqual(firstQuestions);
    expect(data.questions?.results.map((question) => question.id)).toEqual([questionIds[0]]);
  });

  it('is drawn anew once the seller answers a question or replies to a review', async () => {
    // Kept from the test before: a page is drawn once and kept a minute.
    expect((await fetch(`${server.url}/product/${product.id}`)).status).toBe(200);
    bodyOf(await postAnswer(server, seller.access, questionIds[1]!, { answer: 'No.' }), 200);
    const answered = await drawnProductPage(server, product.id);
    expect(answered.questions?.results.map((question) => question.id)).toEqual(
      [...questionIds].reverse(),
    );

    const reply = { params: { id: review.id }, token: seller.access, body: { reply: 'Gracias.' } };
    bodyOf(await call(server, reviews.replyToReview, reply), 200);
    const replied = await drawnProductPage(server, product.id);
    expect(replied.reviews?.results[0]?.reply).toBe('Gracias.');

    const remove = { params: { id: questionIds[1]! }, token: seller.access };
    expect((await call(server, questions.deleteQuestion, remove)).status).toBe(204);
    const removed = await drawnProductPage(server, product.id);
    expect(removed.questions?.results.map((question) => question.id)).toEqual([questionIds[0]]);
  });

  it('is not found while the product waits for approval, as the API answers a visitor, even with its seller’s token', async () => {
    const pending = await createdProduct(server, seller.access);
    drawnPages.length = 0;
    const answer = await fetch(`${server.url}/product/${pending.id}`, {
      headers: { Authorization: `Bearer ${seller.access}` },
    });
    expect(answer.status).toBe(404);
    expect(drawnPages.map(({ status, answers }) => [status, answers])).toEqual([[404, []]]);
  });
});

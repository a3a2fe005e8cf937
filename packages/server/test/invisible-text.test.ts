import { reviewEndpoints as reviews, supportEndpoints as support, type Review } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from './support/accounts.js';
import { bodyOf, call } from './support/http.js';
import { askedQuestion, postAnswer, postQuestion } from './support/questions.js';
import { postReview, receivedItem } from './support/reviews.js';
import { useShop } from './support/shop.js';

/*
 * docs/api.md, Conventions: free text that is blank once invisible characters (zero-width, BiDi
 * controls) are removed counts as empty, as the people it is shown to would see it.
 */

/** A zero-width space and joiner, a BiDi override and isolate, a Hangul filler, a BOM. */
const INVISIBLE = '\u200B\u200D\u202E\u2066\u2069\u3164\uFEFF';

describe('text made only of invisible characters', () => {
  const shop = useShop();
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  it('is no question', async () => {
    const answer = await postQuestion(shop.server, buyer.access, shop.product.id, {
      question: INVISIBLE,
    });
    expect(bodyOf(answer, 400)).toEqual({ question: ['Enter 1 to 500 characters.'] });
  });

  it('is no answer', async () => {
    const question = await askedQuestion(shop.server, buyer, shop.product.id);
    const answer = await postAnswer(shop.server, shop.seller.access, question.id, {
      answer: INVISIBLE,
    });
    expect(bodyOf(answer, 400)).toEqual({ answer: ['Enter 1 to 1000 characters.'] });
  });

  it('is no review comment, and no reply', async () => {
    const itemId = await receivedItem(shop.server, buyer, shop.seller, shop.product);
    const posted = await postReview(shop.server, buyer.access, {
      purchase_item: itemId,
      rating: 4,
      comment: INVISIBLE,
    });
    const review = bodyOf(posted, 201);
    expect(review.comment).toBeNull();
    const reply = await call<Review>(shop.server, reviews.replyToReview, {
      params: { id: review.id },
      token: shop.seller.access,
      body: { reply: INVISIBLE },
    });
    expect(bodyOf(reply, 400)).toEqual({ reply: ['Enter 1 to 1000 characters.'] });
  });

  it('is no ticket, sent as the support form sends it', async () => {
    const form = new FormData();
    form.append('subject', INVISIBLE);
    form.append('information', `${INVISIBLE}\n${INVISIBLE}`);
    const answer = await call(shop.server, support.createTicket, {
      token: buyer.access,
      body: form,
    });
    expect(bodyOf(answer, 400)).toEqual({
      subject: ['Enter 1 to 120 characters.'],
      information: ['Enter 1 to 5000 characters.'],
    });
  });
});

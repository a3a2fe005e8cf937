import {
  catalogueEndpoints as catalogue,
  reviewEndpoints as reviews,
  type Product,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { postedReview, receivedItem } from '../support/reviews.js';
import { useShop } from '../support/shop.js';

/*
 * A visitor's answers are kept for a few seconds (cache/kept-answers.ts); a change they show is
 * recorded by the change itself (changes/in-change.ts), so a visitor sees it on the next call.
 */
describe('a visitor sees at once what a review changes', () => {
  const shop = useShop();
  const ratingSeen = async () =>
    bodyOf(
      await call<Product>(shop.server, catalogue.product, { params: { id: shop.product.id } }),
      200,
    ).rating;

  it('its rating once posted, edited and hidden', async () => {
    const buyer = await registerUser(shop.server);
    const itemId = await receivedItem(shop.server, buyer, shop.seller, shop.product);
    expect(await ratingSeen()).toEqual({ average: null, count: 0 });

    const review = await postedReview(shop.server, buyer, itemId, 4);
    expect(await ratingSeen()).toEqual({ average: 4, count: 1 });

    const edited = await call(shop.server, reviews.updateReview, {
      params: review,
      token: buyer.access,
      body: { rating: 2 },
    });
    expect(edited.status).toBe(200);
    expect(await ratingSeen()).toEqual({ average: 2, count: 1 });

    const hidden = await call(shop.server, reviews.setReviewVisibility, {
      params: review,
      token: shop.admin,
      body: { is_hidden: true, reason: 'Spam' },
    });
    expect(hidden.status).toBe(200);
    expect(await ratingSeen()).toEqual({ average: null, count: 0 });
  });
});

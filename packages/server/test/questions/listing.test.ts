import { questionEndpoints as endpoints, type QuestionPage } from '@plaza/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { createdProduct } from '../support/products.js';
import { askedQuestion, postAnswer, productQuestions } from '../support/questions.js';
import { useShop } from '../support/shop.js';

describe('reading questions', () => {
  const shop = useShop();

  let asker: TestUser;
  let other: TestUser;
  /** The questions' ids, oldest first: answered, asker's waiting, other's waiting, answered. */
  let ids: number[];
  beforeAll(async () => {
    asker = await registerUser(shop.server);
    other = await registerUser(shop.server);
    ids = [];
    for (const user of [asker, asker, other, other]) {
      ids.push((await askedQuestion(shop.server, user, shop.product.id)).id);
    }
    for (const id of [ids[0]!, ids[3]!]) {
      expect(
        (await postAnswer(shop.server, shop.seller.access, id, { answer: 'Sí.' })).status,
      ).toBe(200);
    }
  });

  const idsOf = (page: QuestionPage) => page.results.map((question) => question.id);
  const mine = async (token: string, query: Record<string, string> = {}) => {
    const answer = await call<QuestionPage>(shop.server, endpoints.myQuestions, { token, query });
    return bodyOf(answer, 200);
  };

  it('shows a visitor, another user and an administrator the answered ones, newest first', async () => {
    for (const token of [undefined, (await registerUser(shop.server)).access, shop.admin]) {
      const page = await productQuestions(shop.server, shop.product.id, token);
      expect(idsOf(page)).toEqual([ids[3], ids[0]]);
      expect(page.count).toBe(2);
    }
  });

  it('shows each asker their own waiting questions too, and the seller every one', async () => {
    expect(idsOf(await productQuestions(shop.server, shop.product.id, asker.access))).toEqual([
      ids[3],
      ids[1],
      ids[0],
    ]);
    expect(idsOf(await productQuestions(shop.server, shop.product.id, other.access))).toEqual([
      ids[3],
      ids[2],
      ids[0],
    ]);
    expect(idsOf(await productQuestions(shop.server, shop.product.id, shop.seller.access))).toEqual(
      [...ids].reverse(),
    );
  });

  it('never shows an asker’s e-mail', async () => {
    const page = await productQuestions(shop.server, shop.product.id, shop.seller.access);
    const text = JSON.stringify(page);
    for (const user of [asker, other]) expect(text).not.toContain(user.email);
    expect(Object.keys(page.results[0]!.asker)).toEqual(['username']);
  });

  it('pages, and answers 404 past the last page', async () => {
    const first = await productQuestions(shop.server, shop.product.id, shop.seller.access, {
      page_size: 3,
    });
    expect(first.count).toBe(4);
    expect(idsOf(first)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.next).toContain('page=2');
    const second = await productQuestions(shop.server, shop.product.id, shop.seller.access, {
      page: 2,
      page_size: 3,
    });
    expect(idsOf(second)).toEqual([ids[0]]);
    const past = await call(shop.server, endpoints.productQuestions, {
      params: shop.product,
      query: { page: 3 },
    });
    expect(past.status).toBe(404);
    const bad = await call(shop.server, endpoints.productQuestions, {
      params: shop.product,
      query: { page: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a product others can’t see, except to its seller and administrators', async () => {
    const waiting = await createdProduct(shop.server, shop.seller.access);
    const read = (token?: string) =>
      call(shop.server, endpoints.productQuestions, { params: waiting, ...(token && { token }) });
    expect((await read()).status).toBe(404);
    expect((await read(asker.access)).status).toBe(404);
    expect((await read(shop.seller.access)).status).toBe(200);
    expect((await read(shop.admin)).status).toBe(200);
    const unknown = { params: { id: 999999 } };
    expect((await call(shop.server, endpoints.productQuestions, unknown)).status).toBe(404);
  });

  it('lists the questions on the seller’s products, answered or not', async () => {
    expect(idsOf(await mine(shop.seller.access))).toEqual([...ids].reverse());
    expect(idsOf(await mine(shop.seller.access, { answered: 'true' }))).toEqual([ids[3], ids[0]]);
    expect(idsOf(await mine(shop.seller.access, { answered: 'false' }))).toEqual([ids[2], ids[1]]);
    // An asker's questions are on someone else's products: not theirs to list here.
    expect(await mine(asker.access)).toMatchObject({ count: 0, results: [] });
    const bad = await call(shop.server, endpoints.myQuestions, {
      token: shop.seller.access,
      query: { answered: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect((await call(shop.server, endpoints.myQuestions)).status).toBe(401);
  });
});

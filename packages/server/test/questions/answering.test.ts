import {
  accountEndpoints as account,
  ANSWER_MAX_LENGTH,
  questionEndpoints as endpoints,
  type User,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, users } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { approvedProduct } from '../support/products.js';
import { askedQuestion, notificationRows, postAnswer } from '../support/questions.js';
import { useShop } from '../support/shop.js';

describe('answering and deleting questions', () => {
  const shop = useShop({ product: { name: 'Lámpara de mesa' } });

  const remove = (id: number | string, token: string) =>
    call(shop.server, endpoints.deleteQuestion, { params: { id }, token });
  const exists = async (id: number) =>
    (await shop.db().select().from(questions).where(eq(questions.id, id))).length === 1;
  const pendingQuestions = async (user: TestUser) =>
    (await call<User>(shop.server, account.user, { token: user.access })).body.pending.questions;

  it('answers once, trimmed, mails the asker in their language and notifies them once', async () => {
    const asker = await registerUser(shop.server);
    await shop.db().update(users).set({ language: 'en' }).where(eq(users.username, asker.username));
    const { id } = await askedQuestion(shop.server, asker, shop.product.id, '¿Tiene garantía?');
    const answer = await postAnswer(shop.server, shop.seller.access, id, {
      answer: '  Sí, de un año.  ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id,
      product: { id: shop.product.id, name: 'Lámpara de mesa' },
      question: '¿Tiene garantía?',
      asker: { username: asker.username },
      answer: 'Sí, de un año.',
      answered_at: expect.any(String),
      created_at: expect.any(String),
    });
    const [mail] = await shop.server.api.devMail(asker.email);
    expect(mail?.subject).toBe('Your question about "Lámpara de mesa" was answered');
    expect(mail?.text).toContain('Sí, de un año.');
    expect(await notificationRows(shop.server, 'question_answered', id)).toBe(1);

    const again = await postAnswer(shop.server, shop.seller.access, id, {
      answer: 'Mejor dos años.',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_answered' });
    const [kept] = await shop.db().select().from(questions).where(eq(questions.id, id));
    expect(kept?.answer).toBe('Sí, de un año.');
    expect(await notificationRows(shop.server, 'question_answered', id)).toBe(1);
    expect(await shop.server.api.devMail(asker.email)).toHaveLength(1);
  });

  it('answers 404 to anyone but the product’s seller, and for unknown ids', async () => {
    const asker = await registerUser(shop.server);
    const someone = await registerUser(shop.server);
    const { id } = await askedQuestion(shop.server, asker, shop.product.id);
    for (const token of [asker.access, someone.access, shop.admin]) {
      const answer = await postAnswer(shop.server, token, id, { answer: 'Sí.' });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
    expect(
      (await postAnswer(shop.server, shop.seller.access, 999_999, { answer: 'Sí.' })).status,
    ).toBe(404);
    expect(
      (await postAnswer(shop.server, shop.seller.access, 'x1', { answer: 'Sí.' })).status,
    ).toBe(404);
    expect(
      (
        await call(shop.server, endpoints.answerQuestion, {
          params: { id },
          body: { answer: 'Sí.' },
        })
      ).status,
    ).toBe(401);
    expect(await notificationRows(shop.server, 'question_answered', id)).toBe(0);
  });

  it('takes 1 to 1000 characters, and nothing blank', async () => {
    const { id } = await askedQuestion(
      shop.server,
      await registerUser(shop.server),
      shop.product.id,
    );
    for (const answer of ['', '  \t', 'x'.repeat(ANSWER_MAX_LENGTH + 1), 7]) {
      const refused = await postAnswer(shop.server, shop.seller.access, id, { answer });
      expect(refused.status, JSON.stringify(answer)).toBe(400);
      expect(refused.body).toHaveProperty('answer');
    }
    expect(await notificationRows(shop.server, 'question_answered', id)).toBe(0);
    const longest = 'é'.repeat(ANSWER_MAX_LENGTH);
    const kept = await postAnswer(shop.server, shop.seller.access, id, { answer: longest });
    expect(kept.body.answer).toBe(longest);
  });

  it('counts the seller’s unanswered questions in pending, up and down', async () => {
    const own = await registerUser(shop.server);
    const ownProduct = await approvedProduct(shop.server, own.access, shop.admin);
    expect(await pendingQuestions(own)).toBe(0);
    const first = await askedQuestion(shop.server, await registerUser(shop.server), ownProduct.id);
    const second = await askedQuestion(shop.server, await registerUser(shop.server), ownProduct.id);
    expect(await pendingQuestions(own)).toBe(2);
    expect((await postAnswer(shop.server, own.access, first.id, { answer: 'Sí.' })).status).toBe(
      200,
    );
    expect(await pendingQuestions(own)).toBe(1);
    expect((await remove(second.id, own.access)).status).toBe(204);
    expect(await pendingQuestions(own)).toBe(0);
  });

  it('lets its asker delete it until it is answered, then 409', async () => {
    const asker = await registerUser(shop.server);
    const waiting = await askedQuestion(shop.server, asker, shop.product.id);
    expect((await remove(waiting.id, asker.access)).status).toBe(204);
    expect(await exists(waiting.id)).toBe(false);
    expect((await remove(waiting.id, asker.access)).status).toBe(404);

    const answered = await askedQuestion(shop.server, asker, shop.product.id);
    await postAnswer(shop.server, shop.seller.access, answered.id, { answer: 'Sí.' });
    const refused = await remove(answered.id, asker.access);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'already_answered' });
    expect(await exists(answered.id)).toBe(true);
  });

  it('lets the seller and an administrator delete any, and nobody else', async () => {
    const asker = await registerUser(shop.server);
    const someone = await registerUser(shop.server);
    const answered = await askedQuestion(shop.server, asker, shop.product.id);
    await postAnswer(shop.server, shop.seller.access, answered.id, { answer: 'Sí.' });
    const waiting = await askedQuestion(shop.server, asker, shop.product.id);
    for (const id of [answered.id, waiting.id]) {
      const refused = await remove(id, someone.access);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'not_found' });
    }
    expect((await call(shop.server, endpoints.deleteQuestion, { params: waiting })).status).toBe(
      401,
    );
    expect((await remove(answered.id, shop.seller.access)).status).toBe(204);
    expect((await remove(waiting.id, shop.admin)).status).toBe(204);
    expect(await exists(answered.id)).toBe(false);
    expect(await exists(waiting.id)).toBe(false);
    expect((await remove(999_999, shop.admin)).status).toBe(404);
  });
});

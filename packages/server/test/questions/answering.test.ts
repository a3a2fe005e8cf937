import { ANSWER_MAX_LENGTH, type Product, type User } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { approvedProduct, startAdminServer } from '../support/products.js';
import { askedQuestion, notificationRows, postAnswer } from '../support/questions.js';
import type { TestServer } from '../support/test-server.js';

describe('answering and deleting questions', () => {
  let server: TestServer;
  let admin: string;
  let seller: TestUser;
  let product: Product;
  beforeAll(async () => {
    ({ server, admin } = await startAdminServer());
    seller = await registerUser(server);
    product = await approvedProduct(server, seller.access, admin, { name: 'Lámpara de mesa' });
  });
  afterAll(() => server.close());

  const db = () => server.server.database.db;
  const remove = (id: number | string, token: string) =>
    call(server, 'DELETE', `marketplace/questions/${id}/`, { token });
  const exists = async (id: number) =>
    (await db().select().from(questions).where(eq(questions.id, id))).length === 1;
  const pendingQuestions = async (user: TestUser) =>
    (await call<User>(server, 'GET', 'auth/user/', { token: user.access })).body.pending.questions;

  it('answers once, trimmed, mails the asker in their language and notifies them once', async () => {
    const asker = await registerUser(server);
    await db().update(users).set({ language: 'en' }).where(eq(users.username, asker.username));
    const { id } = await askedQuestion(server, asker, product.id, '¿Tiene garantía?');
    const answer = await postAnswer(server, seller.access, id, { answer: '  Sí, de un año.  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id,
      product: { id: product.id, name: 'Lámpara de mesa' },
      question: '¿Tiene garantía?',
      asker: { username: asker.username },
      answer: 'Sí, de un año.',
      answered_at: expect.any(String),
      created_at: expect.any(String),
    });
    const [mail] = await server.api.devMail(asker.email);
    expect(mail?.subject).toBe('Your question about "Lámpara de mesa" was answered');
    expect(mail?.text).toContain('Sí, de un año.');
    expect(await notificationRows(server, 'question_answered', id)).toBe(1);

    const again = await postAnswer(server, seller.access, id, { answer: 'Mejor dos años.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_answered' });
    const [kept] = await db().select().from(questions).where(eq(questions.id, id));
    expect(kept?.answer).toBe('Sí, de un año.');
    expect(await notificationRows(server, 'question_answered', id)).toBe(1);
    expect(await server.api.devMail(asker.email)).toHaveLength(1);
  });

  it('answers 404 to anyone but the product’s seller, and for unknown ids', async () => {
    const asker = await registerUser(server);
    const someone = await registerUser(server);
    const { id } = await askedQuestion(server, asker, product.id);
    for (const token of [asker.access, someone.access, admin]) {
      const answer = await postAnswer(server, token, id, { answer: 'Sí.' });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
    }
    expect((await postAnswer(server, seller.access, 999_999, { answer: 'Sí.' })).status).toBe(404);
    expect((await postAnswer(server, seller.access, 'x1', { answer: 'Sí.' })).status).toBe(404);
    expect(
      (
        await call(server, 'POST', `marketplace/questions/${id}/answer/`, {
          body: { answer: 'Sí.' },
        })
      ).status,
    ).toBe(401);
    expect(await notificationRows(server, 'question_answered', id)).toBe(0);
  });

  it('takes 1 to 1000 characters, and nothing blank', async () => {
    const { id } = await askedQuestion(server, await registerUser(server), product.id);
    for (const answer of ['', '  \t', 'x'.repeat(ANSWER_MAX_LENGTH + 1), 7]) {
      const refused = await postAnswer(server, seller.access, id, { answer });
      expect(refused.status, JSON.stringify(answer)).toBe(400);
      expect(refused.body).toHaveProperty('answer');
    }
    expect(await notificationRows(server, 'question_answered', id)).toBe(0);
    const longest = 'é'.repeat(ANSWER_MAX_LENGTH);
    const kept = await postAnswer(server, seller.access, id, { answer: longest });
    expect(kept.body.answer).toBe(longest);
  });

  it('counts the seller’s unanswered questions in pending, up and down', async () => {
    const own = await registerUser(server);
    const ownProduct = await approvedProduct(server, own.access, admin);
    expect(await pendingQuestions(own)).toBe(0);
    const first = await askedQuestion(server, await registerUser(server), ownProduct.id);
    const second = await askedQuestion(server, await registerUser(server), ownProduct.id);
    expect(await pendingQuestions(own)).toBe(2);
    expect((await postAnswer(server, own.access, first.id, { answer: 'Sí.' })).status).toBe(200);
    expect(await pendingQuestions(own)).toBe(1);
    expect((await remove(second.id, own.access)).status).toBe(204);
    expect(await pendingQuestions(own)).toBe(0);
  });

  it('lets its asker delete it until it is answered, then 409', async () => {
    const asker = await registerUser(server);
    const waiting = await askedQuestion(server, asker, product.id);
    expect((await remove(waiting.id, asker.access)).status).toBe(204);
    expect(await exists(waiting.id)).toBe(false);
    expect((await remove(waiting.id, asker.access)).status).toBe(404);

    const answered = await askedQuestion(server, asker, product.id);
    await postAnswer(server, seller.access, answered.id, { answer: 'Sí.' });
    const refused = await remove(answered.id, asker.access);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'already_answered' });
    expect(await exists(answered.id)).toBe(true);
  });

  it('lets the seller and an administrator delete any, and nobody else', async () => {
    const asker = await registerUser(server);
    const someone = await registerUser(server);
    const answered = await askedQuestion(server, asker, product.id);
    await postAnswer(server, seller.access, answered.id, { answer: 'Sí.' });
    const waiting = await askedQuestion(server, asker, product.id);
    for (const id of [answered.id, waiting.id]) {
      const refused = await remove(id, someone.access);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'not_found' });
    }
    expect((await call(server, 'DELETE', `marketplace/questions/${waiting.id}/`)).status).toBe(401);
    expect((await remove(answered.id, seller.access)).status).toBe(204);
    expect((await remove(waiting.id, admin)).status).toBe(204);
    expect(await exists(answered.id)).toBe(false);
    expect(await exists(waiting.id)).toBe(false);
    expect((await remove(999_999, admin)).status).toBe(404);
  });
});

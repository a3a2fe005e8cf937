import {
  accountEndpoints as account,
  QUESTION_MAX_LENGTH,
  questionEndpoints as endpoints,
  QUESTIONS_PER_HOUR,
} from '@plaza/api';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, products, questionAsks, questions } from '../../src/db/schema/index.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { approvedProduct, createdProduct, moderate } from '../support/products.js';
import { askedQuestion, notificationRows, postQuestion } from '../support/questions.js';
import { useShop } from '../support/shop.js';

describe('asking the seller', () => {
  const shop = useShop({ product: { name: 'Lámpara de mesa' } });

  const ask = (user: TestUser, body: unknown, productId = shop.product.id) =>
    postQuestion(shop.server, user.access, productId, body);
  const questionCount = async (productId: number) =>
    (await shop.db().select().from(questions).where(eq(questions.productId, productId))).length;

  it('needs a signed-in user', async () => {
    const answer = await call(shop.server, endpoints.askQuestion, {
      params: shop.product,
      body: { question: '¿Hay en rojo?' },
    });
    expect(answer.status).toBe(401);
  });

  it('asks, trimmed, mails the seller and notifies them once, in the same change', async () => {
    const asker = await registerUser(shop.server);
    const answer = await ask(asker, { question: '  ¿Funciona con bombillas LED?  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      product: { id: shop.product.id, name: 'Lámpara de mesa' },
      question: '¿Funciona con bombillas LED?',
      asker: { username: asker.username },
      answer: null,
      answered_at: null,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(answer.body)).not.toContain(asker.email);

    const [mail] = await shop.server.api.devMail(shop.seller.email);
    expect(mail?.subject).toBe('Nueva pregunta sobre «Lámpara de mesa»');
    expect(mail?.text).toContain(`${asker.username} preguntó sobre «Lámpara de mesa»`);
    expect(mail?.text).toContain('¿Funciona con bombillas LED?');
    expect(await notificationRows(shop.server, 'question_asked', answer.body.id)).toBe(1);
  });

  it('refuses the seller’s own product with 403', async () => {
    const answer = await ask(shop.seller, { question: '¿Me compro a mí mismo?' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'permission_denied' });
  });

  it('answers 404 for a product that is unknown, waiting, suspended or archived', async () => {
    const asker = await registerUser(shop.server);
    const waiting = await createdProduct(shop.server, shop.seller.access);
    const suspended = await approvedProduct(shop.server, shop.seller.access, shop.admin);
    expect(
      (await moderate(shop.server, shop.admin, suspended.id, 'suspended', 'Fotos ajenas')).status,
    ).toBe(200);
    const archived = await approvedProduct(shop.server, shop.seller.access, shop.admin);
    await shop
      .db()
      .update(products)
      .set({ archivedAt: sql`now()` })
      .where(eq(products.id, archived.id));
    for (const id of [999_999, waiting.id, suspended.id, archived.id]) {
      const answer = await ask(asker, { question: '¿Sigue a la venta?' }, id);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found' });
      expect(await questionCount(id)).toBe(0);
    }
    expect(
      (
        await call(shop.server, endpoints.askQuestion, {
          params: { id: 'abc' },
          token: asker.access,
          body: { question: '¿Y esto?' },
        })
      ).status,
    ).toBe(404);
  });

  it('takes 1 to 500 characters, and nothing blank', async () => {
    const asker = await registerUser(shop.server);
    for (const question of ['', '   \n ', 'x'.repeat(QUESTION_MAX_LENGTH + 1), 42, null]) {
      const answer = await ask(asker, { question });
      expect(answer.status, JSON.stringify(question)).toBe(400);
      expect(answer.body).toHaveProperty('question');
    }
    expect((await ask(asker, {})).status).toBe(400);
    const longest = 'ñ'.repeat(QUESTION_MAX_LENGTH);
    expect((await askedQuestion(shop.server, asker, shop.product.id, longest)).question).toBe(
      longest,
    );
    expect((await askedQuestion(shop.server, asker, shop.product.id, '?')).question).toBe('?');
  });

  it(`takes ${QUESTIONS_PER_HOUR} questions an hour from one user, then 429 until the oldest is an hour old`, async () => {
    const asker = await registerUser(shop.server);
    const other = await approvedProduct(shop.server, shop.seller.access, shop.admin);
    for (let index = 0; index < QUESTIONS_PER_HOUR; index += 1) {
      // Over every product: the limit is the user's, not the product's.
      await askedQuestion(
        shop.server,
        asker,
        index % 2 ? shop.product.id : other.id,
        `¿Pregunta ${index}?`,
      );
    }
    const refused = await ask(asker, { question: '¿Una más?' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'throttled' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Nobody else waits for it.
    expect((await ask(await registerUser(shop.server), { question: '¿Y yo?' })).status).toBe(201);

    // The oldest is 59 minutes and 50 seconds old: the wait is what is left of its hour.
    const [oldest] = await shop
      .db()
      .select({ id: questionAsks.id })
      .from(questionAsks)
      .where(eq(questionAsks.userId, await askerIdOf(asker)))
      .orderBy(questionAsks.id)
      .limit(1);
    await shop
      .db()
      .update(questionAsks)
      .set({ createdAt: sql`now() - interval '59 minutes 50 seconds'` })
      .where(eq(questionAsks.id, oldest!.id));
    const soon = await ask(asker, { question: '¿Ahora?' });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    // An hour old, it no longer counts.
    await shop
      .db()
      .update(questionAsks)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(questionAsks.id, oldest!.id));
    expect((await ask(asker, { question: '¿Ahora sí?' })).status).toBe(201);
    expect((await ask(asker, { question: '¿Y otra?' })).status).toBe(429);
  });

  it('wrote one question_asked per question kept, and none for those refused above', async () => {
    const kept = await shop.db().select({ id: questions.id }).from(questions);
    const written = await shop
      .db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.kind, 'question_asked'));
    expect(kept.length).toBeGreaterThan(QUESTIONS_PER_HOUR);
    expect(written).toHaveLength(kept.length);
  });

  it(`counts deleted questions too: after ${QUESTIONS_PER_HOUR} asked and deleted the next is 429, and the seller heard of ${QUESTIONS_PER_HOUR} at most`, async () => {
    const seller = await registerUser(shop.server);
    const product = await approvedProduct(shop.server, seller.access, shop.admin);
    const asker = await registerUser(shop.server);
    for (let index = 0; index < QUESTIONS_PER_HOUR; index += 1) {
      const { id } = await askedQuestion(shop.server, asker, product.id, `¿Pregunta ${index}?`);
      const deleted = await call(shop.server, endpoints.deleteQuestion, {
        params: { id },
        token: asker.access,
      });
      expect(deleted.status).toBe(204);
    }
    const refused = await ask(asker, { question: '¿Una más?' }, product.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);

    const told = await shop
      .db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.userId, product.seller.id), eq(notifications.kind, 'question_asked')),
      );
    expect(told).toHaveLength(QUESTIONS_PER_HOUR);
    expect((await shop.server.api.devMail(seller.email)).length).toBeLessThanOrEqual(
      QUESTIONS_PER_HOUR,
    );
  });

  async function askerIdOf(user: TestUser): Promise<number> {
    const me = await call<{ id: number }>(shop.server, account.user, { token: user.access });
    return me.body.id;
  }
});

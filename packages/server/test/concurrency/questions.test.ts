import { QUESTIONS_PER_HOUR } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../src/db/schema/index.js';
import { registerUser } from '../support/accounts.js';
import { askedQuestion, notificationRows, postAnswer, postQuestion } from '../support/questions.js';
import { useShop } from '../support/shop.js';

/*
 * Questions racing on PostgreSQL (vitest.config.ts runs this folder only there), where each request
 * has its own connection: the once-only answer and the hourly limit must hold when the requests
 * arrive together, not only one after another.
 */

describe('questions at the same time', () => {
  const shop = useShop();

  it('keeps one of several answers sent at once, and notifies the asker once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const asker = await registerUser(shop.server);
      const { id } = await askedQuestion(shop.server, asker, shop.product.id);
      const answers = await Promise.all(
        [0, 1, 2].map((index) =>
          postAnswer(shop.server, shop.seller.access, id, { answer: `Respuesta ${index}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const kept = answers.find((answer) => answer.status === 200)!.body.answer;
      const [row] = await shop
        .db()
        .select({ answer: questions.answer })
        .from(questions)
        .where(eq(questions.id, id));
      expect(row?.answer).toBe(kept);
      expect(await notificationRows(shop.server, 'question_answered', id)).toBe(1);
    }
  });

  it(`accepts exactly ${QUESTIONS_PER_HOUR} of many questions one user sends at once`, async () => {
    const asker = await registerUser(shop.server);
    const answers = await Promise.all(
      Array.from({ length: QUESTIONS_PER_HOUR + 5 }, (_, index) =>
        postQuestion(shop.server, asker.access, shop.product.id, {
          question: `¿Pregunta ${index}?`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUESTIONS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.body).toMatchObject({ code: 'throttled' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    for (const answer of answers.filter((each) => each.status === 201)) {
      expect(await notificationRows(shop.server, 'question_asked', answer.body.id)).toBe(1);
    }
  });
});

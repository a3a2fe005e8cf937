import { questionEndpoints } from '@plaza/api';
import type { NotificationKind, Question, QuestionPage } from '@plaza/api';
import { and, count, eq, sql } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index.js';
import type { TestUser } from './accounts.js';
import { bodyOf, call } from './http.js';
import type { TestServer } from './test-server.js';

/*
 * Questions to the seller over HTTP, as the app sends them, and the notifications they write, read
 * straight from the table so that a second row can't hide behind the list's answer.
 */

/** POSTs a question about `productId` as `token`'s user: the raw answer. */
export const postQuestion = (server: TestServer, token: string, productId: number, body: unknown) =>
  call<Question>(server, questionEndpoints.askQuestion, { params: { id: productId }, token, body });

/** A question by `asker` that must be accepted. */
export async function askedQuestion(
  server: TestServer,
  asker: TestUser,
  productId: number,
  question = '¿Tiene garantía?',
): Promise<Question> {
  const answer = await postQuestion(server, asker.access, productId, { question });
  return bodyOf(answer, 201);
}

/** POSTs an answer to question `id` as `token`'s user: the raw answer. */
export const postAnswer = (server: TestServer, token: string, id: number | string, body: unknown) =>
  call<Question>(server, questionEndpoints.answerQuestion, { params: { id }, token, body });

/** A product's questions as `token`'s user (a visitor without one) sees them. */
export async function productQuestions(
  server: TestServer,
  productId: number,
  token?: string,
  query: Record<string, number> = {},
): Promise<QuestionPage> {
  const answer = await call<QuestionPage>(server, questionEndpoints.productQuestions, {
    params: { id: productId },
    query,
    token,
  });
  return bodyOf(answer, 200);
}

/** How many notifications of `kind` about question `questionId` the table holds, for anyone. */
export async function notificationRows(
  server: TestServer,
  kind: NotificationKind,
  questionId: number,
): Promise<number> {
  const [row] = await server.server.database.db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, kind),
        eq(sql`(${notifications.params} ->> 'question_id')::int`, questionId),
      ),
    );
  return row?.value ?? 0;
}

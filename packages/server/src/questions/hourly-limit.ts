import { QUESTIONS_PER_HOUR } from '@plaza/api';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { throttled } from '../auth/rate-limits.js';
import type { Db } from '../db/database.js';
import { questions, users } from '../db/schema/index.js';

/**
 * Refuses a question past QUESTIONS_PER_HOUR in the last hour, with `429` and the seconds until the
 * oldest one counted is an hour old. It counts the rows themselves with the asker's user row locked,
 * so several instances, or many requests at once, can't each see room for one more: the next request
 * of the same user waits for this transaction and then counts its question. Call it in the
 * transaction that inserts the question.
 */
export async function checkHourlyLimit(tx: Db, askerId: number): Promise<void> {
  // `no key update`: it queues this user's questions without holding up the rows that merely refer
  // to the user (their orders, notifications), which take a key share lock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, askerId)).for('no key update');
  const [recent] = await tx
    .select({
      count: count(),
      seconds:
        sql<number>`ceil(extract(epoch from min(${questions.createdAt}) + interval '1 hour' - now()))`.mapWith(
          Number,
        ),
    })
    .from(questions)
    .where(
      and(eq(questions.askerId, askerId), gt(questions.createdAt, sql`now() - interval '1 hour'`)),
    );
  if (recent && recent.count >= QUESTIONS_PER_HOUR) throw throttled(Math.max(1, recent.seconds));
}

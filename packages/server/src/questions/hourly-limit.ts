import { QUESTIONS_PER_HOUR } from '@plaza/api';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { throttled } from '../auth/rate-limits.js';
import type { Db } from '../db/database.js';
import { questionAsks } from '../db/schema/index.js';
import { takeUserTurn } from '../db/user-turn.js';

const anHourAgo = sql`now() - interval '1 hour'`;

/**
 * Counts an ask by `askerId`, or refuses it past QUESTIONS_PER_HOUR in the last hour with `429` and
 * the seconds until the oldest one counted is an hour old. Asks are counted in `question_asks`,
 * which deleting a question leaves alone, so deleted questions count too. The asker's user row is
 * locked first, so several instances, or many requests at once, can't each see room for one more:
 * the next request of the same user waits for this transaction and then counts its ask. Call it in
 * the transaction that inserts the question, so a question that fails counts nothing.
 */
export async function countAsk(tx: Db, askerId: number): Promise<void> {
  await takeUserTurn(tx, askerId);
  await tx
    .delete(questionAsks)
    .where(and(eq(questionAsks.userId, askerId), lte(questionAsks.createdAt, anHourAgo)));
  const [recent] = await tx
    .select({
      count: count(),
      seconds:
        sql<number>`ceil(extract(epoch from min(${questionAsks.createdAt}) + interval '1 hour' - now()))`.mapWith(
          Number,
        ),
    })
    .from(questionAsks)
    .where(and(eq(questionAsks.userId, askerId), gt(questionAsks.createdAt, anHourAgo)));
  if (recent && recent.count >= QUESTIONS_PER_HOUR) throw throttled(Math.max(1, recent.seconds));
  await tx.insert(questionAsks).values({ userId: askerId });
}

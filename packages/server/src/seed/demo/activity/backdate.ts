import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.js';
import {
  ledgerEntries,
  notifications,
  purchases,
  questionAsks,
  questions,
  reviews,
  sales,
  supportTickets,
  transactions,
  users,
  withdrawals,
} from '../../../db/schema/index.js';
import type { StepDays } from './purchases.js';

/*
 * THE ONE STEP THAT WRITES DATES. The services stamp everything `now`, so a demo seeded through them
 * would have all its history in the last few seconds and the dashboard's chart a single bar. Once
 * every purchase, review, question and ticket is made, this moves each event back by the days its
 * plan gives, with every row it wrote: a purchase together with its sales, payment and notifications,
 * so they keep agreeing with one another. Only timestamps move; no amount, status or quantity is
 * touched. The ledger is append-only (a trigger refuses any change), so a received purchase's entries
 * and a withdrawal's are written with their date instead (run-purchases.ts, withdrawals.ts). Events
 * are made oldest first, so ids grow with dates.
 */

/** `column` moved `days` back. */
const back = (column: AnyPgColumn, days: number) => sql`${column} - make_interval(days => ${days})`;

/** The notifications whose keys start with one of `prefixes` (`purchase:12:`, `sale:3:`). */
const keyedBy = (prefixes: string[]): SQL | undefined =>
  or(...prefixes.map((prefix) => like(notifications.key, `${prefix}%`)));

async function backdateNotifications(db: Db, prefixes: string[], days: number): Promise<void> {
  if (prefixes.length === 0) return;
  await db
    .update(notifications)
    .set({ createdAt: back(notifications.createdAt, days) })
    .where(keyedBy(prefixes));
}

/**
 * A purchase and everything it wrote: made and paid `made` days ago (its payment and the sellers'
 * notices of the sale), sent `sent` days ago, and last changed (received, for those that were)
 * `last` days ago, with the notices of commissions its ledger entries paid then.
 */
export async function backdatePurchase(
  db: Db,
  purchaseId: number,
  { made, sent, last }: StepDays,
): Promise<void> {
  await db
    .update(purchases)
    .set({ createdAt: back(purchases.createdAt, made), updatedAt: back(purchases.updatedAt, last) })
    .where(eq(purchases.id, purchaseId));
  const own = await db
    .update(sales)
    .set({ createdAt: back(sales.createdAt, made), updatedAt: back(sales.updatedAt, last) })
    .where(eq(sales.purchaseId, purchaseId))
    .returning({ id: sales.id });
  await db
    .update(transactions)
    .set({
      createdAt: back(transactions.createdAt, made),
      updatedAt: back(transactions.updatedAt, made),
      paidAt: back(transactions.paidAt, made),
      expiresAt: back(transactions.expiresAt, made),
    })
    .where(eq(transactions.purchaseId, purchaseId));
  await backdateNotifications(
    db,
    [`purchase:${purchaseId}:`, ...own.map(({ id }) => `sale:${id}:made`)],
    made,
  );
  await backdateNotifications(
    db,
    own.map(({ id }) => `sale:${id}:sent`),
    sent,
  );
  // Its ledger entries are append-only: they were written with their date (run-purchases.ts).
  const entries = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.purchaseId, purchaseId));
  await backdateNotifications(
    db,
    entries.map(({ id }) => `ledger:${id}:`),
    last,
  );
}

/** A review, its reply and the seller's notification of it. */
export async function backdateReview(db: Db, reviewId: number, days: number): Promise<void> {
  await db
    .update(reviews)
    .set({
      createdAt: back(reviews.createdAt, days),
      updatedAt: back(reviews.updatedAt, days),
      repliedAt: back(reviews.repliedAt, days),
    })
    .where(eq(reviews.id, reviewId));
  await backdateNotifications(db, [`review:${reviewId}:`], days);
}

/** A question, its answer, the ask the hourly limit counts, and their notifications. */
export async function backdateQuestion(db: Db, questionId: number, days: number): Promise<void> {
  // The ask was written in the question's transaction, so it has the question's `now()`.
  const asked = db
    .select({ askerId: questions.askerId, createdAt: questions.createdAt })
    .from(questions)
    .where(eq(questions.id, questionId));
  await db
    .update(questionAsks)
    .set({ createdAt: back(questionAsks.createdAt, days) })
    .where(sql`(${questionAsks.userId}, ${questionAsks.createdAt}) = (${asked})`);
  await db
    .update(questions)
    .set({
      createdAt: back(questions.createdAt, days),
      answeredAt: back(questions.answeredAt, days),
    })
    .where(eq(questions.id, questionId));
  await backdateNotifications(db, [`question:${questionId}:`], days);
}

/** A ticket, its answer and the author's notification of it. */
export async function backdateTicket(db: Db, ticketId: number, days: number): Promise<void> {
  await db
    .update(supportTickets)
    .set({
      createdAt: back(supportTickets.createdAt, days),
      updatedAt: back(supportTickets.updatedAt, days),
    })
    .where(eq(supportTickets.id, ticketId));
  await backdateNotifications(db, [`ticket:${ticketId}:`], days);
}

/**
 * A withdrawal's payment and the user's notification of it. Its request is dated as it is written
 * (withdrawals.ts), since its ledger entry can't be moved; paying writes no entry.
 */
export async function backdateWithdrawalPayment(
  db: Db,
  withdrawalId: number,
  days: number,
): Promise<void> {
  await db
    .update(withdrawals)
    .set({ updatedAt: back(withdrawals.updatedAt, days) })
    .where(eq(withdrawals.id, withdrawalId));
  await backdateNotifications(db, [`withdrawal:${withdrawalId}:`], days);
}

/** The demo accounts joined before anything happened: `days` back, a day apart in their order. */
export async function backdateAccounts(db: Db, userIds: number[], days: number): Promise<void> {
  for (const [turn, userId] of userIds.entries()) {
    await db
      .update(users)
      .set({ dateJoined: back(users.dateJoined, days - turn) })
      .where(eq(users.id, userId));
  }
}

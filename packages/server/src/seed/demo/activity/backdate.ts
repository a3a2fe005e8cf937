import type { ClaimStatus } from '@plaza/api';
import { eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.js';
import {
  claims,
  ledgerEntries,
  notifications,
  paymentRefunds,
  purchases,
  questionAsks,
  questions,
  reviews,
  saleMessages,
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

/** `column` moved `days` and `minutes` back. */
const back = (column: AnyPgColumn, days: number, minutes: number) =>
  sql`${column} - make_interval(days => ${days}, mins => ${minutes})`;

/**
 * How much earlier in its day the event with this id happened: from half an hour to ten and a half
 * hours, fixed by the id. Moved by whole days only, every event and its notifications kept the
 * minute the demo was seeded, and the bell showed them all at one time of day (issue 36).
 */
const earlierInTheDay = (id: number): number => 30 + ((id * 397) % 600);

/** The notifications whose keys start with one of `prefixes` (`purchase:12:`, `sale:3:`). */
const keyedBy = (prefixes: string[]): SQL | undefined =>
  or(...prefixes.map((prefix) => like(notifications.key, `${prefix}%`)));

async function backdateNotifications(
  db: Db,
  prefixes: string[],
  days: number,
  minutes: number,
): Promise<void> {
  if (prefixes.length === 0) return;
  await db
    .update(notifications)
    .set({ createdAt: back(notifications.createdAt, days, minutes) })
    .where(keyedBy(prefixes));
}

/**
 * An event at its own time of day (earlierInTheDay): `columns` of row `id` of `table` moved `days`
 * back, and the notifications it wrote, keyed `<kind>:<id>:`.
 */
async function backdateEvent(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  columns: AnyPgColumn[],
  { id, kind }: { id: number; kind: string },
  days: number,
): Promise<void> {
  const minutes = earlierInTheDay(id);
  const moved = Object.entries(getTableColumns(table))
    .filter(([, column]) => columns.includes(column))
    .map(([key, column]) => [key, back(column, days, minutes)]);
  await db.update(table).set(Object.fromEntries(moved)).where(eq(table.id, id));
  await backdateNotifications(db, [`${kind}:${id}:`], days, minutes);
}

/**
 * A purchase and everything it wrote: made and paid `made` days ago (its payment and the sellers'
 * notices of the sale), sent `sent` days ago, and last changed (received, for those that were)
 * `last` days ago, with the notices of commissions its ledger entries paid then. Each step at the
 * purchase's time of day, so they keep their order; one made today stays as made, since its
 * payment window is still open.
 */
export async function backdatePurchase(
  db: Db,
  purchaseId: number,
  { made, sent, last }: StepDays,
): Promise<void> {
  const minutes = made === 0 ? 0 : earlierInTheDay(purchaseId);
  await db
    .update(purchases)
    .set({
      createdAt: back(purchases.createdAt, made, minutes),
      updatedAt: back(purchases.updatedAt, last, minutes),
    })
    .where(eq(purchases.id, purchaseId));
  const own = await db
    .update(sales)
    .set({
      createdAt: back(sales.createdAt, made, minutes),
      updatedAt: back(sales.updatedAt, last, minutes),
      sentAt: back(sales.sentAt, sent, minutes),
    })
    .where(eq(sales.purchaseId, purchaseId))
    .returning({ id: sales.id });
  await db
    .update(transactions)
    .set({
      createdAt: back(transactions.createdAt, made, minutes),
      updatedAt: back(transactions.updatedAt, made, minutes),
      paidAt: back(transactions.paidAt, made, minutes),
      expiresAt: back(transactions.expiresAt, made, minutes),
    })
    .where(eq(transactions.purchaseId, purchaseId));
  await backdateNotifications(
    db,
    [`purchase:${purchaseId}:`, ...own.map(({ id }) => `sale:${id}:made`)],
    made,
    minutes,
  );
  await backdateNotifications(
    db,
    own.map(({ id }) => `sale:${id}:sent`),
    sent,
    minutes,
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
    minutes,
  );
}

/** A review, its reply and the seller's notification of it. */
export async function backdateReview(db: Db, reviewId: number, days: number): Promise<void> {
  const columns = [reviews.createdAt, reviews.updatedAt, reviews.repliedAt];
  await backdateEvent(db, reviews, columns, { id: reviewId, kind: 'review' }, days);
}

/** A question, its answer, the ask the hourly limit counts, and their notifications. */
export async function backdateQuestion(db: Db, questionId: number, days: number): Promise<void> {
  // The ask was written in the question's transaction, so it has the question's `now()`: it moves
  // first, while the question's date still tells which ask it is.
  const asked = db
    .select({ askerId: questions.askerId, createdAt: questions.createdAt })
    .from(questions)
    .where(eq(questions.id, questionId));
  await db
    .update(questionAsks)
    .set({ createdAt: back(questionAsks.createdAt, days, earlierInTheDay(questionId)) })
    .where(sql`(${questionAsks.userId}, ${questionAsks.createdAt}) = (${asked})`);
  const columns = [questions.createdAt, questions.answeredAt];
  await backdateEvent(db, questions, columns, { id: questionId, kind: 'question' }, days);
}

/** A ticket, its answer and the author's notification of it. */
export async function backdateTicket(db: Db, ticketId: number, days: number): Promise<void> {
  const columns = [supportTickets.createdAt, supportTickets.updatedAt];
  await backdateEvent(db, supportTickets, columns, { id: ticketId, kind: 'ticket' }, days);
}

/** Minutes in `days`, for what the demo dates to the minute: a day's messages, a claim's steps. */
const minutesIn = (days: number) => Math.round(days * 24 * 60);

/** The notification keyed exactly `key` (`message:12`, `claim:3:opened`) moved `days` back. */
async function backdateNotice(db: Db, key: string, days: number): Promise<void> {
  await db
    .update(notifications)
    .set({ createdAt: back(notifications.createdAt, 0, minutesIn(days)) })
    .where(eq(notifications.key, key));
}

/** When a message of a sale's conversation was written, and read when the other party read it. */
export interface MessageDays {
  /** Days before now, in fractions of a day: a question and its answer are hours apart. */
  sent: number;
  read?: number;
}

/**
 * A message and its reader's notification (keyed `message:<id>`), moved back to the minute its
 * plan gives (sale-conversations.ts) rather than by whole days at a time of day fixed by the id,
 * so a conversation's messages keep the order they were written in.
 */
export async function backdateMessage(
  db: Db,
  messageId: number,
  { sent, read }: MessageDays,
): Promise<void> {
  await db
    .update(saleMessages)
    .set({
      createdAt: back(saleMessages.createdAt, 0, minutesIn(sent)),
      ...(read !== undefined && { readAt: back(saleMessages.readAt, 0, minutesIn(read)) }),
    })
    .where(eq(saleMessages.id, messageId));
  await backdateNotice(db, `message:${messageId}`, sent);
}

/** When a claim opened, took its last step, and entered each status it went through. */
export interface ClaimDays {
  opened: number;
  last: number;
  entered: ReadonlyMap<ClaimStatus, number>;
}

/**
 * A claim, to the minute its plan gives (sale-claims.ts): opened then, changed last at its last
 * step, its deadline counted from that step as it was; the notice of each status at the step that
 * led there (keyed `claim:<id>:<status>`), and its refund, if it has one, when it was resolved.
 */
export async function backdateClaim(
  db: Db,
  claimId: number,
  { opened, last, entered }: ClaimDays,
): Promise<void> {
  await db
    .update(claims)
    .set({
      createdAt: back(claims.createdAt, 0, minutesIn(opened)),
      updatedAt: back(claims.updatedAt, 0, minutesIn(last)),
      deadline: back(claims.deadline, 0, minutesIn(last)),
    })
    .where(eq(claims.id, claimId));
  await backdateNotice(db, `claim:${claimId}:opened`, opened);
  for (const [status, days] of entered)
    await backdateNotice(db, `claim:${claimId}:${status}`, days);
  const resolved = entered.get('resolved');
  if (resolved === undefined) return;
  const minutes = minutesIn(resolved);
  await db
    .update(paymentRefunds)
    .set({
      createdAt: back(paymentRefunds.createdAt, 0, minutes),
      updatedAt: back(paymentRefunds.updatedAt, 0, minutes),
      doneAt: back(paymentRefunds.doneAt, 0, minutes),
    })
    .where(eq(paymentRefunds.claimId, claimId));
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
  const columns = [withdrawals.updatedAt];
  await backdateEvent(db, withdrawals, columns, { id: withdrawalId, kind: 'withdrawal' }, days);
}

/**
 * The products' moderation notices (approved, suspended: seed-products.ts), made before this step
 * like the rest: over the week up to `days` ago, each at its own time of day.
 */
export async function backdateModeration(db: Db, days: number): Promise<void> {
  const notices = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(like(notifications.key, 'product:%'));
  for (const { id } of notices) {
    await db
      .update(notifications)
      .set({ createdAt: back(notifications.createdAt, days - (id % 7), earlierInTheDay(id)) })
      .where(eq(notifications.id, id));
  }
}

/** The demo accounts joined before anything happened: `days` back, a day apart in their order. */
export async function backdateAccounts(db: Db, userIds: number[], days: number): Promise<void> {
  for (const [turn, userId] of userIds.entries()) {
    await db
      .update(users)
      .set({ dateJoined: back(users.dateJoined, days - turn, 0) })
      .where(eq(users.id, userId));
  }
}

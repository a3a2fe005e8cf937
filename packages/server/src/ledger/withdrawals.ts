import type { Withdrawal, WithdrawalStatus } from '@plaza/api';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Db } from '../db/database.js';
import { pageWithUsers } from '../db/page-with-users.js';
import { ledgerEntries, withdrawals } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { mailWithdrawalDecided, mailWithdrawalRequested } from '../mail/withdrawal-mail.js';
import { notify } from '../notifications/notify.js';
import { moneyText } from './cents.js';
import { balanceOf, lockUser } from './balance.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const insufficientBalance = () =>
  new HttpError(409, 'insufficient_balance', 'The amount is more than the balance.');

/** A refund left the balance below zero (docs/api.md, "After the sale"): nothing leaves it then. */
export const negativeBalance = () =>
  new HttpError(
    409,
    'negative_balance',
    'The balance is below zero after a refund: no withdrawal until it is positive again.',
  );

const alreadyDecided = () =>
  new HttpError(409, 'invalid_status', 'Only a requested withdrawal can be paid or rejected.');

export function withdrawalAnswer(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: moneyText(row.amountCents),
    destination: row.destination,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Takes `amountCents` out of the user's balance as a `requested` withdrawal (`409 negative_balance`
 * while a refund has left it below zero). The user's row is
 * locked while the balance is read and the withdrawal entry written, so two withdrawals of the whole
 * balance at once can't both pass: the second reads the balance the first left. The user is mailed
 * once it is committed.
 *
 * `requestedAt` dates the withdrawal and its ledger entry (by default, now): the demo shop
 * (seed/demo/activity) gives its history past dates, and the ledger is append-only, so the entry
 * gets its date as it is written instead of being changed later.
 */
export async function requestWithdrawal(
  services: ChangeServices,
  userId: number,
  amountCents: number,
  destination: string,
  requestedAt?: Date,
): Promise<WithdrawalRow> {
  return inChange(services, async ({ tx, afterCommit }) => {
    await lockUser(tx, userId);
    const balance = await balanceOf(tx, userId);
    if (balance < 0) throw negativeBalance();
    if (balance < amountCents) throw insufficientBalance();
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        userId,
        amountCents,
        destination: destination.trim(),
        ...(requestedAt && { createdAt: requestedAt, updatedAt: requestedAt }),
      })
      .returning();
    if (!withdrawal) throw new Error('the new withdrawal was not returned');
    await tx.insert(ledgerEntries).values({
      userId,
      kind: 'withdrawal',
      amountCents: -amountCents,
      withdrawalId: withdrawal.id,
      ...(requestedAt && { createdAt: requestedAt }),
    });
    afterCommit((mailing) => mailWithdrawalRequested(mailing, withdrawal));
    return withdrawal;
  });
}

/**
 * An administrator's decision on a `requested` withdrawal: `paid`, or `rejected`, which returns the
 * amount to the balance in the same transaction. `409 negative_balance` for paying a user whose
 * balance a refund has taken below zero. The conditional update lets one decision win, and
 * only the winner tells the user (notified with it, mailed once it is committed): a withdrawal is
 * decided once, so its key names the decision.
 */
export async function decideWithdrawal(
  services: ChangeServices,
  id: number,
  status: 'paid' | 'rejected',
  note: string | null,
): Promise<WithdrawalRow> {
  return inChange(services, async ({ tx, afterCommit }) => {
    const [decided] = await tx
      .update(withdrawals)
      .set({ status, note, updatedAt: new Date() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning();
    if (!decided) {
      const [exists] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.id, id));
      throw exists ? alreadyDecided() : notFound();
    }
    if (status === 'paid') {
      // Paying out what a refund has since taken back is refused; throwing undoes the decision.
      await lockUser(tx, decided.userId);
      if ((await balanceOf(tx, decided.userId)) < 0) throw negativeBalance();
    }
    if (status === 'rejected') {
      await tx.insert(ledgerEntries).values({
        userId: decided.userId,
        kind: 'withdrawal_returned',
        amountCents: decided.amountCents,
        withdrawalId: decided.id,
      });
    }
    const params = { withdrawal_id: decided.id, amount: moneyText(decided.amountCents) };
    const key = `withdrawal:${decided.id}:${status}`;
    await (status === 'paid'
      ? notify(tx, { userId: decided.userId, kind: 'withdrawal_paid', params, key })
      : notify(tx, { userId: decided.userId, kind: 'withdrawal_rejected', params, key }));
    afterCommit((mailing) => mailWithdrawalDecided(mailing, decided, status));
    return decided;
  });
}

export interface WithdrawalFilter {
  userId?: number;
  status?: WithdrawalStatus | undefined;
  page: number;
  page_size: number;
}

/** A page of withdrawals, newest first, each with its user; the count of all that match. */
export async function listWithdrawals(db: Db, filter: WithdrawalFilter) {
  const where: SQL | undefined = and(
    filter.userId !== undefined ? eq(withdrawals.userId, filter.userId) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
  );
  return pageWithUsers(
    db,
    { key: 'withdrawal', table: withdrawals, userId: withdrawals.userId },
    where,
    [desc(withdrawals.id)],
    filter,
  );
}

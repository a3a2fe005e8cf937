import type { withdrawals } from '../db/schema/index.js';
import { moneyText } from '../ledger/cents.js';
import { mailUserById, type Mailing } from './mail-user.js';
import { withdrawalDecided } from './templates/withdrawal-decided.js';
import { withdrawalRequested } from './templates/withdrawal-requested.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Its user hears that the amount has left their balance, once the withdrawal is committed. */
export function mailWithdrawalRequested(mailing: Mailing, withdrawal: WithdrawalRow) {
  return mailUserById(mailing, withdrawal.userId, withdrawalRequested, (user) => ({
    username: user.username,
    amount: moneyText(withdrawal.amountCents),
    destination: withdrawal.destination,
  }));
}

/** Its user hears that it was paid, or rejected and the amount given back. */
export function mailWithdrawalDecided(
  mailing: Mailing,
  withdrawal: WithdrawalRow,
  status: 'paid' | 'rejected',
) {
  return mailUserById(mailing, withdrawal.userId, withdrawalDecided, (user) => ({
    username: user.username,
    amount: moneyText(withdrawal.amountCents),
    status,
    note: withdrawal.note,
  }));
}

import type { Withdrawal, WithdrawalBody } from '@plaza/api';
import { accountFormApi } from '../../../lib/api-calls/account-forms';
import { earningsApi } from '../../../lib/api-calls/earnings';
import { revalidate } from '../../../lib/revalidate';
import { EARNINGS_KEY } from './get-earnings';
import { WITHDRAWALS_KEY } from './get-withdrawals';

/** POST `auth/user/send-code/` with `isWithdrawal: true`: e-mails the code a withdrawal needs. */
export async function sendWithdrawalCode(): Promise<void> {
  await accountFormApi.sendCode(true);
}

/**
 * POST `marketplace/withdrawals/`: the amount leaves the balance at once, so the balance, the
 * ledger and the list of withdrawals are read again.
 */
export async function requestWithdrawal(body: WithdrawalBody): Promise<Withdrawal> {
  const withdrawal = await earningsApi.requestWithdrawal(body);
  await revalidate(EARNINGS_KEY, WITHDRAWALS_KEY);
  return withdrawal;
}

import type { AdminWithdrawal, WithdrawalDecisionBody } from '@plaza/api';
import { earningsApi } from '../../../lib/api-calls/earnings';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_WITHDRAWALS_KEY } from './get-admin-withdrawals';

/** PATCH `marketplace/admin/withdrawals/{id}/`: paid, or rejected (the money goes back). */
export async function decideWithdrawal(
  id: number,
  body: WithdrawalDecisionBody,
): Promise<AdminWithdrawal> {
  const withdrawal = await earningsApi.decideWithdrawal(id, body);
  await revalidate(ADMIN_WITHDRAWALS_KEY);
  return withdrawal;
}

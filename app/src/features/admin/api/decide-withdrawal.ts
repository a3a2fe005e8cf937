import type { AdminWithdrawal, WithdrawalDecisionBody } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/revalidate';
import { ADMIN_WITHDRAWALS_KEY } from './get-admin-withdrawals';

/** PATCH `marketplace/admin/withdrawals/{id}/`: paid, or rejected (the money goes back). */
export async function decideWithdrawal(
  id: number,
  body: WithdrawalDecisionBody,
): Promise<AdminWithdrawal> {
  const withdrawal = await api.decideWithdrawal(id, body);
  await revalidate(ADMIN_WITHDRAWALS_KEY);
  return withdrawal;
}

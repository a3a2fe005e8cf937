import * as earnings from '../endpoints/earnings.js';
import type { Requester } from '../request.js';
import type {
  AdminUserQuery,
  AdminWithdrawalQuery,
  EarningsQuery,
  MembershipBody,
  NetworkQuery,
  WithdrawalBody,
  WithdrawalDecisionBody,
  WithdrawalQuery,
} from '../schemas/earnings.js';

export function earningsCalls(request: Requester) {
  return {
    /** GET `auth/user/tree/`: the caller's referral network, counted by level, and a page of it. */
    network: (query: NetworkQuery = {}) => request(earnings.network, { query }),
    /** GET `marketplace/earnings/`: balance, pending credits and a page of ledger entries. */
    earnings: (query: EarningsQuery = {}) => request(earnings.earnings, { query }),
    /** POST `marketplace/withdrawals/`: takes `amount` out of the balance at once. */
    requestWithdrawal: (body: WithdrawalBody) => request(earnings.requestWithdrawal, { body }),
    /** GET `marketplace/withdrawals/`: the caller's withdrawals, newest first. */
    withdrawals: (query: WithdrawalQuery = {}) => request(earnings.withdrawals, { query }),
    /** GET `marketplace/admin/withdrawals/`: every withdrawal, for administrators. */
    adminWithdrawals: (query: AdminWithdrawalQuery = {}) =>
      request(earnings.adminWithdrawals, { query }),
    /** PATCH `marketplace/admin/withdrawals/{id}/`: paid, or rejected (the money goes back). */
    decideWithdrawal: (id: number, body: WithdrawalDecisionBody) =>
      request(earnings.decideWithdrawal, { params: { id }, body }),
    /** GET `marketplace/admin/users/`: every user, searched by username or e-mail. */
    adminUsers: (query: AdminUserQuery = {}) => request(earnings.adminUsers, { query }),
    /** PATCH `marketplace/admin/users/{id}/`: gives or takes a membership. */
    setMembership: (id: number, body: MembershipBody) =>
      request(earnings.setMembership, { params: { id }, body }),
  };
}

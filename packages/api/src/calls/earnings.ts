import type { Requester } from '../request.js';
import {
  AdminUser,
  AdminUserPage,
  AdminWithdrawal,
  AdminWithdrawalPage,
  Earnings,
  NetworkTree,
  Withdrawal,
  WithdrawalPage,
  type AdminUserQuery,
  type AdminWithdrawalQuery,
  type EarningsQuery,
  type MembershipBody,
  type NetworkQuery,
  type WithdrawalBody,
  type WithdrawalDecisionBody,
  type WithdrawalQuery,
} from '../schemas/earnings.js';

export function earningsCalls(request: Requester) {
  return {
    /** GET `auth/user/tree/`: the caller's referral network, counted by level, and a page of it. */
    network: (query: NetworkQuery = {}) =>
      request('GET', 'auth/user/tree/', NetworkTree, { query }),
    /** GET `marketplace/earnings/`: balance, pending credits and a page of ledger entries. */
    earnings: (query: EarningsQuery = {}) =>
      request('GET', 'marketplace/earnings/', Earnings, { query }),
    /** POST `marketplace/withdrawals/`: takes `amount` out of the balance at once. */
    requestWithdrawal: (body: WithdrawalBody) =>
      request('POST', 'marketplace/withdrawals/', Withdrawal, { body }),
    /** GET `marketplace/withdrawals/`: the caller's withdrawals, newest first. */
    withdrawals: (query: WithdrawalQuery = {}) =>
      request('GET', 'marketplace/withdrawals/', WithdrawalPage, { query }),
    /** GET `marketplace/admin/withdrawals/`: every withdrawal, for administrators. */
    adminWithdrawals: (query: AdminWithdrawalQuery = {}) =>
      request('GET', 'marketplace/admin/withdrawals/', AdminWithdrawalPage, { query }),
    /** PATCH `marketplace/admin/withdrawals/{id}/`: paid, or rejected (the money goes back). */
    decideWithdrawal: (id: number, body: WithdrawalDecisionBody) =>
      request('PATCH', `marketplace/admin/withdrawals/${id}/`, AdminWithdrawal, { body }),
    /** GET `marketplace/admin/users/`: every user, searched by username or e-mail. */
    adminUsers: (query: AdminUserQuery = {}) =>
      request('GET', 'marketplace/admin/users/', AdminUserPage, { query }),
    /** PATCH `marketplace/admin/users/{id}/`: gives or takes a membership. */
    setMembership: (id: number, body: MembershipBody) =>
      request('PATCH', `marketplace/admin/users/${id}/`, AdminUser, { body }),
  };
}

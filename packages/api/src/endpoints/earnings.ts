import { endpoint } from '../endpoint.js';
import {
  AdminUser,
  AdminUserPage,
  AdminUserQuery,
  AdminWithdrawal,
  AdminWithdrawalPage,
  AdminWithdrawalQuery,
  Earnings,
  EarningsQuery,
  MembershipBody,
  NetworkQuery,
  NetworkTree,
  Withdrawal,
  WithdrawalBody,
  WithdrawalDecisionBody,
  WithdrawalPage,
  WithdrawalQuery,
} from '../schemas/earnings.js';

/* The Network, earnings and withdrawals calls of docs/api.md, and the administrators' user calls. */

const WITHDRAWALS = '/marketplace/withdrawals/';

export const network = endpoint({
  method: 'GET',
  path: '/auth/user/tree/',
  summary: 'The caller’s referral network, level by level',
  tag: 'Network and earnings',
  auth: 'user',
  query: NetworkQuery,
  answers: { 200: NetworkTree },
});

export const earnings = endpoint({
  method: 'GET',
  path: '/marketplace/earnings/',
  summary: 'The caller’s balance, pending credits and ledger',
  tag: 'Network and earnings',
  auth: 'user',
  query: EarningsQuery,
  answers: { 200: Earnings },
});

export const requestWithdrawal = endpoint({
  method: 'POST',
  path: WITHDRAWALS,
  summary: 'Withdraw from the balance, with a mailed code',
  tag: 'Network and earnings',
  auth: 'user',
  body: WithdrawalBody,
  answers: { 201: Withdrawal },
  errors: [409],
});

export const withdrawals = endpoint({
  method: 'GET',
  path: WITHDRAWALS,
  summary: 'The caller’s withdrawals',
  tag: 'Network and earnings',
  auth: 'user',
  query: WithdrawalQuery,
  answers: { 200: WithdrawalPage },
});

export const adminWithdrawals = endpoint({
  method: 'GET',
  path: '/marketplace/admin/withdrawals/',
  summary: 'Every withdrawal (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: AdminWithdrawalQuery,
  answers: { 200: AdminWithdrawalPage },
});

export const decideWithdrawal = endpoint({
  method: 'PATCH',
  path: '/marketplace/admin/withdrawals/:id/',
  summary: 'Mark a withdrawal paid or rejected (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: WithdrawalDecisionBody,
  answers: { 200: AdminWithdrawal },
  errors: [409],
});

export const adminUsers = endpoint({
  method: 'GET',
  path: '/marketplace/admin/users/',
  summary: 'Every user (administrators)',
  tag: 'Administration',
  auth: 'admin',
  query: AdminUserQuery,
  answers: { 200: AdminUserPage },
});

export const setMembership = endpoint({
  method: 'PATCH',
  path: '/marketplace/admin/users/:id/',
  summary: 'Give or take a membership (administrators)',
  tag: 'Administration',
  auth: 'admin',
  body: MembershipBody,
  answers: { 200: AdminUser },
});

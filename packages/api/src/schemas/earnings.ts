import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  string,
  type Infer,
} from 'superstruct';
import { OneTimeCode } from './account.js';
import { boundedText, decimalText, integerFromText, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { UserContact } from './users.js';

/*
 * The Network, earnings and withdrawals calls of API.md, and the users of Administration.
 * Amounts are dollars as decimal strings with two places; ledger amounts are signed.
 */

/** The deepest level any server may be configured to answer (`NETWORK_MAX_LEVELS` is at most this). */
export const MAX_NETWORK_LEVEL = 50;

/** One person of the caller's referral network: `level` 1 are the people the caller referred. */
export const NetworkMember = object({
  username: string(),
  level: min(integer(), 1),
  date_joined: string(),
});
export type NetworkMember = Infer<typeof NetworkMember>;

/** GET `auth/user/tree/`: how many people at each level, and a page of them. */
export const NetworkTree = object({
  levels: array(object({ level: min(integer(), 1), count: min(integer(), 1) })),
  members: paginated(NetworkMember),
});
export type NetworkTree = Infer<typeof NetworkTree>;

export const NetworkQuery = object({
  ...pageQuery,
  level: optional(integerFromText(max(min(integer(), 1), MAX_NETWORK_LEVEL))),
});
export type NetworkQuery = PageQuery & { level?: number };

export const LEDGER_KINDS = [
  'sale',
  'commission',
  'fee',
  'withdrawal',
  'withdrawal_returned',
] as const;
export const LedgerKind = enums(LEDGER_KINDS);
export type LedgerKind = Infer<typeof LedgerKind>;

/** A signed amount with two places: `"12.50"`, `"-3.00"`. */
const SignedAmount = string();

/**
 * One entry of the caller's ledger. `from_username` is the buyer whose purchase paid it (sales and
 * commissions); `level` is the commission's level.
 */
export const LedgerEntry = object({
  id: min(integer(), 1),
  kind: LedgerKind,
  amount: SignedAmount,
  purchase_id: nullable(integer()),
  sale_id: nullable(integer()),
  level: nullable(integer()),
  from_username: nullable(string()),
  created_at: string(),
});
export type LedgerEntry = Infer<typeof LedgerEntry>;

/** GET `marketplace/earnings/`: what can be withdrawn, what is on its way, and the entries, newest first. */
export const Earnings = object({
  balance: string(),
  pending: string(),
  entries: paginated(LedgerEntry),
});
export type Earnings = Infer<typeof Earnings>;

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export const WithdrawalStatus = enums(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = Infer<typeof WithdrawalStatus>;

export const Withdrawal = object({
  id: min(integer(), 1),
  amount: string(),
  destination: string(),
  status: WithdrawalStatus,
  note: nullable(string()),
  created_at: string(),
  updated_at: string(),
});
export type Withdrawal = Infer<typeof Withdrawal>;

export const WithdrawalPage = paginated(Withdrawal);
export type WithdrawalPage = Infer<typeof WithdrawalPage>;

/**
 * A withdrawal as administrators see it: who asked for it beside what they asked. API.md's
 * `Withdrawal` does not name its user; an administrator can't pay one without knowing who.
 */
export const AdminWithdrawal = object({
  ...Withdrawal.schema,
  user: UserContact,
});
export type AdminWithdrawal = Infer<typeof AdminWithdrawal>;

export const AdminWithdrawalPage = paginated(AdminWithdrawal);
export type AdminWithdrawalPage = Infer<typeof AdminWithdrawalPage>;

/** Dollars with at most two decimals, more than zero: what a withdrawal takes out. */
export const WithdrawalAmount = decimalText('amount', {
  digits: 10,
  places: 2,
  accept: (value) => value > 0,
  message: 'Enter an amount greater than 0 with at most two decimals.',
});

/** POST `marketplace/withdrawals/`: `code` from `send-code` with `isWithdrawal: true`. */
export const WithdrawalBody = object({
  amount: WithdrawalAmount,
  code: OneTimeCode,
  destination: boundedText('destination', 500, { required: true }),
});
export type WithdrawalBody = Infer<typeof WithdrawalBody>;

/** GET `marketplace/withdrawals/`. */
export const WithdrawalQuery = object({ ...pageQuery });
export type WithdrawalQuery = PageQuery;

/** GET `marketplace/admin/withdrawals/`. */
export const AdminWithdrawalQuery = object({ ...pageQuery, status: optional(WithdrawalStatus) });
export type AdminWithdrawalQuery = PageQuery & { status?: WithdrawalStatus };

/** PATCH `marketplace/admin/withdrawals/{id}/`: only a `requested` withdrawal is decided. */
export const WithdrawalDecisionBody = object({
  status: enums(['paid', 'rejected'] as const),
  note: optionalText('note', 500),
});
export type WithdrawalDecisionBody = Infer<typeof WithdrawalDecisionBody>;

/** GET `marketplace/earnings/`: the page of entries. */
export const EarningsQuery = object({ ...pageQuery });
export type EarningsQuery = PageQuery;

/** A user as the administrators' list shows them. */
export const AdminUser = object({
  id: min(integer(), 1),
  username: string(),
  email: string(),
  is_admin: boolean(),
  has_membership: boolean(),
  date_joined: string(),
});
export type AdminUser = Infer<typeof AdminUser>;

export const AdminUserPage = paginated(AdminUser);
export type AdminUserPage = Infer<typeof AdminUserPage>;

/** GET `marketplace/admin/users/`: `search` looks in usernames and e-mail addresses. */
export const AdminUserQuery = object({
  ...pageQuery,
  search: listSearch,
});
export type AdminUserQuery = PageQuery & { search?: string };

/** PATCH `marketplace/admin/users/{id}/`. */
export const MembershipBody = object({ has_membership: boolean() });
export type MembershipBody = Infer<typeof MembershipBody>;

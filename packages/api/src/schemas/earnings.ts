import * as s from 'superstruct';
import { OneTimeCode } from './account.js';
import { boundedText, decimalText, integerFromText, optionalText } from './form-values.js';
import { listSearch, pageQuery, paginated, type PageQuery } from './pagination.js';
import { UserContact } from './users.js';

/*
 * The Network, earnings and withdrawals calls of docs/api.md, and the users of Administration.
 * Amounts are dollars as decimal strings with two places; ledger amounts are signed.
 */

/** The deepest level any server may be configured to answer (`NETWORK_MAX_LEVELS` is at most this). */
export const MAX_NETWORK_LEVEL = 50;

/** One person of the caller's referral network: `level` 1 are the people the caller referred. */
export const NetworkMember = s.object({
  username: s.string(),
  level: s.min(s.integer(), 1),
  date_joined: s.string(),
});
export type NetworkMember = s.Infer<typeof NetworkMember>;

/** GET `auth/user/tree/`: how many people at each level, and a page of them. */
export const NetworkTree = s.object({
  levels: s.array(s.object({ level: s.min(s.integer(), 1), count: s.min(s.integer(), 1) })),
  members: paginated(NetworkMember),
});
export type NetworkTree = s.Infer<typeof NetworkTree>;

export const NetworkQuery = s.object({
  ...pageQuery,
  level: s.optional(integerFromText(s.max(s.min(s.integer(), 1), MAX_NETWORK_LEVEL))),
});
export type NetworkQuery = PageQuery & { level?: number };

export const LEDGER_KINDS = [
  'sale',
  'commission',
  'fee',
  'withdrawal',
  'withdrawal_returned',
  'refund',
] as const;
export const LedgerKind = s.enums(LEDGER_KINDS);
export type LedgerKind = s.Infer<typeof LedgerKind>;

/** A signed amount with two places: `"12.50"`, `"-3.00"`. */
const SignedAmount = s.string();

/**
 * One entry of the caller's ledger. `from_username` is the buyer whose purchase paid it (sales and
 * commissions); `level` is the commission's level.
 */
export const LedgerEntry = s.object({
  id: s.min(s.integer(), 1),
  kind: LedgerKind,
  amount: SignedAmount,
  purchase_id: s.nullable(s.integer()),
  sale_id: s.nullable(s.integer()),
  level: s.nullable(s.integer()),
  from_username: s.nullable(s.string()),
  created_at: s.string(),
});
export type LedgerEntry = s.Infer<typeof LedgerEntry>;

/** GET `marketplace/earnings/`: what can be withdrawn, what is on its way, and the entries, newest first. */
export const Earnings = s.object({
  balance: s.string(),
  pending: s.string(),
  entries: paginated(LedgerEntry),
});
export type Earnings = s.Infer<typeof Earnings>;

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export const WithdrawalStatus = s.enums(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = s.Infer<typeof WithdrawalStatus>;

export const Withdrawal = s.object({
  id: s.min(s.integer(), 1),
  amount: s.string(),
  destination: s.string(),
  status: WithdrawalStatus,
  note: s.nullable(s.string()),
  created_at: s.string(),
  updated_at: s.string(),
});
export type Withdrawal = s.Infer<typeof Withdrawal>;

export const WithdrawalPage = paginated(Withdrawal);
export type WithdrawalPage = s.Infer<typeof WithdrawalPage>;

/**
 * A withdrawal as administrators see it: who asked for it beside what they asked. docs/api.md's
 * `Withdrawal` does not name its user; an administrator can't pay one without knowing who.
 */
export const AdminWithdrawal = s.object({
  ...Withdrawal.schema,
  user: UserContact,
});
export type AdminWithdrawal = s.Infer<typeof AdminWithdrawal>;

export const AdminWithdrawalPage = paginated(AdminWithdrawal);
export type AdminWithdrawalPage = s.Infer<typeof AdminWithdrawalPage>;

/** Dollars with at most two decimals, more than zero: what a withdrawal takes out. */
export const WithdrawalAmount = decimalText('amount', {
  digits: 10,
  places: 2,
  accept: (value) => value > 0,
  message: 'Enter an amount greater than 0 with at most two decimals.',
});

/** POST `marketplace/withdrawals/`: `code` from `send-code` with `isWithdrawal: true`. */
export const WithdrawalBody = s.object({
  amount: WithdrawalAmount,
  code: OneTimeCode,
  destination: boundedText('destination', 500, { required: true }),
});
export type WithdrawalBody = s.Infer<typeof WithdrawalBody>;

/** GET `marketplace/withdrawals/`. */
export const WithdrawalQuery = s.object({ ...pageQuery });
export type WithdrawalQuery = PageQuery;

/** GET `marketplace/admin/withdrawals/`. */
export const AdminWithdrawalQuery = s.object({
  ...pageQuery,
  status: s.optional(WithdrawalStatus),
});
export type AdminWithdrawalQuery = PageQuery & { status?: WithdrawalStatus };

/** PATCH `marketplace/admin/withdrawals/{id}/`: only a `requested` withdrawal is decided. */
export const WithdrawalDecisionBody = s.object({
  status: s.enums(['paid', 'rejected'] as const),
  note: optionalText('note', 500),
});
export type WithdrawalDecisionBody = s.Infer<typeof WithdrawalDecisionBody>;

/** GET `marketplace/earnings/`: the page of entries. */
export const EarningsQuery = s.object({ ...pageQuery });
export type EarningsQuery = PageQuery;

/** A user as the administrators' list shows them. */
export const AdminUser = s.object({
  id: s.min(s.integer(), 1),
  username: s.string(),
  email: s.string(),
  is_admin: s.boolean(),
  has_membership: s.boolean(),
  date_joined: s.string(),
});
export type AdminUser = s.Infer<typeof AdminUser>;

export const AdminUserPage = paginated(AdminUser);
export type AdminUserPage = s.Infer<typeof AdminUserPage>;

/** GET `marketplace/admin/users/`: `search` looks in usernames and e-mail addresses. */
export const AdminUserQuery = s.object({
  ...pageQuery,
  search: listSearch,
});
export type AdminUserQuery = PageQuery & { search?: string };

/** PATCH `marketplace/admin/users/{id}/`. */
export const MembershipBody = s.object({ has_membership: s.boolean() });
export type MembershipBody = s.Infer<typeof MembershipBody>;

import type { LedgerEntry, LedgerKind } from '@plaza/api';
import { toSignedCents } from '../../lib/money';

/**
 * What counts as earned: sales and commissions, less the company fee and what claims' refunds took
 * back. Withdrawals (and their returns) move money already earned, so they are left out of the chart.
 */
const EARNING_KINDS: ReadonlySet<LedgerKind> = new Set(['sale', 'commission', 'fee', 'refund']);

export interface MonthEarnings {
  /** The month's first day, local time. */
  start: Date;
  /** "2026-11": a stable key. */
  key: string;
  cents: number;
}

const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The first day of the earliest month the chart shows, `count` months up to `now`'s. */
export function firstMonthStart(now: Date, count: number): Date {
  return new Date(now.getFullYear(), now.getMonth() - (count - 1), 1);
}

/**
 * Earnings per month for the `count` months up to `now`'s, oldest first, months without entries at
 * zero, so the chart's time axis has no gaps. Entries are grouped by the user's local month.
 */
export function monthlyEarnings(
  entries: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'created_at'>[],
  now: Date,
  count = 6,
): MonthEarnings[] {
  const first = firstMonthStart(now, count);
  const months = Array.from({ length: count }, (_, index) => {
    const start = new Date(first.getFullYear(), first.getMonth() + index, 1);
    return { start, key: monthKey(start), cents: 0 };
  });
  const byKey = new Map(months.map((month) => [month.key, month]));
  for (const entry of entries) {
    if (!EARNING_KINDS.has(entry.kind)) continue;
    const month = byKey.get(monthKey(new Date(entry.created_at)));
    if (month) month.cents += toSignedCents(entry.amount);
  }
  return months;
}

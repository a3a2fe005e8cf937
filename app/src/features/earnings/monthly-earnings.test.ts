import type { LedgerKind } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { firstMonthStart, monthlyEarnings } from './monthly-earnings';

// Mid-month, mid-day times, so the local time zone of the test machine moves no entry across a month.
const entry = (kind: LedgerKind, amount: string, created_at: string) => ({
  kind,
  amount,
  created_at,
});

describe('monthlyEarnings', () => {
  const now = new Date(2026, 10, 24, 12);

  it('sums sales and commissions less fees per month, oldest first, empty months at zero', () => {
    const months = monthlyEarnings(
      [
        entry('sale', '100.00', '2026-11-15T12:00:00'),
        entry('fee', '-10.00', '2026-11-15T12:00:00'),
        entry('commission', '3.15', '2026-09-14T12:00:00'),
        entry('commission', '0.10', '2026-09-16T12:00:00'),
      ],
      now,
    );
    expect(months.map((month) => [month.key, month.cents])).toEqual([
      ['2026-06', 0],
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 325],
      ['2026-10', 0],
      ['2026-11', 9000],
    ]);
  });

  it('takes a claim’s refund off the month it was decided in', () => {
    const [only] = monthlyEarnings(
      [
        entry('sale', '20.00', '2026-11-10T12:00:00'),
        entry('refund', '-5.00', '2026-11-12T12:00:00'),
      ],
      now,
      1,
    );
    expect(only?.cents).toBe(1500);
  });

  it('leaves withdrawals and their returns out: they move money, they do not earn it', () => {
    const [only] = monthlyEarnings(
      [
        entry('withdrawal', '-50.00', '2026-11-10T12:00:00'),
        entry('withdrawal_returned', '50.00', '2026-11-11T12:00:00'),
      ],
      now,
      1,
    );
    expect(only?.cents).toBe(0);
  });

  it('ignores entries older than the first month shown', () => {
    const months = monthlyEarnings([entry('sale', '5.00', '2026-05-15T12:00:00')], now);
    expect(months.every((month) => month.cents === 0)).toBe(true);
    expect(firstMonthStart(now, 6)).toEqual(new Date(2026, 5, 1));
  });

  it('crosses a year', () => {
    const months = monthlyEarnings([], new Date(2027, 1, 10, 12), 4);
    expect(months.map((month) => month.key)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

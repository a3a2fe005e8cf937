import { describe, expect, it } from 'vitest';
import { statusAppearance, type Status } from './statuses.js';

// Every status value of API.md: products, purchases and sales, withdrawals, support tickets.
const apiStatuses: Status[] = [
  'pending_approval',
  'approved',
  'suspended',
  'pending_payment',
  'preparing',
  'sent',
  'received',
  'cancelled',
  'refused',
  'expired',
  'requested',
  'paid',
  'rejected',
  'open',
  'answered',
  'closed',
];

describe('statusAppearance', () => {
  it('covers every status of API.md and nothing else', () => {
    expect(Object.keys(statusAppearance).sort()).toEqual([...apiStatuses].sort());
  });

  it('gives each status an icon of its own, so colour never tells two apart alone', () => {
    const icons = new Set(Object.values(statusAppearance).map(({ icon }) => icon));
    expect(icons.size).toBe(apiStatuses.length);
  });
});

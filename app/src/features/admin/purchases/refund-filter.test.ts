import { REFUND_STATUSES } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { REFUND_FILTER_CHOICES, refundNotices } from './refund-filter';

describe('the refunds that wait for an administrator', () => {
  it('offers every refund status in the filter, those waiting for an administrator first', () => {
    expect([...REFUND_FILTER_CHOICES].sort()).toEqual([...REFUND_STATUSES].sort());
    expect(REFUND_FILTER_CHOICES.slice(0, 2)).toEqual(['manual', 'failed']);
  });

  it('says each kind there is any of, to pay back first', () => {
    expect(refundNotices({ manual: 2, failed: 1 }, undefined)).toEqual([
      { refund: 'manual', count: 2 },
      { refund: 'failed', count: 1 },
    ]);
    expect(refundNotices({ manual: 0, failed: 3 }, undefined)).toEqual([
      { refund: 'failed', count: 3 },
    ]);
  });

  it('says nothing while the counts load or when none waits', () => {
    expect(refundNotices({}, undefined)).toEqual([]);
    expect(refundNotices({ manual: 0, failed: 0 }, undefined)).toEqual([]);
  });

  it('leaves out the kind the list already shows, not the other', () => {
    expect(refundNotices({ manual: 2, failed: 1 }, 'manual')).toEqual([
      { refund: 'failed', count: 1 },
    ]);
    expect(refundNotices({ manual: 2, failed: 1 }, 'succeeded')).toHaveLength(2);
  });
});

import type { ClaimStatus, Purchase, PurchaseStatus } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { claimable, salesOf } from './purchase-sales';

const sale = (status: PurchaseStatus, claim: ClaimStatus | null) => ({
  saleId: 1,
  seller: 'tienda',
  status,
  claim: claim && { id: 5, status: claim },
});

describe('claimable', () => {
  it('lets a sent or received sale be claimed about while no claim on it is open', () => {
    expect(claimable(sale('sent', null))).toBe(true);
    expect(claimable(sale('received', 'resolved'))).toBe(true);
    for (const status of [
      'open',
      'offered',
      'return_requested',
      'return_sent',
      'escalated',
    ] as const) {
      expect(claimable(sale('received', status))).toBe(false);
    }
  });

  it('leaves a sale not sent yet, or ended, alone', () => {
    expect(claimable(sale('approved', null))).toBe(false);
    expect(claimable(sale('cancelled', 'resolved'))).toBe(false);
  });
});

describe('salesOf', () => {
  it('names each sale once, by its first item', () => {
    const item = (saleId: number, seller: string) => ({
      sale_id: saleId,
      seller: { username: seller },
      sale_status: 'sent',
      claim: null,
    });
    const purchase = {
      items: [item(1, 'ana'), item(2, 'tienda'), item(1, 'ana')],
    } as unknown as Purchase;
    expect(salesOf(purchase).map(({ saleId, seller }) => [saleId, seller])).toEqual([
      [1, 'ana'],
      [2, 'tienda'],
    ]);
  });
});

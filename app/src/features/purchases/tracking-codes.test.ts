import type { PurchaseItem } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { trackingCodes } from './tracking-codes';

/** A line of sale `saleId` by `seller`, sent with `code` (or not yet). */
const line = (id: number, saleId: number, seller: string, code: string | null): PurchaseItem => ({
  id,
  product: { id: 100 + id, name: `Producto ${id}`, photo: null },
  is_digital: false,
  quantity: 1,
  unit_price: '10.00',
  shipping_price: '0.00',
  seller: { id: saleId, username: seller },
  sale_id: saleId,
  sale_status: code ? 'sent' : 'preparing',
  tracking_code: code,
  download: null,
  review: null,
  claim: null,
});

describe('a purchase’s tracking codes', () => {
  it('gives one code per seller’s part, in the order of its items', () => {
    const items = [
      line(1, 8, 'aurora', 'GUIA-2'),
      line(2, 5, 'brisa', 'GUIA-1'),
      line(3, 8, 'aurora', 'GUIA-2'),
    ];
    expect(trackingCodes(items)).toEqual({
      parts: [
        { saleId: 8, seller: 'aurora', code: 'GUIA-2' },
        { saleId: 5, seller: 'brisa', code: 'GUIA-1' },
      ],
      isSplit: true,
    });
  });

  it('leaves out the parts not sent or sent without a code, and says whether others ship', () => {
    expect(trackingCodes([line(1, 8, 'aurora', null), line(2, 5, 'brisa', 'GUIA-1')])).toEqual({
      parts: [{ saleId: 5, seller: 'brisa', code: 'GUIA-1' }],
      isSplit: true,
    });
    expect(trackingCodes([line(1, 8, 'aurora', 'GUIA-2'), line(2, 8, 'aurora', 'GUIA-2')])).toEqual(
      { parts: [{ saleId: 8, seller: 'aurora', code: 'GUIA-2' }], isSplit: false },
    );
    expect(trackingCodes([line(1, 8, 'aurora', null)])).toEqual({ parts: [], isSplit: false });
  });
});

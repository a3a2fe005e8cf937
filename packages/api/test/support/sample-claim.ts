import type { Claim } from '../../src/index.js';

/*
 * A claim as the API answers it (GET `marketplace/claims/{id}/`), just opened, for the tests of the
 * contract and of the app: a test states only the fields it is about, as `overrides`.
 */
export function sampleClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 3,
    sale_id: 7,
    purchase_id: 12,
    buyer: { username: 'ana' },
    seller: { username: 'tienda' },
    reason: 'damaged',
    text: 'Llegó roto',
    photos: [],
    status: 'open',
    offer_amount: null,
    return_tracking_code: null,
    outcome: null,
    refund_amount: null,
    refundable: '17.00',
    refund: null,
    note: null,
    deadline: null,
    created_at: '2026-05-08T12:00:00Z',
    updated_at: '2026-05-08T12:00:00Z',
    ...overrides,
  };
}

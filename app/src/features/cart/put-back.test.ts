import { ApiError, type Product, type Purchase } from '@plaza/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getProduct } from '../../hooks/use-product';
import { updateBuyerStatus } from '../../lib/update-buyer-status';
import { cancelIntoCart } from './put-back';
import { cart } from './stores/app-cart';

vi.mock('../../hooks/use-product', () => ({ getProduct: vi.fn() }));
vi.mock('../../lib/update-buyer-status', () => ({ updateBuyerStatus: vi.fn() }));

/** Today's catalogue: what each product's read answers (a missing id fails to load). */
const catalogue = new Map<number, Partial<Product>>([
  [1, { name: 'Taza', status: 'approved', quantity: 5 }],
  [2, { name: 'Jarra', status: 'suspended', quantity: 5 }],
  [4, { name: 'Plato', status: 'approved', quantity: 1 }],
]);

const line = (id: number, name: string, quantity: number) => ({ product: { id, name }, quantity });

/** A pending purchase of a mug (on sale), a jug (suspended since), a bowl (gone), two plates (one left). */
const purchase = {
  purchase_id: 7,
  items: [line(1, 'Taza', 2), line(2, 'Jarra', 1), line(3, 'Cuenco', 1), line(4, 'Plato', 2)],
} as unknown as Purchase;

beforeEach(() => {
  cart.items = [];
  vi.mocked(getProduct).mockImplementation(async (id) => {
    const found = catalogue.get(id);
    if (!found) throw new ApiError({ status: 404, code: 'not_found' });
    return { id, price: '10.00', photos: [], brand: '', is_digital: false, ...found } as Product;
  });
});

describe('giving a pending purchase back to the cart', () => {
  it('moves nothing when the cancel is refused, so no line is held twice', async () => {
    const refusal = new ApiError({ status: 400, code: 'invalid' });
    vi.mocked(updateBuyerStatus).mockRejectedValueOnce(refusal);
    await expect(cancelIntoCart(purchase)).resolves.toEqual({ cancelled: false, error: refusal });
    expect(cart.items).toEqual([]);
  });

  it('once cancelled, brings back what it can and names the lines that could not come back', async () => {
    vi.mocked(updateBuyerStatus).mockResolvedValueOnce(purchase);
    await expect(cancelIntoCart(purchase)).resolves.toEqual({
      cancelled: true,
      leftOut: ['Jarra', 'Cuenco', 'Plato'],
    });
    expect(vi.mocked(updateBuyerStatus)).toHaveBeenCalledWith(7, 'cancelled');
    expect(cart.items.map((item) => [item.name, item.quantity])).toEqual([['Taza', 2]]);
  });
});

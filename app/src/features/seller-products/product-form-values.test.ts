import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../../../packages/api/test/support/sample-product';
import {
  checkProduct,
  emptyProductValues,
  needsReview,
  newProduct,
  productUpdate,
  productValues,
  type ProductFormValues,
} from './product-form-values';

const photo = new File(['x'], 'taza.png', { type: 'image/png' });

const filled = (): ProductFormValues => ({
  ...emptyProductValues(),
  name: 'Taza',
  short_description: 'Taza de 350 ml',
  description: 'Hecha a mano.',
  category: 3,
  priceCents: 2450,
  shippingCents: 300,
  quantity: 12,
  photos: [{ id: 'new-1', name: 'taza.png', file: photo }],
  attributes: [{ id: 'a', name: 'Material', value: 'Cerámica' }],
  levels: [
    { id: 'l1', percentage: 10 },
    { id: 'l2', percentage: 5.5 },
  ],
});

const stored = sampleProduct({
  photos: [
    { id: 41, image: 'https://x/41.webp', thumbnail: 'https://x/41-t.webp', position: 0 },
    { id: 42, image: 'https://x/42.webp', thumbnail: 'https://x/42-t.webp', position: 1 },
  ],
  levels: [
    { level: 2, payment_percentage: '5.00' },
    { level: 1, payment_percentage: '10.00' },
  ],
});

describe('the product form', () => {
  it('names every missing field, nested ones by their row, as the server would', () => {
    expect(checkProduct(emptyProductValues())).toEqual({
      name: 'form.error.required',
      short_description: 'form.error.required',
      description: 'form.error.required',
      category: 'form.error.required',
      price: 'form.error.required',
      quantity: 'form.error.required',
      photos: 'form.error.photoRequired',
      'attributes.0.name': 'form.error.required',
      'attributes.0.value': 'form.error.required',
      'levels.0.payment_percentage': 'form.error.required',
    });
  });

  it('passes a complete product, and refuses levels over 50 in all', () => {
    expect(checkProduct(filled())).toEqual({});
    const greedy = filled();
    greedy.levels = [
      { id: 'l1', percentage: 30 },
      { id: 'l2', percentage: 25 },
    ];
    expect(checkProduct(greedy)).toEqual({ levels: 'form.error.levels' });
  });

  it('sends money as decimal text, levels numbered from 1, and no shipping for digital', () => {
    const body = newProduct(filled());
    expect(body).toMatchObject({
      price: '24.50',
      shipping_price: '3.00',
      brand: null,
      levels: [
        { level: 1, payment_percentage: '10' },
        { level: 2, payment_percentage: '5.5' },
      ],
      photos: [photo],
    });
    expect(newProduct({ ...filled(), is_digital: true }).shipping_price).toBe('0.00');
  });

  it('edits a stored product: kept photos by id in their new order, new ones after', () => {
    const values = productValues(stored);
    expect(values.levels.map((level) => level.percentage)).toEqual([10, 5]);
    const [first, second] = values.photos;
    const added = { id: 'new-2', name: 'otra.png', file: photo };
    const edited = { ...values, photos: [added, second!, first!] };
    expect(productUpdate(edited)).toMatchObject({ photos_keep: [42, 41], photos: [photo] });
    expect(productUpdate({ ...values, photos: [] }).photos_keep).toEqual([]);
  });

  it('knows which changes send a product back to review', () => {
    const values = productValues(stored);
    expect(needsReview(values, { ...values, priceCents: 100, quantity: 1 })).toBe(false);
    expect(needsReview(values, { ...values, name: 'Jarra' })).toBe(true);
    expect(needsReview(values, { ...values, photos: values.photos.slice(1) })).toBe(true);
  });
});

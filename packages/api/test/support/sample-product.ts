import type { Product, ProductSummary } from '../../src/index.js';

/*
 * A product on sale as the API answers it, for the tests of the contract and of the app: a test
 * states only the fields it is about, as `overrides`, and the rest stay valid.
 */

/** The product in a list (GET `marketplace/products/`). */
export function sampleSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 7,
    name: 'Camiseta',
    short_description: 'Fresca',
    category: { id: 3, name: 'Moda' },
    brand: 'Andina',
    price: '25.90',
    shipping_price: '4.50',
    quantity: 2,
    is_digital: false,
    is_tct_product: false,
    status: 'approved',
    moderation_reason: null,
    reserved_quantity: null,
    photos: [
      {
        id: 1,
        image: 'http://shop.test/a.webp',
        thumbnail: 'http://shop.test/t.webp',
        position: 0,
      },
    ],
    seller: { id: 2, username: 'ana', avatar: null },
    has_purchases: false,
    rating: { average: 4.5, count: 2 },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The product itself (GET `marketplace/products/:id/`). */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...sampleSummary(),
    description: 'Larga',
    attributes: [{ name: 'Color', value: 'Azul' }],
    levels: [{ level: 1, payment_percentage: '10.00' }],
    ...overrides,
  };
}

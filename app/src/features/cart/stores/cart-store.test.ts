import { snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import type { CartProduct } from './cart-line';
import {
  addToCart,
  clearCart,
  createCart,
  removeFromCart,
  settleLines,
  updateQuantity,
} from './cart-store';

const mug: CartProduct = {
  id: 1,
  name: 'Taza de cerámica',
  price: '12.50',
  img: null,
  brand: 'Barro',
  is_digital: false,
  shipping_price: '4.00',
  is_tct_product: false,
  product_quantity: 3,
};
const ebook: CartProduct = {
  ...mug,
  id: 2,
  name: 'Guía de cerámica',
  price: '0.10',
  is_digital: true,
  shipping_price: '0.00',
  product_quantity: 1000,
};

describe('the cart', () => {
  it('adds a new line with quantity 1, then raises it for the same product', () => {
    const cart = createCart();
    expect(addToCart(cart, mug)).toBe(true);
    expect(addToCart(cart, mug)).toBe(true);
    expect(addToCart(cart, ebook)).toBe(true);
    expect(cart.items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
  });

  it('never adds more than the stock', () => {
    const cart = createCart();
    for (let i = 0; i < 3; i += 1) expect(addToCart(cart, mug)).toBe(true);
    expect(addToCart(cart, mug)).toBe(false);
    expect(cart.items[0]?.quantity).toBe(3);
    expect(addToCart(createCart(), { ...mug, product_quantity: 0 })).toBe(false);
  });

  it('never holds more than 10 of one product, however large the stock', () => {
    const cart = createCart();
    expect(addToCart(cart, ebook, 10)).toBe(true);
    expect(addToCart(cart, ebook)).toBe(false);
    expect(updateQuantity(cart, ebook.id, 11)).toBe(false);
    expect(updateQuantity(cart, ebook.id, 9)).toBe(true);
    expect(addToCart(createCart(), ebook, 11)).toBe(false);
    expect(cart.items[0]?.quantity).toBe(9);
  });

  it('adds several at once, all or none', () => {
    const cart = createCart();
    expect(addToCart(cart, mug, 2)).toBe(true);
    expect(addToCart(cart, mug, 2)).toBe(false);
    expect(addToCart(cart, mug, 0)).toBe(false);
    expect(cart.items[0]?.quantity).toBe(2);
  });

  it('derives subtotal, shipping and total from the lines, to the cent', () => {
    const cart = createCart();
    addToCart(cart, mug);
    addToCart(cart, mug);
    for (let i = 0; i < 3; i += 1) addToCart(cart, ebook);
    // 2 × 12.50 + 3 × 0.10 = 25.30; shipping 2 × 4.00 = 8.00. Floats would give 25.299999…
    expect(cart.subtotalCents).toBe(2530);
    expect(cart.shippingCents).toBe(800);
    expect(cart.totalCents).toBe(3330);
    expect(snapshot(cart).totalCents).toBe(3330);
  });

  it('updates a quantity within 1 and the stock, and refuses the rest', () => {
    const cart = createCart();
    addToCart(cart, mug);
    expect(updateQuantity(cart, mug.id, 3)).toBe(true);
    expect(updateQuantity(cart, mug.id, 4)).toBe(false);
    expect(updateQuantity(cart, mug.id, 0)).toBe(false);
    expect(updateQuantity(cart, mug.id, 1.5)).toBe(false);
    expect(updateQuantity(cart, 99, 1)).toBe(false);
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart.totalCents).toBe(3 * 1650);
  });

  it('removes a line and its amounts', () => {
    const cart = createCart();
    addToCart(cart, mug);
    addToCart(cart, ebook);
    removeFromCart(cart, mug.id);
    expect(cart.items.map((line) => line.id)).toEqual([ebook.id]);
    expect(cart.totalCents).toBe(10);
  });

  it('clears the lines and the checkout choices, not the filters', () => {
    const cart = createCart({
      shippingAddress: 7,
      paymentMethodSelected: 'card',
      partnerName: 'ana',
    });
    addToCart(cart, mug);
    clearCart(cart);
    cart.filters.search = 'taza';
    expect(snapshot(cart)).toMatchObject({
      filters: { search: 'taza' },
      items: [],
      shippingAddress: null,
      paymentMethodSelected: null,
      partnerName: '',
      totalCents: 0,
    });
  });

  it('settles the lines of a placed purchase, keeping the choices while other lines remain', () => {
    const cart = createCart({
      shippingAddress: 7,
      paymentMethodSelected: 'card',
      partnerName: 'ana',
    });
    addToCart(cart, mug);
    addToCart(cart, ebook);
    settleLines(cart, [mug.id]);
    expect(snapshot(cart)).toMatchObject({
      items: [{ id: ebook.id }],
      shippingAddress: 7,
      paymentMethodSelected: 'card',
    });
    settleLines(cart, [ebook.id]);
    expect(snapshot(cart)).toMatchObject({
      items: [],
      shippingAddress: null,
      paymentMethodSelected: null,
      partnerName: '',
    });
  });

  it('takes the latest price and stock when a product is added again', () => {
    const cart = createCart();
    addToCart(cart, mug);
    addToCart(cart, { ...mug, price: '10.00', product_quantity: 1 + 1 });
    expect(cart.items[0]).toMatchObject({ price: '10.00', product_quantity: 2, quantity: 2 });
  });
});

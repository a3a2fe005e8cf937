import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/local-storage';
import type { CartProduct } from './cart-line';
import { CART_STORAGE_KEY, loadSavedCart, saveCartOnChange } from './cart-persistence';
import { addToCart, createCart } from './cart-store';

const book: CartProduct = {
  id: 5,
  name: 'Libro',
  price: '20.00',
  img: 'http://localhost:3000/uploads/book.webp',
  brand: 'Editorial',
  is_digital: false,
  shipping_price: '3.50',
  is_tct_product: true,
  product_quantity: 2,
};

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the saved cart', () => {
  it('survives a reload: what one page saved, the next one loads', async () => {
    const storage = memoryStorage();
    const cart = createCart();
    saveCartOnChange(cart, storage);
    addToCart(cart, book);
    cart.partnerName = 'ana';
    await nextTick();

    const reloaded = createCart(loadSavedCart(storage));
    expect(reloaded.items).toEqual([{ ...book, quantity: 1 }]);
    expect(reloaded.partnerName).toBe('ana');
    expect(reloaded.totalCents).toBe(2350);
  });

  it('writes nothing when only the explore filters change', async () => {
    const storage = memoryStorage();
    const cart = createCart();
    saveCartOnChange(cart, storage);
    cart.filters = { ...cart.filters, search: 'libro' };
    await nextTick();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['nothing saved', undefined],
    ['not JSON', '{items:'],
    ['an old format', JSON.stringify([{ id: 5 }])],
    ['a line without stock', JSON.stringify({ items: [{ ...book, product_quantity: undefined }] })],
    ['a negative quantity', JSON.stringify({ items: [{ ...book, quantity: -1 }] })],
  ])('starts empty from %s', (_case, saved) => {
    const storage = memoryStorage(saved === undefined ? {} : { [CART_STORAGE_KEY]: saved });
    expect(loadSavedCart(storage)).toBeUndefined();
  });

  it('keeps working when storage refuses to write', async () => {
    const cart = createCart();
    saveCartOnChange(cart, {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    addToCart(cart, book);
    await nextTick();
    expect(cart.items).toHaveLength(1);
  });
});

describe('the saved payment method', () => {
  it.each(['card', 'bank_transfer', 'stripe', 'mercadopago'] as const)(
    'survives a reload: %s',
    async (method) => {
      const storage = memoryStorage();
      const cart = createCart();
      saveCartOnChange(cart, storage);
      cart.paymentMethodSelected = method;
      await nextTick();
      expect(loadSavedCart(storage)?.paymentMethodSelected).toBe(method);
    },
  );

  it('is no cart at all when it names a method Plaza does not know', () => {
    const saved = {
      items: [],
      shippingAddress: null,
      paymentMethodSelected: 'paypal',
      partnerName: '',
    };
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(saved) });
    expect(loadSavedCart(storage)).toBeUndefined();
  });
});

import { array, enums, integer, is, mask, nullable, object, string } from 'superstruct';
import { subscribe } from 'valtio';
import { CartLine } from './cart-line';
import type { CartChoices, CartState } from './cart-store';

/** The local storage key of the saved cart. */
export const CART_STORAGE_KEY = 'cart';

/**
 * What survives a reload. Payment verification data is never saved: it belongs to one checkout
 * attempt, and card details must not sit in local storage.
 */
const SavedCart = object({
  items: array(CartLine),
  shippingAddress: nullable(integer()),
  paymentMethodSelected: nullable(enums(['card', 'bank_transfer'])),
  partnerName: string(),
});

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The saved cart, or nothing when there is none or it is not a cart (an old format, a hand edit). */
export function loadSavedCart(storage: Storage): CartChoices | undefined {
  try {
    const saved: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
    return is(saved, SavedCart) ? mask(saved, SavedCart) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cart to `storage` after every change; returns the function that stops it. */
export function saveCartOnChange(cart: CartState, storage: Storage): () => void {
  return subscribe(cart, () => {
    const { items, shippingAddress, paymentMethodSelected, partnerName } = cart;
    const saved: CartChoices = { items, shippingAddress, paymentMethodSelected, partnerName };
    try {
      storage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // A full or switched-off storage costs the cart its survival across reloads, not the page.
    }
  });
}

import type { PaymentMethod } from '@plaza/api';
import { array, enums, integer, nullable, object, string } from 'superstruct';
import { subscribe } from 'valtio';
import { readStored, writeStored, type KeyValueStorage } from '../../../lib/local-storage';
import { CartLine } from './cart-line';
import type { CartChoices, CartState } from './cart-store';

/** The local storage key of the saved cart. */
export const CART_STORAGE_KEY = 'cart';

/**
 * Every payment method a cart may have saved (@plaza/api's PAYMENT_METHODS, which the type keeps
 * whole), written here so the first load takes none of the order schemas. Whether the shop still
 * offers it is checkout's question.
 */
const SAVED_METHODS: Record<PaymentMethod, true> = {
  card: true,
  bank_transfer: true,
  stripe: true,
  mercadopago: true,
};

/**
 * What survives a reload. Payment verification data is never saved: it belongs to one checkout
 * attempt, and card details must not sit in local storage.
 */
const SavedCart = object({
  items: array(CartLine),
  shippingAddress: nullable(integer()),
  paymentMethodSelected: nullable(enums(Object.keys(SAVED_METHODS) as PaymentMethod[])),
  partnerName: string(),
});

/** The saved cart, or nothing when there is none or it is not a cart (an old format, a hand edit). */
export function loadSavedCart(storage: KeyValueStorage): CartChoices | undefined {
  return readStored(storage, CART_STORAGE_KEY, SavedCart);
}

/**
 * Writes the cart to `storage` after every change of what is saved; returns the function that stops
 * it. The explore filters live in the same state but are not saved, so a filter change writes nothing.
 */
export function saveCartOnChange(cart: CartState, storage: KeyValueStorage): () => void {
  const saved = (): CartChoices => {
    const { items, shippingAddress, paymentMethodSelected, partnerName } = cart;
    return { items, shippingAddress, paymentMethodSelected, partnerName };
  };
  let written = JSON.stringify(saved());
  return subscribe(cart, () => {
    const next = saved();
    const json = JSON.stringify(next);
    if (json === written) return;
    written = json;
    writeStored(storage, CART_STORAGE_KEY, next);
  });
}

import type { PaymentMethod } from '@plaza/api';
import { proxy } from 'valtio';
import { MAX_LINE_QUANTITY } from '../../../config/cart';
import { toCents } from '../../../lib/money';
import { NO_FILTERS, type ProductFilters } from '../../../lib/product-filters';
import type { CartLine, CartProduct } from './cart-line';

/** How many units a line of this product may hold: 1 to 10, and never above the stock. */
export const lineLimit = (product: Pick<CartProduct, 'product_quantity'>) =>
  Math.min(MAX_LINE_QUANTITY, product.product_quantity);

/** What the visitor chose: the lines and the checkout choices that go with them. */
export interface CartChoices {
  items: CartLine[];
  /** The id of the chosen address, needed when anything in the cart ships. */
  shippingAddress: number | null;
  /** The way to pay chosen at checkout; one the shop no longer offers is cleared there. */
  paymentMethodSelected: PaymentMethod | null;
  /** The username of the partner who referred this purchase, if any. */
  partnerName: string;
}

export interface CartState extends CartChoices {
  /**
   * Explore's filters (docs/product.md, section 3: cart state). The URL holds them too, so a filtered page
   * can be shared; here they outlast a visit to another screen. Not saved: links carry them.
   */
  filters: ProductFilters;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
}

const sumCents = (items: readonly CartLine[], amount: (line: CartLine) => string) =>
  items.reduce((total, line) => total + toCents(amount(line)) * line.quantity, 0);

/**
 * The cart (docs/product.md, sections 3 and 4). A running total that grew by price plus
 * shipping on add but shrank by price alone on update and remove would drift, so totals here are
 * derived from the lines, the way the server computes a purchase (docs/api.md): subtotal Σ price × quantity,
 * shipping Σ shipping_price × quantity, total their sum.
 */
export function createCart(saved: Partial<CartChoices> = {}) {
  return proxy<CartState>({
    items: [],
    shippingAddress: null,
    paymentMethodSelected: null,
    partnerName: '',
    filters: { ...NO_FILTERS },
    ...saved,
    get subtotalCents() {
      return sumCents(this.items, (line) => line.price);
    },
    get shippingCents() {
      return sumCents(this.items, (line) => line.shipping_price);
    },
    get totalCents() {
      return this.subtotalCents + this.shippingCents;
    },
  });
}

/**
 * Adds `count` (1 unless said) of `product`: a new line, or more on its line. Answers false, and
 * changes nothing, when the line would go above 10 or the stock has not that many more to give.
 */
export function addToCart(cart: CartState, product: CartProduct, count = 1): boolean {
  const line = cart.items.find((item) => item.id === product.id);
  const quantity = (line?.quantity ?? 0) + count;
  if (!Number.isInteger(count) || count < 1 || quantity > lineLimit(product)) return false;
  if (line) {
    // The latest price and stock win: the product may have changed since it was first added.
    Object.assign(line, product, { quantity });
  } else {
    cart.items.push({ ...product, quantity });
  }
  return true;
}

/** Sets a line's quantity; refused (false) below 1, above 10 or the stock, or for a product not in the cart. */
export function updateQuantity(cart: CartState, id: number, quantity: number): boolean {
  const line = cart.items.find((item) => item.id === id);
  if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > lineLimit(line)) {
    return false;
  }
  line.quantity = quantity;
  return true;
}

export function removeFromCart(cart: CartState, id: number): void {
  cart.items = cart.items.filter((item) => item.id !== id);
}

/**
 * Takes out the lines of a purchase just placed (issue 36): they are bought, to be paid on the
 * purchase, so going back does not offer them for a second purchase. Lines added meanwhile stay;
 * once none is left the checkout choices go too, as with clearCart.
 */
export function settleLines(cart: CartState, productIds: readonly number[]): void {
  cart.items = cart.items.filter((item) => !productIds.includes(item.id));
  if (cart.items.length === 0) clearCart(cart);
}

/** Empties the cart and forgets the checkout choices that went with it (docs/product.md: clearCart). */
export function clearCart(cart: CartState): void {
  cart.items = [];
  cart.shippingAddress = null;
  cart.paymentMethodSelected = null;
  cart.partnerName = '';
}

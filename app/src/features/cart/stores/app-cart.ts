import { browserStorage, memoryStorage } from '../../../lib/local-storage';
import { loadSavedCart, saveCartOnChange } from './cart-persistence';
import { createCart } from './cart-store';

const storage = browserStorage() ?? memoryStorage();

/**
 * This browser's cart: loaded once per page and saved on every change, so it survives reloads and
 * signing in (docs/product.md, sections 3 and 4). Logout clears local storage, and the cart with it.
 */
export const cart = createCart(loadSavedCart(storage));
saveCartOnChange(cart, storage);

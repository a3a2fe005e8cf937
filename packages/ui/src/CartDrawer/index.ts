export { CartDrawer, type CartDrawerLabels, type CartDrawerProps } from './CartDrawer.js';
export { MAX_CART_QUANTITY, type CartLineData, type CartLineLabels } from './CartLine.js';

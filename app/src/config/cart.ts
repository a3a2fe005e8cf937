/**
 * The most units of one product a cart line holds, whatever the stock (docs/product.md, section 9): the
 * drawer, the cart page and the product page all stop there.
 */
export const MAX_LINE_QUANTITY = 10;

import type { Seller } from '@plaza/api';

/** How a seller's page names them: their first name, or their username when they gave none. */
export const sellerName = (seller: Pick<Seller, 'first_name' | 'username'>): string =>
  seller.first_name.trim() || seller.username;

import type { Address, AddressBody } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { orderApi } from '../lib/api-calls/orders';

/** The cache key of the address book: docs/product.md's Addresses tag. */
export const ADDRESSES_KEY = 'marketplace/addresses/';

/** GET `marketplace/addresses/`: the buyer's addresses, the default first. */
export function useAddresses() {
  return useSWR<Address[], Error>(ADDRESSES_KEY, () => orderApi.addresses());
}

/**
 * POST `marketplace/addresses/`: the new address joins the cached book at once, then the book loads
 * again. Checkout chooses the address just saved, and a choice missing from the book is dropped
 * (checkout's `shippingChoice`): were the reload to fail or lag, the book must still hold it.
 */
export async function createAddress(body: AddressBody): Promise<Address> {
  const address = await orderApi.createAddress(body);
  await mutate<Address[]>(
    ADDRESSES_KEY,
    // A book not loaded yet stays so: the reload below is the whole of it.
    (book) => book && [...book.filter((saved) => saved.id !== address.id), address],
    { revalidate: true },
  );
  return address;
}

import type { Address, AddressBody } from '@plaza/api';
import useSWR, { mutate } from 'swr';
import { api } from '../../../lib/api-client';

/** The cache key of the address book: SPEC.md's Addresses tag. */
const ADDRESSES_KEY = 'marketplace/addresses/';

/** GET `marketplace/addresses/`: the buyer's addresses, the default first. */
export function useAddresses() {
  return useSWR<Address[], Error>(ADDRESSES_KEY, () => api.addresses());
}

/** POST `marketplace/addresses/`: the new address joins the cached book at once. */
export async function createAddress(body: AddressBody): Promise<Address> {
  const address = await api.createAddress(body);
  await mutate(ADDRESSES_KEY);
  return address;
}

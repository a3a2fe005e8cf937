import type { Address, AddressChanges } from '@plaza/api';
import { orderApi } from './api-calls/orders';
import { ADDRESSES_KEY } from '../hooks/use-addresses';
import { revalidate } from './revalidate';

/** PATCH `marketplace/addresses/{id}/`; the address book loads again (a new default moves others). */
export async function updateAddress(id: number, changes: AddressChanges): Promise<Address> {
  const address = await orderApi.updateAddress(id, changes);
  await revalidate(ADDRESSES_KEY);
  return address;
}

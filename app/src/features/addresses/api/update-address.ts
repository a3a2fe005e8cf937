import type { Address, AddressChanges } from '@plaza/api';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/revalidate';

/** PATCH `marketplace/addresses/{id}/`; the address book loads again (a new default moves others). */
export async function updateAddress(id: number, changes: AddressChanges): Promise<Address> {
  const address = await api.updateAddress(id, changes);
  await revalidate('marketplace/addresses/');
  return address;
}

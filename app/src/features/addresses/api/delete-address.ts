import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/revalidate';

/** DELETE `marketplace/addresses/{id}/`; the address book loads again. */
export async function deleteAddress(id: number): Promise<void> {
  await api.deleteAddress(id);
  await revalidate('marketplace/addresses/');
}
